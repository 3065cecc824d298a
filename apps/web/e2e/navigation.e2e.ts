// Journeys of the navigation: "back" from a product returns to its category list at its place, with the product
// page gone; a new page opens at its top; the bottom bar with the cart's count, "До кошика" from the added
// toast, the burger menu's shop, orders and scanning, an icon home with the next reward; the success page of a cash
// order in words that fit it; each brand its own concepts and words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';
import { chooseKyivBranch, submitCheckout } from './shop-steps.ts';

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
      // "Додано до кошика" sits under the header (never over back, logo or menu), narrower than the screen.
      const toast = page.getByTestId('toast-to-cart');
      await toast.waitFor();
      const header = (await page.locator('.header').boundingBox())!;
      const toastBox = (await page.locator('.Toastify__toast').first().boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(toastBox.width).toBeLessThan(320);
      // The pointer rests on the toast, which pauses its own timer; "Назад" from the keyboard leaves it there, so
      // only leaving the page can close the toast.
      await page.locator('.Toastify__toast').first().hover();
      await page.getByTestId('back-link').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/shop/popular');
      await page.getByTestId('product-grid').waitFor();
      expect(await page.getByTestId('product-page').count()).toBe(0);
      expect(await page.getByTestId('product-title').count()).toBe(0);
      // The toast was about the product page: it does not follow the customer to the list.
      await toast.waitFor({ state: 'detached', timeout: 10_000 });

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

  it("bottom bar, the cart from a product, the menu, an icon home, and a cash order's success page", async () => {
    const { context, page } = await openTab(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await logInWithSms(page, context, journeyPhones.navigation);
      const bar = page.getByTestId('tab-bar');
      // Home: the bar (home current), the next reward, the entries as icon tiles.
      expect(await bar.locator('[aria-current="page"]').getAttribute('data-tab')).toBe('/');
      await page
        .getByTestId('next-reward')
        .filter({ hasText: /XP|нагород/ })
        .waitFor();
      const tiles = page.getByTestId('home-entries').getByRole('link');
      expect(await tiles.count()).toBeGreaterThan(5);
      expect(await page.getByTestId('home-entries').locator('a svg').count()).toBe(await tiles.count());

      // The menu has the shop, the orders and scanning.
      await page.getByTestId('menu-button').click();
      const menu = page.getByTestId('burger-menu');
      for (const [id, href] of [
        ['shop', '/shop'],
        ['orders', '/history-order'],
        ['scan', '/scan'],
      ] as const) {
        expect(await menu.locator(`[data-menu-item="${id}"]`).getAttribute('href')).toBe(href);
      }
      // The menu is a plain list (no bullets) and lies above the bottom bar: what is drawn at the bar's place is the
      // menu's, so its last items can be reached.
      expect(
        await menu
          .locator('ul')
          .first()
          .evaluate((list) => getComputedStyle(list).listStyleType),
      ).toBe('none');
      const onTop = await page.evaluate(() => {
        const bar = document.querySelector('[data-testid="tab-bar"]')!.getBoundingClientRect();
        const hit = document.elementFromPoint(window.innerWidth - 20, bar.top + bar.height / 2);
        return hit?.closest('[data-testid="tab-bar"]') ? 'tab-bar' : hit?.closest('.menu-backdrop') ? 'menu' : 'other';
      });
      expect(onTop).toBe('menu');
      // «Вийти» is whole on a 390×844 screen, above its bottom edge, however long the list above it.
      const logoutBox = (await menu.getByTestId('logout').boundingBox())!;
      expect(logoutBox.y + logoutBox.height).toBeLessThanOrEqual(844);
      const logoutHit = await menu.getByTestId('logout').evaluate((button) => {
        const box = button.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === button;
      });
      expect(logoutHit).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // Lists of cards carry no bullets, and their text is at full strength.
      await page.goto('/get-xp');
      const ways = page.locator('.loyalty-list').first();
      await ways.waitFor();
      expect(await ways.evaluate((list) => getComputedStyle(list).listStyleType)).toBe('none');
      expect(await ways.evaluate((list) => getComputedStyle(list).color === getComputedStyle(document.body).color)).toBe(true);
      await page.goto('/');
      await page.getByTestId('welcome-card').waitFor();

      // The shop through the bar; a product; "Додано до кошика" takes the customer to the cart, the bar counts it.
      await bar.locator('[data-tab="/shop"]').click();
      await page.waitForURL((url) => url.pathname === '/shop');
      await page.getByTestId('category-sticks').click();
      await page.waitForURL('**/shop/sticks');
      await page.getByTestId('product-card').first().locator('a').first().click();
      await page.waitForURL(/\/shop\/sticks\/\d+$/);
      await page.getByTestId('product-count').getByRole('button', { name: 'Більше' }).click();
      await page.getByTestId('add-to-cart-button').click();
      await page.getByTestId('toast-to-cart').click();
      await page.waitForURL('**/shop/cart');
      await page.getByTestId('cart-line').first().waitFor();
      await page.goBack();
      await page.waitForURL(/\/shop\/sticks\/\d+$/);
      expect(await page.getByTestId('tab-cart-count').textContent()).toBe('2');
      expect(await bar.locator('[data-tab="/shop/cart"]').getAttribute('aria-label')).toBe('Кошик, 2 товари');

      // Cash on delivery: the success page never says "pay now".
      await bar.locator('[data-tab="/shop/cart"]').click();
      await page.waitForURL('**/shop/cart');
      await chooseKyivBranch(page);
      await page.getByTestId('payment-1').check();
      await page.getByTestId('payment-next').click();
      const orderNumber = await submitCheckout(page);
      await page.waitForURL('**/shop/success?orderId=*');
      expect(await page.getByTestId('success-order-number').textContent()).toBe(`№${orderNumber}`);
      expect(await page.getByTestId('success-status').textContent()).toBe('До сплати при отриманні');
      const success = page.getByTestId('success-page');
      const text = await success.innerText();
      // Said once, in one row with the amount (the scan note's «після отримання» is about the parcel, not paying).
      expect(text.match(/при отриманні/gu)).toHaveLength(1);
      expect(text).not.toMatch(/Очікує оплати/);
      expect(await page.getByTestId('success-item').count()).toBe(1);
      // The line as the orders list writes it: the count times the unit price, then the line's total.
      expect(await page.getByTestId('success-item').first().innerText()).toMatch(/2\s×\s[\d\s]+грн/);
      expect(await page.getByTestId('success-delivery-date').innerText()).toMatch(/\d+\s[а-яіїє]+\s\d{4}\sр\./);
      expect(await success.locator('.button--primary').count()).toBe(1);
      expect(await page.getByTestId('success-orders').getAttribute('href')).toBe(`/history-order#order-${orderNumber}`);
      // The one next action is in view above the bottom bar, not under it.
      const action = await page.getByTestId('success-orders').boundingBox();
      const tabBar = await bar.boundingBox();
      expect(action && tabBar && action.y >= 0 && action.y + action.height <= tabBar.y).toBe(true);

      // The order's page: the date in full, and the order's way as a timeline, placed so far.
      await page.getByTestId('success-orders').click();
      const card = page.locator(`[data-order-number="${orderNumber}"]`);
      await card.waitFor();
      expect(await card.locator('time').first().innerText()).toMatch(/^\d{1,2} [а-яіїє]+ \d{4} р\.$/);
      const stages = card.getByTestId('order-progress').getByRole('listitem');
      expect(await stages.locator('.order-progress__label').allInnerTexts()).toEqual([
        'Оформлено',
        'Передано в Нову пошту',
        'У відділенні',
        'Отримано',
      ]);
      expect(await stages.first().getAttribute('aria-current')).toBe('step');
    } finally {
      await context.close();
    }
  });

  it('ogo shows only its own concepts, in its own words', async () => {
    await registerCustomer(journeyPhones.navigationOgo, {
      first_name: 'Андрій',
      last_name: 'Огонь',
      email: 'andrii.nav@example.com',
      birth_date: '1989-07-02',
    });
    const { context, page } = await openTab(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await logInWithSms(page, context, journeyPhones.navigationOgo);
      const hrefs = () =>
        page
          .getByTestId('home-entries')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(await hrefs()).toEqual(expect.arrayContaining(['/subscription', '/my-devices']));
      await page.getByTestId('menu-button').click();
      await page.getByTestId('brand-switch').click();
      await page.getByText('Ти в застосунку ogo').waitFor();
      await page.getByTestId('home-entries').waitFor();
      const ogoHrefs = await hrefs();
      expect(ogoHrefs).not.toContain('/subscription');
      expect(ogoHrefs).not.toContain('/my-devices');
      expect(await page.locator('body').innerText()).not.toMatch(/Підписка на стіки|Мої пристрої/);

      await page.getByTestId('tab-bar').locator('[data-tab="/shop"]').click();
      await page.waitForURL((url) => url.pathname === '/shop');
      expect(await page.getByTestId('category-ogo-velo').innerText()).toContain('Нікотинові подушечки velo');
      expect(await page.locator('body').innerText()).not.toContain('паучі');
    } finally {
      await context.close();
    }
  });
});
