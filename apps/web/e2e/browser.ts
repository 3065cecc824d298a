// Shared browser handling of the journeys: one Chromium per file, a fresh context (storage, SW) per test, and the
// account steps (a customer created beforehand, the SMS login with the code from the dev outbox).
import {
  chromium,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from 'playwright-core';
import { inject } from 'vitest';
import { storageKeys } from '../src/config/constants.ts';
import { e2eApiKey } from './journey-phones.ts';

export const chromiumPath = inject('chromiumPath');
const fullChromiumPath = inject('fullChromiumPath');
export const baseUrl = inject('baseUrl');
const opsToken = inject('opsToken');
/** Journeys run only where the global set-up found Chromium and started the server. */
export const browserMissing = !chromiumPath || !baseUrl;

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `notifications`: the full Chromium, whose contexts can grant the notification permission (the headless shell's cannot). */
export function launchBrowser(options: { notifications?: boolean } = {}): Promise<Browser> {
  const executablePath = options.notifications ? fullChromiumPath : chromiumPath;
  if (!executablePath) throw new Error('No Chromium: the journeys should have been skipped');
  // Playwright gives every launch a fresh temporary --user-data-dir.
  return chromium.launch({ executablePath, headless: true, args: launchArgs, timeout: 30_000 });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
}

/**
 * A fresh context and page. The service worker only where the journey is about it (`serviceWorkers: 'allow'`: the PWA,
 * offline and notification journeys): in every other context its install precached the whole app (137 requests), a
 * quarter of the browser's CPU in the journeys (docs/performance-log.md, "Suite time"), for a first visit that the
 * worker does not serve anyway. Blocked, every request also reaches page.route.
 */
export async function openTab(browser: Browser, options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Tab> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'uk-UA',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // Generous for two shared cores: a navigation may wait for a lazy chunk while the service worker precaches the app.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { context, page };
}

export interface Person {
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
}

/** A request context of its own (no cookies shared with any tab), carrying the API key as the web build does. */
export function apiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'X-Api-Key': e2eApiKey } });
}

/**
 * Creates the customer of a phone listed in the e2e server's TEST_LOGIN_PHONES, without any SMS, so the journey's own
 * SMS login is the phone's first (the resend cooldown would otherwise stand in the way). A known phone is left as is.
 */
export async function registerCustomer(phone: string, person: Person): Promise<void> {
  const api = await apiContext();
  try {
    const login = await api.post('/api/auth/test-login', { data: { phone } });
    if (!login.ok()) throw new Error(`test-login answered ${login.status()}: ${await login.text()}`);
    const answer = (await login.json()) as { registration_required?: boolean; registration_token?: string };
    if (!answer.registration_required) return;
    const registration = await api.post('/api/auth/registration', {
      data: { registration_token: answer.registration_token, ...person },
    });
    if (!registration.ok()) throw new Error(`registration answered ${registration.status()}: ${await registration.text()}`);
  } finally {
    await api.dispose();
  }
}

/** The code of the newest SMS to `phone`, from the server's development outbox. */
export async function smsCodeFor(context: BrowserContext, phone: string): Promise<string> {
  const response = await context.request.get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, {
    headers: { 'X-Api-Key': e2eApiKey },
  });
  if (!response.ok()) throw new Error(`sms-outbox answered ${response.status()}`);
  const { messages } = (await response.json()) as { messages: Array<{ body: string; createdAt: string }> };
  const newest = [...messages].sort((left, right) => right.createdAt.localeCompare(left.createdAt))[0];
  const code = newest ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
  if (!code) throw new Error(`No SMS code for ${phone} in the outbox`);
  return code;
}

/** First visit: the 18+ question, "Так", and the login screen. */
export async function answerAgeGate(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForURL('**/is18');
  await page.getByRole('button', { name: 'Так' }).click();
  await page.waitForURL('**/auth');
}

/** On /auth (or /registration without a ticket): phone, the SMS code read from the outbox (six digits send themselves). */
export async function confirmPhoneBySms(page: Page, context: BrowserContext, phone: string): Promise<void> {
  await page.getByTestId('phone-input').fill(phone.replace(/^\+380/, ''));
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/login-sms'));
  await page.getByTestId('send-code').click();
  const answer = await sent;
  if (!answer.ok()) throw new Error(`login-sms answered ${answer.status()}: ${await answer.text()}`);
  const code = await smsCodeFor(context, phone);
  await page.getByTestId('code-input').fill(code);
}

/** The whole way of a registered customer from a first visit to home. */
export async function logInWithSms(page: Page, context: BrowserContext, phone: string): Promise<void> {
  await answerAgeGate(page);
  await confirmPhoneBySms(page, context, phone);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('welcome-card').waitFor();
}

/** The persisted session store of the tab (zustand's { state, version } format). */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; shopIds: { glo: number | null; ogo: number | null } }> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { state: never }).state : { token: null, shopIds: { glo: null, ogo: null } };
  }, storageKeys.session);
}

/** Runs an operator command on the e2e server, as `npm run ops` does: the journeys' fixtures come from the ops channel. */
export async function runOps(command: string, args: Record<string, string>): Promise<Record<string, unknown>> {
  const api = await apiContext();
  try {
    const answer = await api.post('/api/ops/run', {
      headers: { Authorization: `Bearer ${opsToken}` },
      data: { command, args },
    });
    if (!answer.ok()) throw new Error(`ops ${command} answered ${answer.status()}: ${await answer.text()}`);
    return ((await answer.json()) as { data: Record<string, unknown> }).data;
  } finally {
    await api.dispose();
  }
}

/**
 * The page's own requests on their way (a route's chunk, an API answer, a picture), counted from the browser's request
 * events from the call on. The sweeps wait for none to be left instead of for network idle, which waits half a second
 * after the last request on every page whether or not anything is still to come.
 */
export function requestsInFlight(page: Page): { count(): number; drained(): Promise<void> } {
  const pending = new Set<Request>();
  let waiting: (() => void)[] = [];
  const settle = (finished: Request) => {
    pending.delete(finished);
    if (pending.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('request', (started) => pending.add(started));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    count: () => pending.size,
    drained: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/**
 * Waits until the page says it is ready (`ready`, evaluated in the page) while none of its requests is in flight, or
 * `timeoutMs` has passed (then the sweep's checks run anyway and report what is missing). True when it settled.
 */
export async function settledWhen(
  page: Page,
  requests: ReturnType<typeof requestsInFlight>,
  ready: () => boolean,
  timeoutMs = 10_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  while (Date.now() < deadline) {
    const drawn = await page.waitForFunction(ready, undefined, { timeout: left() }).then(
      () => true,
      () => false,
    );
    if (!drawn) return false;
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      requests.drained().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), left()))),
    ]);
    clearTimeout(timer);
    if (!drained) return false;
    // An answer that came in may have started another request or shown a loading region again: check both at once.
    if (requests.count() === 0 && (await page.evaluate(ready))) return true;
  }
  return false;
}
