// Shared browser handling of the journeys: one Chromium per file, a fresh context (storage, SW) per test.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { storageKeys } from '../src/config/constants.ts';

export const chromiumPath = inject('chromiumPath');
export const baseUrl = inject('baseUrl');
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

export function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('No Chromium: the journeys should have been skipped');
  // Playwright gives every launch a fresh temporary --user-data-dir.
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: launchArgs, timeout: 30_000 });
}

export interface Tab {
  context: BrowserContext;
  page: Page;
}

export async function openTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'uk-UA', serviceWorkers: 'allow' });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}

/** Stands in for the SMS login until the login backend lands: writes the persisted session store directly. */
export async function logInThroughStorage(page: Page, tags: string[] = []): Promise<void> {
  await page.goto('/is18');
  await page.evaluate(
    ({ key, customerTags }) => {
      const session = {
        token: 'e2e-session-token',
        customer: {
          shopify_id: 1001,
          first_name: 'Олена',
          last_name: 'Тестова',
          email: 'olena@example.com',
          phone: '+380671234567',
          tags: customerTags,
        },
        shopIds: { glo: 1001, ogo: null },
        referralCode: null,
      };
      // zustand's persist format: { state, version }.
      window.localStorage.setItem(key, JSON.stringify({ state: session, version: 0 }));
    },
    { key: storageKeys.session, customerTags: tags },
  );
}
