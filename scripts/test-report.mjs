// Reads the counts of a Vitest JSON report; null when the runner never wrote it.
import { existsSync, readFileSync } from 'node:fs';

export function readCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  return {
    passed: report.numPassedTests ?? 0,
    // A run that failed outside any test (global setup, unhandled error) still counts as one failure.
    failed: failed === 0 && report.success === false ? 1 : failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}
