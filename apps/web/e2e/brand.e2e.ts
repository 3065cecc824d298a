// Journey: the brand switch changes the theme and the menu (sales points only in ogo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInThroughStorage, openTab } from './browser.ts';

const headerColour = (page: Page) => page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor);
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
      // NOTE: until the login backend lands, the session is written to storage; the lead switches this to a real login.
      await logInThroughStorage(page);
      await page.goto('/');
      await page.getByTestId('welcome-card').waitFor();
      expect(await page.getByText('Привіт, Олена!').isVisible()).toBe(true);

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
      expect(await page.getByText('Ти в застосунку ogo').isVisible()).toBe(true);

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
});
