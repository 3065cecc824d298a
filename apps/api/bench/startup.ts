// Time from a server process's start to its first 200 on /api/health, the built server against the sources
// run through tsx as the image ran them before: each start on the same migrated database (PostgreSQL of
// BENCH_DATABASE_URL, or PGlite in a temporary directory), one process (WEB_CONCURRENCY=1), in turns so the host's
// drift falls on both. tsx keeps what it compiled in the system's temporary directory: a container starts with an
// empty one, so its "cold" start is what every deploy paid; "warm" is a developer's second start.
//   npm run bench -- --only=startup            (BENCH_STARTUP_RUNS=5)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@loyalty/db/paths';
import { runMigrations } from '@loyalty/db/migrate';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { serverEntry } from '../../../scripts/server-command.mjs';
import { openBenchDatabase } from './fixtures.ts';

interface Variant {
  name: string;
  args: string[];
  /** Runs before each start (the tsx cache emptied for a cold start). */
  before?: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Milliseconds from spawn to the first 200 of /api/health; the process is then stopped and awaited. */
async function timeStart(variant: Variant, env: Record<string, string>): Promise<number> {
  variant.before?.();
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited (${child.exitCode}): ${errors}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 180_000) throw new Error(`${variant.name} was not ready in 180 s: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runStartupBench(): Promise<number> {
  buildIfStale('api', 'the start-up bench');
  const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = await openBenchDatabase(serverUrl, { namePrefix: 'loyalty_bench_startup', poolSize: 2, onDisk: true });
  try {
    await runMigrations(database.handle);
    await database.handle.close();
    const env = { ...database.serverEnv, NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', WEB_CONCURRENCY: '1' };
    const tsxCache = path.join(os.tmpdir(), `tsx-${process.getuid?.() ?? 0}`);
    const source = path.join(repoRoot, 'apps/api/src/server.ts');
    const variants: Variant[] = [
      { name: 'built (node apps/api/dist/server.js)', args: [path.join(repoRoot, serverEntry)] },
      {
        name: 'sources through tsx, cold cache (the image before)',
        args: ['--import', 'tsx', source],
        before: () => rmSync(tsxCache, { recursive: true, force: true }),
      },
      { name: 'sources through tsx, warm cache', args: ['--import', 'tsx', source] },
    ];
    const times = new Map(variants.map((variant) => [variant.name, [] as number[]]));
    for (let round = 0; round < runs; round += 1) {
      for (const variant of variants) times.get(variant.name)!.push(await timeStart(variant, env));
    }
    const builtMedian = median(times.get(variants[0]!.name)!);
    console.log(
      `\nStart to ready (/api/health 200), ${runs} runs each, in turns, on ${serverUrl ? 'PostgreSQL' : 'PGlite'}:`,
    );
    for (const variant of variants) {
      const values = times.get(variant.name)!;
      console.log(
        `  ${variant.name.padEnd(52)} median ${(median(values) / 1000).toFixed(2)} s  ` +
          `(${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)} s)  ` +
          `${(median(values) / builtMedian).toFixed(2)}× the built server`,
      );
    }
    return 0;
  } finally {
    await database.drop();
  }
}
