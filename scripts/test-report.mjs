// Reads the counts of a Vitest JSON report; null when the runner never wrote it.
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

/** Where scripts/test.mjs keeps the runner's exit status beside a report (`unit.json` → `unit.exit`). */
export function exitFileOf(reportFile) {
  return reportFile.replace(/\.json$/, '.exit');
}

/** Where scripts/test.mjs keeps a suite's wall-clock seconds beside its report (`unit.json` → `unit.seconds`). */
export function secondsFileOf(reportFile) {
  return reportFile.replace(/\.json$/, '.seconds');
}

/** The suite's wall-clock seconds kept beside its report, or null. */
export function suiteSeconds(reportFile) {
  const file = secondsFileOf(reportFile);
  if (!existsSync(file)) return null;
  const seconds = Number(readFileSync(file, 'utf8').trim());
  return Number.isFinite(seconds) ? seconds : null;
}

/** The runner's exit status kept beside the report: 0, a failing code, a signal name, or null when none was kept. */
function runnerExit(reportFile) {
  const file = exitFileOf(reportFile);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * A run that failed outside any test (global setup, an unhandled error, a crash): Vitest's JSON report says success
 * when every test passed, even if the run then exited non-zero, so the exit kept beside it counts too.
 */
function failedOutsideTests(report, file) {
  const exit = runnerExit(file);
  return report.success === false || (exit !== null && exit !== '0');
}

export function readCounts(file) {
  const report = readReport(file);
  if (!report) return null;
  const failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  // A run that failed outside its tests still counts as one failure.
  return {
    passed: report.numPassedTests ?? 0,
    failed: failed === 0 && failedOutsideTests(report, file) ? 1 : failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const firstLine = (text) =>
  String(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);

/**
 * One line per failed test of a report ("unit: apps/web/src/x.test.tsx > a test: AssertionError: …"), one per file that
 * failed without a failed test (an import error), and one when the runner exited non-zero with every test passed.
 */
export function describeFailures(file) {
  const report = readReport(file);
  if (!report) return [];
  const suite = basename(file, '.json');
  const lines = [];
  for (const result of report.testResults ?? []) {
    const path = relative(process.cwd(), result.name);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) lines.push(`${suite}: ${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && result.status === 'failed')
      lines.push(`${suite}: ${path}: ${firstLine(result.message) || 'failed outside its tests'}`);
  }
  if (lines.length === 0 && failedOutsideTests(report, file))
    lines.push(
      `${suite}: the runner exited with ${runnerExit(file) ?? 'failure'} with no failed test (an unhandled error; see above)`,
    );
  return lines;
}
