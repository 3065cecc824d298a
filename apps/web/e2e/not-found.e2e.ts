// Journey: an unknown address shows the 404 page and reports error_404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserMissing, launchBrowser, openTab } from './browser.ts';

describe.skipIf(browserMissing)('404 page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows title, status code, the wrong-link text and a home button, and pushes error_404', async () => {
    const { context, page } = await openTab(browser);
    try {
      const response = await page.goto('/this/link/is/wrong');
      // The server answers the app shell with 404 (the build's client-routes.json knows no such page),
      // so crawlers and monitors see it; the client router shows the 404 page.
      expect(response?.status()).toBe(404);
      await page.getByTestId('not-found-page').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Сторінку не знайдено');
      await page.getByText('404', { exact: true }).waitFor();
      await page.getByText('Схоже, посилання неправильне').waitFor();
      const home = page.getByTestId('not-found-page').getByRole('link', { name: 'На головну', exact: true });
      expect(await home.getAttribute('href')).toBe('/');

      const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
      expect(events).toContain('error_404');

      // Home is guarded: an anonymous visitor ends on the age question.
      await home.click();
      await page.waitForURL('**/is18');
    } finally {
      await context.close();
    }
  });
});
