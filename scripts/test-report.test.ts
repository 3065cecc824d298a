import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFailures, exitFileOf, readCounts, secondsFileOf, suiteSeconds } from './test-report.mjs';

function report(contents: object, exit?: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'test-report-')), 'unit.json');
  writeFileSync(file, JSON.stringify(contents));
  if (exit !== undefined) writeFileSync(exitFileOf(file), `${exit}\n`);
  return file;
}

describe('readCounts', () => {
  const allPassed = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 1, success: true };

  it('reads passed, failed and skipped of a clean run', () => {
    expect(readCounts(report(allPassed, '0'))).toEqual({ passed: 3, failed: 0, skipped: 1 });
  });

  it('counts a runner that exited non-zero with every test passed as one failure (an unhandled error)', () => {
    expect(readCounts(report(allPassed, '1'))).toEqual({ passed: 3, failed: 1, skipped: 1 });
    expect(readCounts(report(allPassed, 'SIGKILL'))?.failed).toBe(1);
  });

  it('keeps the failed tests as the count when there are some', () => {
    expect(readCounts(report({ ...allPassed, numFailedTests: 2, success: false }, '1'))?.failed).toBe(2);
  });

  it('counts a report that says it failed outside tests, and reads a report with no exit kept', () => {
    expect(readCounts(report({ ...allPassed, success: false }))?.failed).toBe(1);
    expect(readCounts(report(allPassed))?.failed).toBe(0);
  });

  it('answers null when the runner never wrote its report', () => {
    expect(readCounts('/nonexistent/unit.json')).toBeNull();
  });
});

describe('describeFailures', () => {
  const cwd = process.cwd();

  it('names each failed test with its file and the first line of its error', () => {
    const file = report(
      {
        success: false,
        testResults: [
          {
            name: join(cwd, 'apps/web/src/a.test.tsx'),
            status: 'failed',
            message: '',
            assertionResults: [
              { fullName: 'cart keeps lines', status: 'passed', failureMessages: [] },
              { fullName: 'cart drops a line', status: 'failed', failureMessages: ['AssertionError: expected 1\n  at x'] },
            ],
          },
          {
            name: join(cwd, 'apps/web/src/b.test.tsx'),
            status: 'failed',
            message: 'Error: Cannot find module',
            assertionResults: [],
          },
        ],
      },
      '1',
    );
    expect(describeFailures(file)).toEqual([
      'unit: apps/web/src/a.test.tsx > cart drops a line: AssertionError: expected 1',
      'unit: apps/web/src/b.test.tsx: Error: Cannot find module',
    ]);
  });

  it('says the runner failed when every test passed but it exited non-zero, and nothing for a clean run', () => {
    const passing = { success: true, testResults: [{ name: join(cwd, 'a.test.ts'), status: 'passed', assertionResults: [] }] };
    expect(describeFailures(report(passing, '1'))).toEqual([
      'unit: the runner exited with 1 with no failed test (an unhandled error; see above)',
    ]);
    expect(describeFailures(report(passing, '0'))).toEqual([]);
  });
});

describe('suiteSeconds', () => {
  it('reads the wall time kept beside a report, and null when none was kept or it is not a number', () => {
    const file = report({ numPassedTests: 1 }, '0');
    expect(suiteSeconds(file)).toBeNull();
    writeFileSync(secondsFileOf(file), '315\n');
    expect(suiteSeconds(file)).toBe(315);
    writeFileSync(secondsFileOf(file), 'soon\n');
    expect(suiteSeconds(file)).toBeNull();
  });
});
