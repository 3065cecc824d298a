// Journeys: the web manifest, the service worker on scope /, and the install prompt whose cancel is remembered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, browserMissing, launchBrowser, openTab } from './browser.ts';

/** Fires a synthetic beforeinstallprompt, as Chromium does when the app is installable. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

describe.skipIf(browserMissing)('PWA', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves /manifest.json with the required fields', async () => {
    const { context, page } = await openTab(browser);
    try {
      const response = await page.request.get('/manifest.json');
      expect(response.status()).toBe(200);
      const manifest = (await response.json()) as Record<string, unknown> & { icons: Array<Record<string, string>> };
      expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', scope: '/', lang: 'uk' });
      expect(manifest.name).toEqual(expect.any(String));
      expect(manifest.short_name).toEqual(expect.any(String));
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src ?? '');
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toContain('image/png');
      }

      await page.goto('/is18');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.json');
    } finally {
      await context.close();
    }
  });

  it('registers the service worker /sw.js with scope /', async () => {
    const { context, page } = await openTab(browser);
    try {
      await page.goto('/is18');
      const registration = await page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
      });
      expect(registration.scope).toBe(`${baseUrl}/`);
      expect(registration.script).toBe(`${baseUrl}/sw.js`);
    } finally {
      await context.close();
    }
  });

  it('remembers a cancelled install prompt across a reload', async () => {
    const { context, page } = await openTab(browser);
    try {
      await page.goto('/is18');
      await page.getByTestId('age-question').waitFor();
      await offerInstall(page);
      const banner = page.getByTestId('install-banner');
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Скасувати' }).click();
      await banner.waitFor({ state: 'detached' });

      await page.reload();
      await page.getByTestId('age-question').waitFor();
      await offerInstall(page);
      // Give React a moment to (not) render the banner.
      await page.waitForTimeout(300);
      expect(await page.getByTestId('install-banner').count()).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('loyalty.install-dismissed'))).toBe('1');
    } finally {
      await context.close();
    }
  });
});
