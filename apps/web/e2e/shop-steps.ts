// Steps of the shop journeys shared by several files: a product into the cart, a Kyiv branch, checkout, the price check.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Every amount in one format ("1 699 грн", "90,30 грн"), never the wire's "1699.00". */
export async function expectNoDotDecimalPrice(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text, page.url()).not.toMatch(/\d\.\d{2}\s*грн/);
}

/** From /shop: a category tile, the first product card's page, "add to cart", then the cart. */
export async function addFirstProductOf(page: Page, category: string): Promise<string> {
  await page.goto('/shop');
  await page.getByTestId(`category-${category}`).click();
  await page.waitForURL(`**/shop/${category}`);
  const card = page.getByTestId('product-card').first();
  await card.waitFor();
  await expectNoDotDecimalPrice(page);
  await card.locator('a').first().click();
  await page.waitForURL(new RegExp(`/shop/${category}/\\d+$`));
  const title = (await page.getByTestId('product-title').textContent()) ?? '';
  await expectNoDotDecimalPrice(page);
  await page.getByTestId('add-to-cart-button').click();
  await page.goto('/shop/cart');
  await page.getByTestId('cart-line').first().waitFor();
  await expectNoDotDecimalPrice(page);
  return title.trim();
}

/** Cart → delivery: Nova Poshta branch in Київ (the popular list on an empty search), the first branch. */
export async function chooseKyivBranch(page: Page): Promise<void> {
  await page.getByTestId('cart-next').click();
  await page.waitForURL('**/shop/delivery');
  await page.getByTestId('delivery-mode-1').check();
  // A second order in the same session starts from the delivery chosen for the first one.
  const picked = page.getByTestId('branch-selected');
  if (!(await picked.isVisible())) {
    await page.getByTestId('city-option').filter({ hasText: 'Київ' }).first().click();
    await page.getByTestId('city-selected').waitFor();
    await page.getByTestId('branch-option').first().click();
    await picked.waitFor();
  }
  await page.getByTestId('delivery-next').click();
  await page.waitForURL('**/shop/payment');
}

/**
 * Checkout → submit; returns the create-order answer's order number. An order with XP (`spendsXp`) must first ask:
 * the confirmation names the points, and the balance after them when the balance is known.
 */
export async function submitCheckout(page: Page, options: { spendsXp?: boolean } = {}): Promise<number> {
  await page.waitForURL('**/shop/checkout');
  await page.getByTestId('summary-delivery').filter({ hasText: 'відділення №' }).waitFor();
  // The answer is read as it passes through (route.fetch), not from the page afterwards: a card order leaves for the
  // LiqPay checkout at once, and a page that has navigated away no longer holds the body of its earlier answers.
  const orderPath = '**/api/shop/create-order';
  let seen: (answer: { status: number; idempotencyKey: string | undefined; body: unknown }) => void = () => undefined;
  const answered = new Promise<{ status: number; idempotencyKey: string | undefined; body: unknown }>((resolve) => {
    seen = resolve;
  });
  await page.route(orderPath, async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    seen({ status: response.status(), idempotencyKey: route.request().headers()['idempotency-key'], body });
    await route.fulfill({ response, json: body });
  });
  await page.getByTestId('checkout-submit').click();
  if (options.spendsXp) {
    const confirmation = page.getByTestId('checkout-xp-confirm');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/спишемо \d[\d\s]* XP/);
    await page.getByTestId('checkout-xp-confirm-yes').click();
  }
  const answer = await answered;
  await page.unroute(orderPath);
  expect(answer.status).toBe(200);
  expect(answer.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  return (answer.body as { order: { order_number: number } }).order.order_number;
}
