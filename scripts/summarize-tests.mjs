#!/usr/bin/env node
// Adds up Vitest JSON reports into the plain closing line "N passed, N failed". A missing report counts as a failure.
// Above that line it names what failed (file, test, first line of the error): CI keeps only the tail of its output,
// and a count alone does not say which test to look at.
import { basename } from 'node:path';
import { describeFailures, readCounts, suiteSeconds } from './test-report.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const file of process.argv.slice(2)) {
  const counts = readCounts(file);
  if (!counts) {
    console.error(`missing test report: ${file}`);
    totals.failed += 1;
    continue;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  failures.push(...describeFailures(file));
}
// Where the minutes went (each suite's wall time, and the set-up's when .ci/run kept it as setup.seconds).
const timed = ['setup', ...process.argv.slice(2)].flatMap((file) => {
  const report = file === 'setup' ? `${process.argv[2]?.replace(/[^/]*$/, '') ?? ''}setup.json` : file;
  const seconds = suiteSeconds(report);
  return seconds === null ? [] : [`${basename(report, '.json')} ${seconds} s`];
});
if (timed.length > 0) console.log(`\nWall time: ${timed.join(', ')}`);
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
