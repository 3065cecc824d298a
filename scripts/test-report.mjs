// Reads the counts of a Vitest JSON report; null when the runner never wrote it.
import { existsSync, readFileSync } from 'node:fs';

/** Where scripts/test.mjs keeps the runner's exit status beside a report (`unit.json` → `unit.exit`). */
export function exitFileOf(reportFile) {
  return reportFile.replace(/\.json$/, '.exit');
}

/** The runner's exit status kept beside the report: 0, a failing code, a signal name, or null when none was kept. */
function runnerExit(reportFile) {
  const file = exitFileOf(reportFile);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function readCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  const exit = runnerExit(file);
  // A run that failed outside any test (global setup, an unhandled error, a crash) still counts as one failure:
  // Vitest's JSON report says success when every test passed, even if the run then exited non-zero.
  const failedOutsideTests = report.success === false || (exit !== null && exit !== '0');
  return {
    passed: report.numPassedTests ?? 0,
    failed: failed === 0 && failedOutsideTests ? 1 : failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}
