// The processes a bench drives: the API started as operators start it (the built server, scripts/server-command.mjs,
// optionally under --cpu-prof) and the hello-world baseline, each on a free loopback port. The load generator is the
// bench's own process, so it never competes with the server for an event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '@loyalty/db/paths';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { serverEntry } from '../../../scripts/server-command.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverFile = path.join(repoRoot, serverEntry);
const startLimitMs = 120_000;
const stopLimitMs = 30_000;

export interface BenchProcess {
  url: string;
  /** The process started; the API's cluster workers are its children. */
  pid: number;
  /** SIGTERM, then waits for the exit (a CPU profile is written on exit). */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's pick, released again for the child to take). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('the process did not start');
  return child.pid;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopLimitMs);
    await exited;
    clearTimeout(timer);
  };
}

/** Resolves when `isUp` answers true, rejects when the child exits first or the start takes too long. */
async function waitUntilUp(child: ChildProcess, name: string, isUp: () => Promise<boolean>, output: () => string) {
  const started = Date.now();
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!(await isUp())) {
    if (exited) throw new Error(`${name} exited during start:\n${output()}`);
    if (Date.now() - started > startLimitMs) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start within ${startLimitMs / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Keeps the last few kilobytes a child printed, for the error when it fails to start. */
function captureOutput(child: ChildProcess, echo: boolean): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-8000);
    if (echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

/** `node --cpu-prof` into a subdirectory `name` of `profileDir`; nothing without a directory. */
function cpuProfileFlags(profileDir: string | undefined, name: string): string[] {
  return profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, name)}`] : [];
}

/** The baseline server (profiled with `profileDir`); with `databaseUrl` it also serves the floor of an uncached catalogue read (hello-world.mjs). */
export async function startHelloWorld(options: { databaseUrl?: string; profileDir?: string } = {}): Promise<BenchProcess> {
  const port = await freePort();
  const profiling = cpuProfileFlags(options.profileDir, 'hello-world');
  const child = spawn(process.execPath, [...profiling, path.join(benchDir, 'hello-world.mjs')], {
    cwd: benchDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(process.env.BENCH_POOL_SIZE ? { DB_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child, false);
  await waitUntilUp(child, 'the hello-world server', async () => output().includes('listening'), output);
  return { url: `http://127.0.0.1:${port}`, pid: pidOf(child), stop: stopper(child) };
}

export interface ApiProcessOptions {
  /** The server's environment (database, keys, limits); HOST and PORT are set here. */
  env: Record<string, string>;
  /** Directory for `node --cpu-prof` profiles (a subdirectory per `name`); none when unset. */
  profileDir?: string;
  /** Names the process in profiles. */
  name?: string;
}

/**
 * Starts the API as `npm start` does (without the web build) and waits until /api/health answers 200 twenty times in
 * a row, each on a new connection: the cluster hands connections to its processes in turn, and one that is still
 * starting answers 503, which a measurement begun at once would count as failed requests.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<BenchProcess> {
  buildIfStale('api', 'the bench');
  const port = await freePort();
  const profiling = cpuProfileFlags(options.profileDir, options.name ?? 'api');
  const child = spawn(process.execPath, [...profiling, serverFile], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Warnings and errors of the server (LOG_LEVEL=warn) are worth seeing while it is measured.
  const output = captureOutput(child, true);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(
    child,
    'the API server',
    async () => {
      for (let probe = 0; probe < 20; probe += 1) {
        const ready = await fetch(`${url}/api/health`, { headers: { connection: 'close' } }).then(
          (response) => response.status === 200,
          () => false,
        );
        if (!ready) return false;
      }
      return true;
    },
    output,
  );
  return { url, pid: pidOf(child), stop: stopper(child) };
}
