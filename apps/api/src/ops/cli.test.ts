import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testOpsToken, type TestApp } from '../test-app.ts';
import { exitCodes, parseOpsArgv, runOpsCli, terminalSafe } from './cli.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: (env: Record<string, string | undefined>) => ({
      stdout: (text: string) => out.push(text),
      stderr: (text: string) => err.push(text),
      env,
    }),
  };
}

/** A port nothing listens on: bound and released again. */
async function closedPortUrl(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('parseOpsArgv', () => {
  it('reads the command, flags, bare flags and --json', () => {
    expect(parseOpsArgv(['status', '--json'])).toEqual({ command: 'status', args: {}, json: true, rest: [] });
    expect(parseOpsArgv(['user:find', '--phone', '+380501234567', '--limit=5', '--dry-run'])).toEqual({
      command: 'user:find',
      args: { phone: '+380501234567', limit: '5', 'dry-run': true },
      json: false,
      rest: [],
    });
    expect(parseOpsArgv(['help', 'status'])).toMatchObject({ command: 'help', rest: ['status'] });
    expect(parseOpsArgv(['status', '--help'])).toMatchObject({ command: 'help', rest: ['status'] });
    expect(parseOpsArgv([])).toMatchObject({ command: undefined });
  });
});

describe('runOpsCli against a running server', () => {
  let testApp: TestApp;
  let serverUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
    serverUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'loyalty-ops-cli-'));
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints status as text', async () => {
    const { out, io } = capture();
    const code = await runOpsCli(['status'], io({ OPS_URL: serverUrl, OPS_TOKEN: testOpsToken }));
    expect(code).toBe(exitCodes.ok);
    expect(out.join('\n')).toMatch(/^version\s+\S+/m);
    expect(out.join('\n')).toMatch(/^products\s+[1-9]\d*$/m);
  });

  it('prints the data as JSON with --json', async () => {
    const { out, io } = capture();
    const code = await runOpsCli(['status', '--json'], io({ OPS_URL: serverUrl, OPS_TOKEN: testOpsToken }));
    expect(code).toBe(exitCodes.ok);
    expect(JSON.parse(out.join('\n'))).toMatchObject({ ready: true, database: testApp.database.kind });
  });

  it('reads the token the server keeps in DATA_DIR/ops-token', async () => {
    await writeFile(path.join(dataDir, 'ops-token'), `${testOpsToken}\n`, { mode: 0o600 });
    const { io } = capture();
    expect(await runOpsCli(['status'], io({ OPS_URL: serverUrl, DATA_DIR: dataDir }))).toBe(exitCodes.ok);
  });

  it('explains a rejected token', async () => {
    const { err, io } = capture();
    const code = await runOpsCli(['status'], io({ OPS_URL: serverUrl, OPS_TOKEN: 'not-the-token-0123456789' }));
    expect(code).toBe(exitCodes.failed);
    expect(err.join('\n')).toMatch(/OPS_TOKEN/);
  });

  it('reports an unknown command and wrong flags as usage errors', async () => {
    const unknown = capture();
    expect(await runOpsCli(['nope'], unknown.io({ OPS_URL: serverUrl, OPS_TOKEN: testOpsToken }))).toBe(exitCodes.usage);
    expect(unknown.err.join('\n')).toContain('No operator command "nope"');

    const flags = capture();
    expect(await runOpsCli(['status', '--verbose'], flags.io({ OPS_URL: serverUrl, OPS_TOKEN: testOpsToken }))).toBe(
      exitCodes.usage,
    );
    expect(flags.err.join('\n')).toContain('--verbose');
  });

  it('makes control characters inert in everything it prints (a customer text with ANSI escapes)', async () => {
    const { err, io } = capture();
    await runOpsCli(['help', 'Ann\u001b[2J\u001b[31mAPPROVED'], io({ OPS_URL: serverUrl, OPS_TOKEN: testOpsToken }));
    const printed = err.join('\n');
    expect(printed).toContain('Ann\\x1b[2J\\x1b[31mAPPROVED');
    expect(printed).not.toContain('\u001b');
    expect(terminalSafe('line one\nline\ttwo\r\u0007')).toBe('line one\nline\ttwo\\x0d\\x07');
  });

  it("lists the server's commands with help", async () => {
    const { out, io } = capture();
    expect(await runOpsCli(['help'], io({ OPS_URL: serverUrl, OPS_TOKEN: testOpsToken }))).toBe(exitCodes.ok);
    const text = out.join('\n');
    expect(text).toContain('status');
    expect(text).toContain('seed:demo');
    expect(text).not.toContain('this list is the local one');
  });
});

describe('runOpsCli without a server', () => {
  it('exits non-zero with a clear message', async () => {
    const { err, io } = capture();
    const url = await closedPortUrl();
    const code = await runOpsCli(['status'], io({ OPS_URL: url, OPS_TOKEN: testOpsToken }));
    expect(code).toBe(exitCodes.serverDown);
    expect(err.join('\n')).toContain(`The server is not running at ${url}`);
  });

  it('says the server is down rather than that a token is missing', async () => {
    const { err, io } = capture();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'loyalty-ops-cli-'));
    try {
      const code = await runOpsCli(['status'], io({ OPS_URL: await closedPortUrl(), DATA_DIR: dataDir }));
      expect(code).toBe(exitCodes.serverDown);
      expect(err.join('\n')).toContain('not running');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('still lists the local commands with help, and says so', async () => {
    const { out, io } = capture();
    const code = await runOpsCli(['help'], io({ OPS_URL: await closedPortUrl(), OPS_TOKEN: testOpsToken }));
    expect(code).toBe(exitCodes.ok);
    const text = out.join('\n');
    expect(text).toMatch(/^\s+status\s+/m);
    expect(text).toMatch(/^\s+seed:demo\s+/m);
    expect(text).toContain('this list is the local one');
  });

  it('shows one command with help <command>', async () => {
    const { out, io } = capture();
    expect(await runOpsCli(['help', 'status'], io({ OPS_URL: await closedPortUrl() }))).toBe(exitCodes.ok);
    expect(out.join('\n')).toContain('npm run ops -- status');
  });
});
