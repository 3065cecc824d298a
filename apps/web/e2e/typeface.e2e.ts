// Journey: the typeface (decision 0030) arrives after the first paint, is used once it has, and its swap moves nothing
// (layout shift under 0.02) on the login and on a long Ukrainian text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { answerAgeGate, browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

/** Waits for Manrope, then reads when its files started against the first paint, and the page's layout shift. */
async function measure(page: Page) {
  // Both subsets' faces in use, not just "nothing pending": the typeface's module (lib/typeface.ts) arrives after the
  // first paint, and until it adds them, no face of the family exists and document.fonts.check() answers true.
  await page.waitForFunction(
    () =>
      [...document.fonts].filter((face) => face.family.includes('Manrope Variable') && face.status === 'loaded').length === 2 &&
      document.fonts.status === 'loaded',
  );
  // A frame after the swap, so its shifts (if any) are reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  return page.evaluate(async () => {
    const shifts = await new Promise<number>((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(total), 100);
    });
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const fontStarts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ name: entry.name.replace(/^.*\//, ''), start: entry.startTime }));
    const family = getComputedStyle(document.body).fontFamily;
    return { shifts, firstPaint, fontStarts, family };
  });
}

const fontDelayMs = 700;

/**
 * A tab whose typeface arrives late (no service worker, no HTTP cache: routing turns it off), so every load paints in
 * the fallback first and the swap to Manrope always happens in front of the layout-shift observer. Without the delay
 * a reload often found the font in a cache before the first paint and the check passed without testing the fallback.
 * The faces join the page only once both files are in (lib/typeface.ts), so the page has laid its text out in the
 * fallback of the first stylesheet by then, every run.
 */
async function tabWithSlowFonts(browser: Browser) {
  const tab = await openTab(browser, { serviceWorkers: 'block' });
  const late = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
    await route.continue();
  };
  await tab.context.route('**/*.woff2', late);
  return tab;
}

describe.skipIf(browserMissing)('typeface', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads Manrope (Latin and Cyrillic only) after the first paint, and the swap shifts nothing', async () => {
    const { context, page } = await tabWithSlowFonts(browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await answerAgeGate(page);
      // A fresh load of the login, as a first visit sees it.
      await page.reload();
      await page.getByTestId('phone-input').waitFor();
      const login = await measure(page);
      expect(login.family).toContain('Manrope Variable');
      expect(login.fontStarts.map((font) => font.name).sort()).toEqual([
        expect.stringMatching(/^manrope-cyrillic-wght-normal-[\w-]+\.woff2$/),
        expect.stringMatching(/^manrope-latin-wght-normal-[\w-]+\.woff2$/),
      ]);
      for (const font of login.fontStarts) expect(font.start, font.name).toBeGreaterThan(login.firstPaint);
      expect(login.shifts).toBeLessThan(0.02);

      // The user agreement: screens of Ukrainian text, where a wider or narrower fallback would rewrap every line.
      await page.goto('/user-agreement');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const agreement = await measure(page);
      expect(agreement.shifts).toBeLessThan(0.02);
    } finally {
      await context.close();
    }
  });

  it('shifts nothing on a signed-in home when the typeface arrives', async () => {
    const { context, page } = await tabWithSlowFonts(browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await registerCustomer(journeyPhones.typeface, {
        first_name: 'Марія',
        last_name: 'Шрифтова',
        email: 'maria.typeface@example.com',
        birth_date: '1990-03-08',
      });
      await logInWithSms(page, context, journeyPhones.typeface);
      await page.reload();
      await page.getByTestId('welcome-card').waitFor();
      const home = await measure(page);
      expect(home.shifts).toBeLessThan(0.02);
    } finally {
      await context.close();
    }
  });
});
