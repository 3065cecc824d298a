// Journeys: the web manifest, the service worker on scope /, the install prompt whose cancel is remembered, and the
// app offline: it opens after one visit, and a page visited online opens offline too.
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
    const { context, page } = await openTab(browser, { serviceWorkers: 'allow' });
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
    const { context, page } = await openTab(browser, { serviceWorkers: 'allow' });
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

  it('offers installing from the second visit on, not on the first screen, and remembers a cancel', async () => {
    const { context, page } = await openTab(browser, { serviceWorkers: 'allow' });
    try {
      await page.goto('/is18');
      await page.getByTestId('age-question').waitFor();
      await offerInstall(page);
      // Give React a moment to (not) render the banner: the first visit's first screen asks only the 18+ question.
      await page.waitForTimeout(300);
      expect(await page.getByTestId('install-banner').count()).toBe(0);

      // A second visit: a new tab of the same browser profile (its own sessionStorage, the same localStorage). The age
      // question and the sign-in still hold the offer back; a page past them (here the public user agreement) shows it.
      const second = await context.newPage();
      await second.goto('/is18');
      await second.getByTestId('age-question').waitFor();
      await offerInstall(second);
      await second.waitForTimeout(300);
      expect(await second.getByTestId('install-banner').count()).toBe(0);
      await second.goto('/user-agreement');
      await offerInstall(second);
      const banner = second.getByTestId('install-banner');
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Не зараз' }).click();
      await banner.waitFor({ state: 'detached' });

      await second.reload();
      await offerInstall(second);
      await second.waitForTimeout(300);
      expect(await second.getByTestId('install-banner').count()).toBe(0);
      expect(await second.evaluate(() => window.localStorage.getItem('loyalty.install-dismissed'))).toBe('1');
    } finally {
      await context.close();
    }
  });

  it('opens offline after one online visit, and so does a page first opened online', async () => {
    const { context, page } = await openTab(browser, { serviceWorkers: 'allow' });
    try {
      await page.goto('/is18');
      await page.getByTestId('age-question').waitFor();
      // The worker installs with the shell and the first screen only, then takes the page on the next load.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // A page first opened online: its chunk comes from the network and is kept by the runtime cache.
      const agreementChunk = page.waitForResponse((response) => /\/assets\/user-agreement-page-[\w-]+\.js$/.test(response.url()));
      await page.goto('/user-agreement');
      await page.getByTestId('user-agreement').waitFor();
      const chunkUrl = (await agreementChunk).url();

      await context.setOffline(true);
      await page.goto('/is18');
      await page.getByTestId('age-question').waitFor();
      // Offline the page itself opens (its chunk from the cache); its text, an /api answer, shows the load error.
      await page.goto('/user-agreement');
      await page.locator('[data-testid="user-agreement"], [data-testid="load-error"]').first().waitFor();
      const inRuntimeCache = await page.evaluate(async (url) => {
        const runtime = (await caches.keys()).find((name) => name.includes('app-assets'));
        return runtime ? (await (await caches.open(runtime)).match(url)) !== undefined : false;
      }, chunkUrl);
      expect(inRuntimeCache).toBe(true);
      // The install precached the first screen only: this page's chunk is not in the precache.
      const inPrecache = await page.evaluate(async (url) => {
        const precache = (await caches.keys()).find((name) => name.includes('precache'));
        if (!precache) return false;
        const keys = await (await caches.open(precache)).keys();
        return keys.some((request) => request.url.split('?')[0] === url);
      }, chunkUrl);
      expect(inPrecache).toBe(false);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
