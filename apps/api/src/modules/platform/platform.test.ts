import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@loyalty/db/client';
import { createTestDatabase } from '@loyalty/db/testing';
import { repoRoot } from '@loyalty/db/paths';
import { apiHeaders, buildTestApp, createWebDistFixture, type TestApp, type WebDistFixture } from '../../test-app.ts';

// These apps never query the database: one for the whole file keeps it fast.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const opened: (TestApp | WebDistFixture)[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0)) await ('app' in resource ? resource.close() : resource.remove());
});

async function open(options: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const testApp = await buildTestApp({ ...options, database });
  opened.push(testApp);
  return testApp;
}

describe('GET /api/health', () => {
  it('answers 503 starting until the app is ready, then 200 ok', async () => {
    const { app } = await open({ notReady: true });
    const starting = await app.inject({ method: 'GET', url: '/api/health' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });

    app.readiness.markReady();
    const ready = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('holds other /api calls with 503 service_unavailable while starting, but not the docs', async () => {
    const { app } = await open({ notReady: true });
    const call = await app.inject({ method: 'POST', url: '/api/get-version', headers: apiHeaders });
    expect(call.statusCode).toBe(503);
    expect(call.json().error.code).toBe('service_unavailable');
    expect(call.headers['retry-after']).toBe('5');
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('POST /api/get-version', () => {
  it("answers the web build's version from build-meta.json", async () => {
    const webDist = await createWebDistFixture({
      'index.html': '<!doctype html>',
      'build-meta.json': JSON.stringify({ version: '2025.06.01-abc123', builtAt: '2025-06-01T10:00:00Z' }),
    });
    opened.push(webDist);
    const { app } = await open({ env: { WEB_DIST_DIR: webDist.dir } });
    const response = await app.inject({ method: 'POST', url: '/api/get-version', headers: apiHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '2025.06.01-abc123' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('falls back to the repository version with -dev when there is no build', async () => {
    const { version } = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    const { app } = await open({});
    const response = await app.inject({ method: 'POST', url: '/api/get-version', headers: apiHeaders });
    expect(response.json()).toEqual({ version: `${version}-dev` });
  });

  it('falls back as well when build-meta.json is not what the web build writes', async () => {
    const webDist = await createWebDistFixture({ 'build-meta.json': '{"built": 1}' });
    opened.push(webDist);
    const { app } = await open({ env: { WEB_DIST_DIR: webDist.dir } });
    const response = await app.inject({ method: 'POST', url: '/api/get-version', headers: apiHeaders });
    expect(response.json().version).toMatch(/-dev$/);
  });
});
