#!/usr/bin/env node
// Runs every test suite and closes with one plain line: "N passed, N failed, N skipped".
// Suites: unit + API + DB on PGlite, the browser journeys, then the deployment recipe against Debian's servers.
// `node scripts/test.mjs pg` runs the database-backed suites (db, api) against the PostgreSQL server named by
// TEST_DATABASE_URL instead; with TEST_DATABASE_POOLER_URL set it leaves out the files `pgbouncer` runs through the
// pooler (CI runs both, so each file meets PostgreSQL once).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitFileOf, readCounts, secondsFileOf } from './test-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const mode = process.argv[2] ?? 'all';

/** What the pgbouncer suite runs through PgBouncer: the tests of concurrent work and the order and payment journeys. */
const pooledFiles = [
  'packages/db/src/privileges.test.ts',
  'packages/db/src/testing.test.ts',
  'apps/api/src/modules/loyalty/ledger.test.ts',
  'apps/api/src/modules/scan/scan.test.ts',
  'apps/api/src/jobs/queue.test.ts',
  'apps/api/src/modules/rewards/rewards.test.ts',
  'apps/api/src/modules/certificates/certificates.test.ts',
  'apps/api/src/modules/invite/referral-deadlock-postgres.test.ts',
  'apps/api/src/modules/orders/orders-postgres.test.ts',
  'apps/api/src/modules/orders/orders-input.test.ts',
  'apps/api/src/modules/orders/orders-pricing.test.ts',
  'apps/api/src/modules/orders/orders-idempotency.test.ts',
  'apps/api/src/modules/orders/orders-promo.test.ts',
  'apps/api/src/modules/orders/orders-shipping.test.ts',
  'apps/api/src/modules/orders/orders-history.test.ts',
  'apps/api/src/modules/payments/payments.test.ts',
  'apps/api/src/modules/auth/sessions.test.ts',
  'apps/api/src/modules/admin/staff-login-postgres.test.ts',
];

/** Vitest matches --exclude against paths inside each project's root: `apps/api/src/x.test.ts` → `**\/src/x.test.ts`. */
const projectGlob = (file) => `**/${file.replace(/^(apps|packages)\/[^/]+\//, '')}`;
// Vitest's default is one worker fewer than the cores: on CI's two cores one worker ran the files in turn while the
// other core idled. The unit suite's files use PGlite and jsdom in the worker itself; the PostgreSQL suites' files
// mostly wait on the server, so a worker per core keeps both busy there too.
const workerPerCore = `--maxWorkers=${availableParallelism()}`;
const unitArgs = ['vitest', 'run', workerPerCore];
const suites = {
  all: [
    { name: 'unit', args: unitArgs },
    { name: 'e2e', args: ['vitest', 'run', '--config', 'apps/web/vitest.e2e.config.ts'] },
    { name: 'deploy', args: ['vitest', 'run', '--config', 'deploy/vitest.config.ts'] },
  ],
  unit: [{ name: 'unit', args: unitArgs }],
  e2e: [{ name: 'e2e', args: ['vitest', 'run', '--config', 'apps/web/vitest.e2e.config.ts'] }],
  deploy: [{ name: 'deploy', args: ['vitest', 'run', '--config', 'deploy/vitest.config.ts'] }],
  // Every file of db and api but those the pgbouncer suite runs (CI runs both; a file is not run twice on PostgreSQL).
  pg: [
    {
      name: 'pg',
      args: [
        'vitest',
        'run',
        workerPerCore,
        '--project',
        'db*',
        '--project',
        'api*',
        ...(process.env.TEST_DATABASE_POOLER_URL ? pooledFiles.flatMap((file) => ['--exclude', projectGlob(file)]) : []),
      ],
    },
  ],
  // Through PgBouncer in transaction mode (TEST_DATABASE_POOLER_URL): the tests of concurrent work on PostgreSQL and
  // the order journeys, payments included.
  pgbouncer: [
    { name: 'pgbouncer', args: ['vitest', 'run', workerPerCore, '--project', 'db*', '--project', 'api*', ...pooledFiles] },
  ],
}[mode];

// TEST_LEAVE_OUT=deploy (CI): the suites of `npm test` but those named, which the caller runs on its own.
const leftOut = new Set((process.env.TEST_LEAVE_OUT ?? '').split(',').filter(Boolean));
if (suites && mode === 'all') suites.splice(0, suites.length, ...suites.filter((suite) => !leftOut.has(suite.name)));

if (!suites) {
  console.error(`Unknown suite "${mode}". Use one of: all, unit, e2e, deploy, pg, pgbouncer.`);
  process.exit(2);
}
if ((mode === 'pg' || mode === 'pgbouncer') && !process.env.TEST_DATABASE_URL) {
  console.error('The pg suite needs TEST_DATABASE_URL=postgres://user@host:port/db (a server you may create databases on).');
  process.exit(2);
}
if (mode === 'pgbouncer' && !process.env.TEST_DATABASE_POOLER_URL) {
  console.error('The pgbouncer suite needs TEST_DATABASE_POOLER_URL=postgres://host:port (PgBouncer in transaction mode).');
  process.exit(2);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let runnerFailed = false;
for (const suite of suites) {
  const outputFile = join(resultsDir, `${suite.name}.json`);
  rmSync(outputFile, { force: true });
  rmSync(exitFileOf(outputFile), { force: true });
  rmSync(secondsFileOf(outputFile), { force: true });
  const began = Date.now();
  const run = spawnSync('npx', [...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  // Kept beside the report so the CI summary (scripts/summarize-tests.mjs) also counts a runner that failed outside
  // any test (an unhandled error, a crash): the JSON report alone says success then.
  writeFileSync(exitFileOf(outputFile), `${run.status ?? run.signal}\n`);
  // Wall time beside the report: the CI summary prints where the run spent its minutes.
  writeFileSync(secondsFileOf(outputFile), `${Math.round((Date.now() - began) / 1000)}\n`);
  const counts = readCounts(outputFile);
  if (!counts) {
    // The runner died before writing results (config or import error): count it as a failure, never as a pass.
    console.error(`Suite "${suite.name}" produced no results (exit ${run.status}).`);
    runnerFailed = true;
    totals.failed += 1;
    continue;
  }
  if (run.status !== 0) {
    // readCounts counts a non-zero exit with no failed test as one failure; say why, since no test is marked.
    if (counts.failed === 1)
      console.error(`Suite "${suite.name}" exited with ${run.status ?? run.signal}; see the errors above.`);
    runnerFailed = true;
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);
