// Journey: the brand switch changes the theme and the menu (sales points only in ogo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

const headerColour = (page: Page) => page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
const brandAttribute = (page: Page) => page.evaluate(() => document.documentElement.dataset.brand);

describe.skipIf(browserMissing)('brand switch', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('switches glo to ogo: theme colours and menu items change', async () => {
    const { context, page } = await openTab(browser);
    try {
      await registerCustomer(journeyPhones.brandSwitch, {
        first_name: 'Олена',
        last_name: 'Тестова',
        email: 'olena.brand@example.com',
        birth_date: '1992-06-15',
      });
      await logInWithSms(page, context, journeyPhones.brandSwitch);
      await page.getByText('Привіт, Олена!').waitFor();

      expect(await brandAttribute(page)).toBe('glo');
      const gloColour = await headerColour(page);

      await page.getByTestId('menu-button').click();
      const menu = page.getByTestId('burger-menu');
      await menu.waitFor();
      expect(await menu.locator('[data-menu-item="brand-stores"]').getAttribute('href')).toBe('/glo-studio');
      expect(await menu.locator('[data-menu-item="profile"]').count()).toBe(1);
      expect(await menu.locator('[data-menu-item="sales-points"]').count()).toBe(0);
      // Rules are for age-verified customers only; this one is not.
      expect(await menu.locator('[data-menu-item="rules"]').count()).toBe(0);

      await page.getByTestId('brand-switch').click();
      await menu.waitFor({ state: 'detached' });

      expect(await brandAttribute(page)).toBe('ogo');
      const ogoColour = await headerColour(page);
      expect(ogoColour).not.toBe(gloColour);
      await page.getByText('Ти в застосунку ogo').waitFor();

      await page.getByTestId('menu-button').click();
      await menu.waitFor();
      expect(await menu.locator('[data-menu-item="sales-points"]').getAttribute('href')).toBe('/go-buy');
      expect(await menu.locator('[data-menu-item="support"]').getAttribute('href')).toBe('/support');
      expect(await menu.locator('[data-menu-item="profile"]').count()).toBe(0);

      // The choice survives a reload.
      await page.reload();
      await page.getByTestId('welcome-card').waitFor();
      expect(await brandAttribute(page)).toBe('ogo');
    } finally {
      await context.close();
    }
  });

  it('a visitor arriving by an ogo link (?brand=ogo) meets the age question in ogo, and the address loses the parameter', async () => {
    const { context, page } = await openTab(browser);
    try {
      await page.goto('/?brand=ogo');
      await page.waitForURL((url) => url.pathname !== '/' && !url.search.includes('brand='));
      expect(await brandAttribute(page)).toBe('ogo');
      await page.reload();
      expect(await brandAttribute(page)).toBe('ogo');
    } finally {
      await context.close();
    }
  });
});
