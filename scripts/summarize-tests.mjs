#!/usr/bin/env node
// Adds up Vitest JSON reports into the plain closing line "N passed, N failed". A missing report counts as a failure.
import { readCounts } from './test-report.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
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
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
