// Test support: the app built on a fresh in-memory database, with a throwaway web build directory when a test needs one.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@loyalty/db/client';
import { createTestDatabase } from '@loyalty/db/testing';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { developmentApiKey } from './config/env-schema.ts';
import { runOpsCli } from './ops/cli.ts';

export const testApiKey = developmentApiKey;
export const testOpsToken = 'test-ops-token-0123456789abcdef';
export const apiHeaders = { 'x-api-key': testApiKey } as const;

/** `npm run ops -- …` against a test server at `serverUrl`: its exit code and what it wrote. */
export async function runTestOpsCli(serverUrl: string, argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsCli(argv, {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    env: { OPS_URL: serverUrl, OPS_TOKEN: testOpsToken },
  });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

export interface WebDistFixture {
  dir: string;
  remove(): Promise<void>;
}

/** A stand-in for apps/web/dist: files by relative path. */
export async function createWebDistFixture(files: Record<string, string | Buffer>): Promise<WebDistFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'loyalty-web-dist-'));
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Lines the app logged (JSON objects), when built with captureLog. */
  logLines: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start from the demo seed (default: an empty migrated database). */
  seed?: boolean;
  /** Environment overrides, as the server would read them. */
  env?: Record<string, string>;
  /** Leave the app "starting" (migrations not done yet). */
  notReady?: boolean;
  /** Keep the log in memory for assertions instead of discarding it. */
  captureLog?: boolean;
  /** An existing database to use instead of a fresh one (the caller closes it). */
  database?: DatabaseHandle;
  /** Extra routes a test needs (registered before the app is ready). */
  extend?: (app: FastifyInstance) => void;
}

/** A directory that is certainly not a web build: the API-only mode. */
const noWebDist = path.join(os.tmpdir(), 'loyalty-no-web-dist');

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: noWebDist,
    ADMIN_DIST_DIR: noWebDist,
    OPS_TOKEN: testOpsToken,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase({ seed: options.seed }));
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line));
      done();
    },
  });
  const app = buildApp({ config, database, logger: options.captureLog ? { level: 'info', stream } : false });
  options.extend?.(app);
  await app.ready();
  if (!options.notReady) app.readiness.markReady();
  return {
    app,
    database,
    config,
    logLines,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
