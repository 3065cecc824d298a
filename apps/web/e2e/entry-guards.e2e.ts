// Journey: anonymous visitors are guided to /is18, then /auth (spec sections 2 and 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserMissing, launchBrowser, openTab } from './browser.ts';

describe.skipIf(browserMissing)('entry guards', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends an anonymous visitor at / to /is18, and "Так" leads to /auth', async () => {
    const { context, page } = await openTab(browser);
    try {
      await page.goto('/');
      await page.waitForURL('**/is18');
      // The page chunk loads after the URL changes: wait for the heading instead of sampling it once.
      await page.getByRole('heading', { name: 'Тобі вже виповнилося 18 років?' }).waitFor();
      // No back arrow on /is18 (spec section 2), and no menu for anonymous visitors.
      expect(await page.getByTestId('back-link').count()).toBe(0);
      expect(await page.getByTestId('menu-button').count()).toBe(0);

      await page.getByRole('button', { name: 'Так' }).click();
      await page.waitForURL('**/auth');
      await page.getByTestId('auth-page').waitFor();
      expect(await page.getByTestId('back-link').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('passes /auth through /is18 first, and remembers the answer', async () => {
    const { context, page } = await openTab(browser);
    try {
      await page.goto('/auth');
      await page.waitForURL('**/is18');
      await page.getByRole('button', { name: 'Так' }).click();
      await page.waitForURL('**/auth');

      await page.goto('/auth');
      await page.getByTestId('auth-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    } finally {
      await context.close();
    }
  });
});
