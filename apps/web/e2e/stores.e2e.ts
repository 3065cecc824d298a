// Journey: the store locator on the real server and demo stores. The browser is placed on Maidan Nezalezhnosti in Kyiv
// and allows geolocation; «Поруч зі мною» puts the Khreshchatyk sales point first with its distance, a typed city is
// the city filter, and the chips lead to the brand stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

describe.skipIf(browserMissing)('store locator', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sorts the sales points nearest first, filters by a typed city and leads to the brand stores', async () => {
    await registerCustomer(journeyPhones.storeLocator, {
      first_name: 'Олена',
      last_name: 'Мельник',
      email: 'olena.stores@example.com',
      birth_date: '1991-02-03',
    });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.storeLocator);
      await page.goto('/go-buy');
      const cards = page.getByTestId('store');
      await cards.first().waitFor();
      const titles = await page.getByTestId('store').locator('h2').allTextContents();
      // Titles name the place; the page title already says whose sales points they are.
      expect(titles.filter((title) => title.startsWith('Точка продажу'))).toEqual([]);
      expect(await page.getByTestId('store-distance').count()).toBe(0);

      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 50.4501, longitude: 30.5234 });
      await page.getByTestId('store-nearby').click();
      await page.getByTestId('store-distance').first().waitFor();
      expect(await cards.first().locator('h2').textContent()).toBe('Хрещатик');
      const distances = await page.getByTestId('store-distance').allTextContents();
      expect(distances[0]).toBe('240\u00a0м');
      expect(distances.at(-1)).toMatch(/^\d+\u00a0км$/);
      expect(await page.getByTestId('store-opening').count()).toBe(titles.length);
      const route = await cards.first().getByTestId('store-route').getAttribute('href');
      expect(route).toBe('https://www.google.com/maps/dir/?api=1&destination=50.448000,30.523000');

      await page.getByTestId('store-search').fill('Львів');
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="store-city"]') as HTMLSelectElement | null)?.value === 'Львів',
      );
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="store"]').length === 2);

      await page.getByTestId('store-kind-brand_store').click();
      await page.waitForURL('**/glo-studio');
      await page.getByText('glo studio Ocean Plaza').waitFor();
      expect(await page.getByTestId('store-kind-brand_store').getAttribute('aria-current')).toBe('page');
    } finally {
      await context.close();
    }
  });
});
