// Journey of the shop's layout at a phone's size, in both brands: variants as chips and the heart inside the picture;
// cart lines whose long titles and "Видалити" stay inside the card; the checkout's step indicator, the branch said once
// and the sticky bar with the amount and the action; the order in the history with its picture; the profile's
// delivery pickers; home offline without a placeholder forever. With SHOTS_DIR set, each screen is saved there too.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, registerCustomer } from './browser.ts';
import { baseUrl } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';
import { submitCheckout } from './shop-steps.ts';

const viewport = { width: 390, height: 844 };
const shotsDir = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** Every part of the card's lines stays inside the card, with room to its right edge. */
/**
 * The tiles of each grid row: one height, and their prices at one height (the foot), badge or not. Answers what does
 * not line up, as "row at y: …".
 */
async function rowsLineUp(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').evaluateAll((cards) => {
    const rows = new Map<number, Element[]>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), card]);
    }
    return [...rows].flatMap(([top, row]) => {
      const heights = row.map((card) => card.getBoundingClientRect().height);
      const prices = row.map((card) => card.querySelector('[data-testid="product-price"]')?.getBoundingClientRect().bottom ?? 0);
      const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
      return spread(heights) > 1 || spread(prices) > 1
        ? [`row at ${top}: heights ${heights.join('/')}, prices ${prices.join('/')}`]
        : [];
    });
  });
}

async function expectLinesInsideTheirCards(page: Page): Promise<void> {
  for (const line of await page.getByTestId('cart-line').all()) {
    const card = await box(line);
    for (const part of [line.locator('.cart-line__title'), line.getByTestId('cart-remove'), line.getByTestId('cart-increment')]) {
      const inner = await box(part);
      expect(inner.x + inner.width).toBeLessThanOrEqual(card.x + card.width - 8);
    }
  }
}

/** The step's action is on the first screen, whatever the page's length: the sticky bar. */
async function expectActionInReach(page: Page, testId: string): Promise<void> {
  const action = await box(page.getByTestId(testId));
  expect(action.y + action.height).toBeLessThanOrEqual(viewport.height);
  expect(action.y).toBeGreaterThanOrEqual(0);
}

async function currentStep(page: Page): Promise<string | null> {
  return page.getByTestId('checkout-steps').locator('[aria-current="step"]').textContent();
}

describe.skipIf(browserMissing)('shop layout and checkout (issue 36)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('glo then ogo: chips, cart cards, steps, sticky bar, orders, profile, home offline', async () => {
    await registerCustomer(journeyPhones.shopLayout, {
      first_name: 'Оксана',
      last_name: 'Гнатюк',
      email: 'oksana.layout@example.com',
      birth_date: '1991-06-18',
    });
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'uk-UA',
      viewport,
      deviceScaleFactor: 2,
      // Home offline is served by the service worker.
      serviceWorkers: 'allow',
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    try {
      await logInWithSms(page, context, journeyPhones.shopLayout);

      // A device with colours: variants as chips, every name whole; the heart beside the title.
      await page.goto('/shop/devices');
      await page.getByTestId('product-card').first().locator('a').first().click();
      await page.getByTestId('product-page').waitFor();
      expect(await page.locator('select').count()).toBe(0);
      const chips = page.getByTestId('variant-picker').getByRole('radio');
      expect(await chips.count()).toBeGreaterThan(1);
      await page.getByTestId('variant-picker').locator('label').nth(1).click();
      expect(await chips.nth(1).isChecked()).toBe(true);
      const picture = await box(page.getByTestId('product-page').locator('img.product-image'));
      // The heart beside the title, under the picture: the picture's top corner, where the toast shows, holds nothing to tap.
      const heart = await box(page.getByTestId('favorite-toggle'));
      const title = await box(page.getByTestId('product-title'));
      expect(heart.y).toBeGreaterThanOrEqual(picture.y + picture.height);
      expect(heart.x).toBeGreaterThanOrEqual(title.x + title.width);
      expect(heart.x + heart.width).toBeLessThanOrEqual(picture.x + picture.width + 1);
      await shot(page, 'glo-product-variants');
      await page.getByTestId('add-to-cart-button').click();

      // The grid: light tiles, two per row at 390 px, both of a row of one height, no variant chips; a product of one variant
      // goes into the cart from its tile's button, a product of several through the variant sheet over the list.
      await page.goto('/shop/sticks');
      const tiles = page.getByTestId('product-card');
      await tiles.nth(3).waitFor();
      const [first, second, third] = await Promise.all([0, 1, 2].map((index) => box(tiles.nth(index))));
      expect(Math.abs(first!.y - second!.y)).toBeLessThanOrEqual(1);
      expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      expect(third!.y).toBeGreaterThan(first!.y + first!.height);
      expect(await rowsLineUp(page)).toEqual([]);
      expect(await page.getByTestId('product-grid').getByRole('radio').count()).toBe(0);
      await shot(page, 'glo-category-tiles');
      // A product of several variants: a sheet with the chips over the list, which adds without leaving it.
      await tiles.first().getByTestId('product-card-add').click();
      const sheet = page.getByTestId('variant-sheet');
      await sheet.getByTestId('variant-picker').waitFor();
      await shot(page, 'glo-category-variant-sheet');
      await sheet.getByTestId('variant-sheet-add').click();
      await page.getByTestId('toast-to-cart').waitFor();
      expect(page.url()).toMatch(/\/shop\/sticks$/);
      expect(await sheet.count()).toBe(0);
      await page.goto('/shop/accessories');
      const cable = page
        .getByTestId('product-card')
        .filter({ hasNot: page.getByTestId('product-card-variants') })
        .first();
      await cable.getByRole('button', { name: /^Додати .+ до кошика$/ }).click();
      await page.getByTestId('toast-to-cart').waitFor();
      expect(page.url()).toMatch(/\/shop\/accessories$/);
      await page.goto('/shop/cart');
      await page.getByTestId('cart-line').nth(1).waitFor();
      await expectLinesInsideTheirCards(page);
      await shot(page, 'glo-cart');

      await page.getByTestId('cart-next').click();
      await page.waitForURL('**/shop/delivery');
      expect(await currentStep(page)).toBe('Доставка');
      await page.getByTestId('city-option').filter({ hasText: 'Київ' }).first().click();
      await page.getByTestId('branch-option').first().waitFor();
      await shot(page, 'glo-checkout-1-delivery-branches');
      await expectActionInReach(page, 'delivery-next');
      await page.getByTestId('branch-option').first().click();
      // The branch is said once and the list is gone.
      await page.getByTestId('branch-selected').waitFor();
      expect(await page.getByTestId('branch-options').count()).toBe(0);
      // The bar stays at the screen's foot once the list is gone, not mid-screen.
      const bar = await box(page.getByTestId('checkout-bar'));
      expect(Math.abs(bar.y + bar.height - viewport.height)).toBeLessThanOrEqual(1);
      await shot(page, 'glo-checkout-2-delivery-chosen');
      await page.getByTestId('delivery-next').click();

      await page.waitForURL('**/shop/payment');
      expect(await currentStep(page)).toBe('Оплата');
      expect(await page.getByTestId('total-money').textContent()).toMatch(/грн/);
      await expectActionInReach(page, 'payment-next');
      await shot(page, 'glo-checkout-3-payment');
      await page.getByTestId('payment-1').check();
      await page.getByTestId('payment-next').click();

      await page.waitForURL('**/shop/checkout');
      expect(await currentStep(page)).toBe('Перевірка');
      await expectActionInReach(page, 'checkout-submit');
      // "До сплати" once, in the pinned bar, on one line.
      expect(await page.getByText('До сплати', { exact: true }).count()).toBe(1);
      const label = await box(page.getByTestId('checkout-bar').getByText('До сплати', { exact: true }));
      const amount = await box(page.getByTestId('checkout-bar-total'));
      expect(label.height).toBeLessThanOrEqual(amount.height + 2);
      // The delivery line stays in the page's totals card, which no longer repeats the amount.
      expect(await page.getByTestId('checkout-totals').getByTestId('shipping-line').count()).toBe(1);
      // Delivery is priced before confirming: free, or the carrier's tariff for a branch in грн (review 8, problem 4).
      expect(await page.getByTestId('checkout-totals').getByTestId('shipping-line').textContent()).toMatch(
        /^(безкоштовно|≈ \d+\u00a0грн, сплачуєш у відділенні Нової пошти)$/,
      );
      await shot(page, 'glo-checkout-4-summary');
      // The placed order's delivery reaches the profile with the order itself: leaving at once loses nothing.
      await submitCheckout(page);

      await page.goto('/history-order');
      const orderCard = page.getByTestId('order-card').first();
      await orderCard.getByTestId('order-line-image').first().waitFor();
      expect(await orderCard.textContent()).not.toMatch(/\(Пачка \(/);
      await shot(page, 'glo-orders');
      await orderCard.getByTestId('order-open').click();
      await page.getByTestId('order-progress').waitFor();
      await shot(page, 'glo-order');

      // The profile remembers the order's delivery and shows it in the delivery pickers.
      await page.goto('/profile/details');
      await page.getByTestId('profile-page').waitFor();
      // The address is one row of «Особисті дані»; its sheet holds the pickers.
      await page.getByTestId('profile-row-address').getByRole('button').click();
      const address = page.getByTestId('address-form');
      await address.getByTestId('city-selected').waitFor();
      expect(await address.getByTestId('city-selected').textContent()).toContain('Київ');
      expect(await address.getByTestId('branch-selected').textContent()).toMatch(/№\d+/);
      expect(await page.getByTestId('address-save').isDisabled()).toBe(true);
      await shot(page, 'glo-profile');

      // ogo: a velo tin with its long title in the cart.
      await page.goto('/');
      await page.getByTestId('menu-button').click();
      await page.getByTestId('brand-switch').click();
      await page.waitForFunction(() => document.documentElement.dataset.brand === 'ogo');
      await page.goto('/shop/ogo-velo');
      await page.getByTestId('product-card-add').first().click();
      await page.getByTestId('toast-to-cart').waitFor();
      // The flavours VELO-30 discounts wear its badge.
      expect(await page.getByTestId('velo-offer-badge').first().textContent()).toBe('−30% з VELO-30');
      // The badge sits on the tin's picture, not in a line of its own, and the prices of a row are on one line.
      const badged = page
        .getByTestId('product-card')
        .filter({ has: page.getByTestId('velo-offer-badge') })
        .first();
      const [badge, tin] = await Promise.all([
        box(badged.getByTestId('velo-offer-badge')),
        box(badged.locator('.product-image')),
      ]);
      expect(badge.y).toBeGreaterThanOrEqual(tin.y);
      expect(badge.y + badge.height).toBeLessThanOrEqual(tin.y + tin.height + 1);
      expect(await rowsLineUp(page)).toEqual([]);
      await shot(page, 'ogo-velo-tiles');
      await page.goto('/shop/ogo-devices');
      const ogoDevice = page.getByTestId('product-card').first();
      if (await ogoDevice.isVisible()) {
        await ogoDevice.locator('a').first().click();
        await page.getByTestId('product-page').waitFor();
        await shot(page, 'ogo-product-variants');
      }
      await page.goto('/shop/cart');
      await page.getByTestId('cart-line').first().waitFor();
      await expectLinesInsideTheirCards(page);
      await shot(page, 'ogo-cart');
      await page.getByTestId('cart-next').click();
      await page.waitForURL('**/shop/delivery');
      await page.getByTestId('delivery-page').waitFor();
      await shot(page, 'ogo-checkout-1-delivery');
      await expectActionInReach(page, 'delivery-next');
      if (await page.getByTestId('branch-selected').isVisible()) {
        await page.getByTestId('delivery-next').click();
        await page.waitForURL('**/shop/payment');
        await shot(page, 'ogo-checkout-3-payment');
        await page.getByTestId('payment-1').check();
        await page.getByTestId('payment-next').click();
        await page.waitForURL('**/shop/checkout');
        await page.getByTestId('checkout-totals').waitFor();
        await shot(page, 'ogo-checkout-4-summary');
      }
      await page.goto('/profile/details');
      await page.getByTestId('profile-page').waitFor();
      await shot(page, 'ogo-profile');
      await page.goto('/history-order');
      await page.getByTestId('history-order-page').waitFor();
      await shot(page, 'ogo-orders');

      // Home offline: a calm strip, and the offers say they wait for the network instead of a placeholder forever.
      await page.goto('/');
      await page.getByTestId('welcome-card').waitFor();
      await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await context.setOffline(true);
      await page.reload();
      if (await page.evaluate(() => navigator.onLine)) {
        await context.setOffline(false);
        await context.setOffline(true);
      }
      await page.getByTestId('offline-banner').waitFor();
      await expect
        .poll(async () => (await page.getByTestId('home-strip').count()) + (await page.getByTestId('home-strip-empty').count()), {
          timeout: 10_000,
        })
        .toBe(1);
      expect(await page.getByTestId('home-activity-skeleton').count()).toBe(0);
      await shot(page, 'ogo-offline-home');
      await context.unroute('**/api/**');
      await context.setOffline(false);
    } finally {
      await context.close();
    }
  }, 240_000);
});
