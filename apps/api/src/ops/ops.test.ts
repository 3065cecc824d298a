import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { news, products } from '@loyalty/db/schema';
import { buildTestApp, testOpsToken, type TestApp } from '../test-app.ts';
import { defineOpsCommand } from './command.ts';
import { localOpsCommandInfo, OpsRegistry, opsCommands } from './registry.ts';

const bearer = { authorization: `Bearer ${testOpsToken}` };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

function run(app: TestApp['app'], command: string, args: Record<string, unknown> = {}) {
  return app.inject({ method: 'POST', url: '/api/ops/run', headers: bearer, payload: { command, args } });
}

describe('operator token', () => {
  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token' }],
    ['the API key instead', { 'x-api-key': 'glo-ogo-dev-key' }],
    ['a token without the Bearer scheme', { authorization: testOpsToken }],
  ])('rejects %s with 401', async (_case, headers) => {
    for (const request of [
      { method: 'GET' as const, url: '/api/ops/commands' },
      { method: 'POST' as const, url: '/api/ops/run', payload: { command: 'status' } },
    ]) {
      const response = await testApp.app.inject({ ...request, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('keeps ops shut when the app has no token at all', async () => {
    const shut = await buildTestApp({ database: testApp.database, env: { OPS_TOKEN: '' } });
    try {
      const response = await shut.app.inject({ method: 'GET', url: '/api/ops/commands', headers: { authorization: 'Bearer ' } });
      expect(response.statusCode).toBe(401);
    } finally {
      await shut.close();
    }
  });
});

describe('GET /api/ops/commands', () => {
  it('lists the registered commands, the same list the CLI knows offline', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ops/commands', headers: bearer });
    expect(response.statusCode).toBe(200);
    const { commands } = response.json();
    expect(commands.map((command: { name: string }) => command.name)).toEqual(
      opsCommands.map((command) => command.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(commands.map((command: { name: string }) => command.name)).toEqual(expect.arrayContaining(['seed:demo', 'status']));
    expect(commands).toEqual(localOpsCommandInfo());
  });
});

describe('POST /api/ops/run', () => {
  it('runs status with version, readiness, database kind, migrations and counts', async () => {
    const response = await run(testApp.app, 'status');
    expect(response.statusCode).toBe(200);
    const { command, output, data } = response.json();
    expect(command).toBe('status');
    expect(data).toMatchObject({
      version: testApp.app.buildVersion,
      ready: true,
      database: testApp.database.kind,
      counts: { products: 0, news: 0 },
    });
    expect(data.migrations.length).toBeGreaterThan(0);
    expect(data.migrations[0]).toEqual({ tag: expect.any(String), appliedAt: expect.any(String) });
    expect(output).toContain('ready       yes');
  });

  it('seeds demo data into the empty database once', async () => {
    const first = await run(testApp.app, 'seed:demo');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ seeded: true });
    expect(await testApp.database.db.$count(products)).toBeGreaterThan(0);
    expect(await testApp.database.db.$count(news)).toBeGreaterThan(0);

    const again = await run(testApp.app, 'seed:demo');
    expect(again.json()).toMatchObject({ data: { seeded: false }, output: expect.stringContaining('nothing was seeded') });
  });

  it('answers 404 for an unknown command', async () => {
    const response = await run(testApp.app, 'drop-everything');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('names unknown or wrong flags', async () => {
    const response = await run(testApp.app, 'status', { verbose: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ field: 'body.args.verbose', message: 'Unknown flag' }]);
  });

  it('answers status while starting, but holds commands that need the migrated database', async () => {
    const starting = await buildTestApp({ database: testApp.database, notReady: true });
    try {
      const status = await run(starting.app, 'status');
      expect(status.statusCode).toBe(200);
      expect(status.json().data).toMatchObject({ ready: false, counts: null });
      const seed = await run(starting.app, 'seed:demo');
      expect(seed.statusCode).toBe(503);
      expect(seed.json().error.code).toBe('service_unavailable');
    } finally {
      await starting.close();
    }
  });
});

describe('OpsRegistry', () => {
  const command = (name: string) =>
    defineOpsCommand({
      name,
      summary: 'test',
      usage: '',
      argsSchema: z.object({}),
      requiresReady: true,
      run: async () => ({ output: '', data: {} }),
    });

  it('refuses a name registered twice and names that the CLI could not type', () => {
    const registry = new OpsRegistry([]);
    registry.register(command('cache:clear'));
    expect(() => registry.register(command('cache:clear'))).toThrow(/twice/);
    expect(() => registry.register(command('Bad Name'))).toThrow(/lower-case/);
    expect(() => registry.register(command('--json'))).toThrow(/lower-case/);
  });

  it('holds every built-in command', () => {
    expect(
      new OpsRegistry()
        .list()
        .map((info) => info.name)
        .sort(),
    ).toEqual(opsCommands.map((c) => c.name).sort());
  });
});
