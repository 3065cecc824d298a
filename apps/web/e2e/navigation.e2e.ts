// Journeys of issue 36 (navigation): "back" from a product returns to its category list at its place, with the product
// page gone; a new page opens at its top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe.skipIf(browserMissing)('navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a product from the shop, added to the cart, then "Назад": the category list alone, its address; the list keeps its place', async () => {
    await registerCustomer(journeyPhones.navigation, {
      first_name: 'Олена',
      last_name: 'Навігаційна',
      email: 'olena.nav@example.com',
      birth_date: '1991-03-12',
    });
    const { context, page } = await openTab(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await logInWithSms(page, context, journeyPhones.navigation);
      // Point 1: a featured product of /shop (its list, /shop/popular, not yet opened), favourite and cart, then back.
      await page.goto('/shop');
      await page.getByTestId('shop-featured').getByTestId('product-card').first().locator('a').first().click();
      await page.waitForURL(/\/shop\/popular\/\d+$/);
      await page.getByTestId('product-title').waitFor();
      await page.getByTestId('favorite-toggle').click();
      await page.getByTestId('add-to-cart-button').click();
      await page.getByTestId('back-link').click();
      await page.waitForURL((url) => url.pathname === '/shop/popular');
      await page.getByTestId('product-grid').waitFor();
      expect(await page.getByTestId('product-page').count()).toBe(0);
      expect(await page.getByTestId('product-title').count()).toBe(0);

      // Point 2: the list scrolled to its third row; a product opens at its top; back returns to the row.
      const card = page.getByTestId('product-card').nth(4);
      await card.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      await page.waitForFunction(() => window.scrollY > 300);
      const listPosition = await scrollY(page);
      await card.locator('a').first().click();
      await page.waitForURL(/\/shop\/popular\/\d+$/);
      await page.getByTestId('product-title').waitFor();
      expect(await scrollY(page)).toBe(0);
      await page.getByTestId('add-to-cart-button').click();
      await page.getByTestId('back-link').click();
      await page.waitForURL((url) => url.pathname === '/shop/popular');
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, listPosition);
      expect(await page.getByTestId('product-page').count()).toBe(0);
      // The arrow went back: the browser's "back" now goes to the entry before the list (the first product, which
      // opened the list as a new entry), not to the product just left.
      const secondProduct = page.url();
      await page.goBack();
      await page.waitForURL(/\/shop\/popular\/\d+$/);
      expect(page.url()).not.toBe(secondProduct);

      // The browser's own "back" restores as well.
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/shop/popular');
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, listPosition);
    } finally {
      await context.close();
    }
  });
});
