// Journey set-up: find Chromium (or mark the suite skipped), build the web app when stale, start the real server on a
// free loopback port with a fresh data directory, and hand its URL to the tests; the teardown stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { e2eApiKey, preRegisteredPhones } from './journey-phones.ts';
import { serverEntry } from '../../../scripts/server-command.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the running server, e.g. http://127.0.0.1:41234; empty when the suite is skipped. */
    baseUrl: string;
    /** Chromium executable, or null when none was found and the journeys are skipped. */
    chromiumPath: string | null;
    /**
     * The full Chromium, for the journey that needs a notification permission (the headless shell reports
     * `Notification.permission` "denied" whatever the context grants); the headless shell when no full one is installed.
     */
    fullChromiumPath: string | null;
    /** The e2e server's operator token: journeys create pack codes and XP through POST /api/ops/run, as an operator would. */
    opsToken: string;
  }
}

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webDir, '..', '..');
const healthTimeoutMs = 90_000;
const stopTimeoutMs = 10_000;

/**
 * The journeys' browser: CHROMIUM_PATH, else Chromium's headless shell (Debian's chromium-headless-shell: the same Blink
 * and V8 without the desktop browser around them, about a third less CPU for the same journeys), else the full Chromium.
 */
const headlessShellPath = '/usr/bin/chromium-headless-shell';
const fullChromiumDefault = '/usr/bin/chromium';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findChromium(): string | null {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : [headlessShellPath, fullChromiumDefault];
  return candidates.find(executable) ?? null;
}

function findFullChromium(fallback: string | null): string | null {
  const candidate = process.env.CHROMIUM_PATH ?? fullChromiumDefault;
  return executable(candidate) ? candidate : fallback;
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '(no log)';
  throw new Error(`The server did not become healthy at ${baseUrl} (exit code ${server.exitCode}). Last log lines:\n${log}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), stopTimeoutMs);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const chromiumPath = findChromium();
  project.provide('chromiumPath', chromiumPath);
  const fullChromiumPath = findFullChromium(chromiumPath);
  project.provide('fullChromiumPath', fullChromiumPath);
  project.provide('baseUrl', '');
  project.provide('opsToken', '');
  if (!chromiumPath) {
    // CI installs Chromium (.ci/run), so a missing browser there is a broken setup, never a silent skip.
    if (process.env.CI === 'true') throw new Error(`CI=true but no Chromium at CHROMIUM_PATH, ${headlessShellPath} or ${fullChromiumDefault}`);
    console.log('Browser tests skipped: no Chromium. Install: sudo apt-get install chromium-headless-shell (or chromium, or set CHROMIUM_PATH)');
    return undefined;
  }

  buildIfStale('api', 'the browser journeys');
  buildIfStale('web', 'the browser journeys');
  buildIfStale('admin', 'the browser journeys');

  const dataDir = mkdtempSync(join(tmpdir(), 'loyalty-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const opsToken = randomBytes(24).toString('hex');
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      NODE_ENV: 'test',
      // The journeys create their customers through test-login (no SMS), then log in through the real SMS flow.
      TEST_LOGIN_PHONES: preRegisteredPhones.map((phone) => phone.replace(/\D/g, '')).join(','),
      OPS_TOKEN: opsToken,
      // Not the development key the web build would default to: the app must take it from the served index.html.
      API_KEY: e2eApiKey,
      // Every journey logs in from 127.0.0.1: the per-IP budget of the login calls would otherwise throttle the suite.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Likewise the per-IP budget of all /api calls: every journey, the back-office's included, shares that one IP
      // (CI once ran past 600 a minute and a journey got 429 from the SMS outbox).
      RATE_LIMIT_PER_MINUTE: '100000',
      // And the per-IP SMS caps (20 an hour by default): the journeys' SMS logins all come from 127.0.0.1, and past
      // twenty of them the last journey got 429. Each journey keeps a phone of its own, under the per-phone caps.
      SMS_IP_PER_HOUR: '1000',
      SMS_IP_PER_DAY: '10000',
      // CI runs a failed journey once more, at once, with the same phone: a 60 s cooldown before its next login code
      // made every retry fail on 429 resend_too_soon instead of showing whether the failure repeats.
      OTP_RESEND_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const teardown = async (): Promise<void> => {
    await stopServer(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('opsToken', opsToken);
  return teardown;
}
