// Journeys: sticks by cash on delivery to a Nova Poshta branch, the order opened from /history-order with its timeline; a card
// payment through the LiqPay test checkout; a bonus product paid with XP. The XP of a mixed order come back
// when its card payment is declined and when the customer cancels it from the order's page. A declined
// card order is paid again from the success page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiContext, browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';
import { axeProblems } from './axe.ts';
import { addFirstProductOf, chooseKyivBranch, expectNoDotDecimalPrice, submitCheckout } from './shop-steps.ts';

const opsToken = inject('opsToken');

/** Runs an operator command on the e2e server, as `npm run ops` does (the XP of journey 3 comes from it). */
async function runOps(command: string, args: Record<string, string>): Promise<Record<string, unknown>> {
  const api = await apiContext();
  try {
    const answer = await api.post('/api/ops/run', {
      headers: { Authorization: `Bearer ${opsToken}` },
      data: { command, args },
    });
    if (!answer.ok()) throw new Error(`ops ${command} answered ${answer.status()}: ${await answer.text()}`);
    return ((await answer.json()) as { data: Record<string, unknown> }).data;
  } finally {
    await api.dispose();
  }
}

async function balanceOf(page: Page): Promise<number> {
  await page.goto('/');
  const text = (await page.getByTestId('home-balance').filter({ hasText: 'XP' }).textContent()) ?? '';
  return Number(/(\d+)/.exec(text.replace(/\s/g, ''))?.[1] ?? NaN);
}

describe.skipIf(browserMissing)('shop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('browse → sticks product → cart → Nova Poshta branch in Київ → cash → success → the order opened from /history-order → back', async () => {
    await registerCustomer(journeyPhones.shopCash, {
      first_name: 'Ігор',
      last_name: 'Мельник',
      email: 'igor.shop@example.com',
      birth_date: '1988-02-14',
    });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.shopCash);
      const title = await addFirstProductOf(page, 'sticks');
      expect(await page.getByTestId('cart-line').first().textContent()).toContain(title);
      await chooseKyivBranch(page);
      // One pack is under 399 грн: the carrier's tariff is priced before confirming, from the server's estimate
      // (the local tariff stand-in here), and the order itself still says 0 for delivery (review 8, problem 4).
      await page.getByTestId('shipping-line').filter({ hasText: '≈' }).waitFor();
      expect(await page.getByTestId('shipping-line').textContent()).toMatch(/^≈ \d+\u00a0грн, сплачуєш у відділенні Нової пошти$/);
      await page.getByTestId('payment-1').check();
      await page.getByTestId('payment-next').click();
      const orderNumber = await submitCheckout(page);

      await page.waitForURL('**/shop/success?orderId=*');
      expect(await page.getByTestId('success-order-number').textContent()).toBe(`№${orderNumber}`);
      expect(await page.getByTestId('success-status').textContent()).toBe('До сплати при отриманні');
      // No campaign credits orders in the demo data: the success page says where points come from (problem 3).
      expect(await page.getByTestId('order-scan-note').getByRole('link').getAttribute('href')).toBe('/scan');
      // The success page's link opens the order's page.
      await page.getByTestId('success-orders').click();
      await page.waitForURL((url) => url.pathname === `/history-order/${orderNumber}`);
      await page.getByTestId('order-page').waitFor();
      // Back to the list, where the order is one tappable summary that opens its page again.
      await page.getByTestId('back-link').click();
      await page.waitForURL((url) => url.pathname === '/history-order');
      const card = page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`);
      expect(await card.getByTestId('order-status-line').textContent()).toBe('Оформлено');
      await card.getByTestId('order-open').click();
      await page.waitForURL((url) => url.pathname === `/history-order/${orderNumber}`);
      const order = page.getByTestId('order-page');
      expect(await order.getByRole('heading', { level: 1 }).textContent()).toBe(`Замовлення №${orderNumber}`);
      expect(await order.getByTestId('order-line').first().textContent()).toContain(title);
      expect(await order.getByTestId('order-delivery').textContent()).toContain('відділення №');
      // One timeline: placed today; handed to Nova Poshta, at the branch and received still ahead (no card step for cash).
      const steps = order.getByTestId('order-progress').getByRole('listitem');
      expect(await steps.locator('.order-progress__label').allInnerTexts()).toEqual([
        'Оформлено',
        'Передано в Нову пошту',
        'У відділенні',
        'Отримано',
      ]);
      expect(await steps.first().getAttribute('aria-current')).toBe('step');
      expect(await steps.first().locator('time').innerText()).toMatch(/^\d{1,2} [а-яіїє]+ \d{4} р\.$/);
      // On its way (cash, not yet paid), repeating it is not the main action.
      expect(await order.getByTestId('order-repeat').getAttribute('class')).toContain('button--secondary');
      await expectNoDotDecimalPrice(page);
      expect(await axeProblems(page, `/history-order/${orderNumber}`)).toEqual([]);
      await page.getByTestId('back-link').click();
      await page.waitForURL((url) => url.pathname === '/history-order');
      await card.waitFor();
      // The cart was cleared by the order.
      await page.goto('/shop/cart');
      await page.getByTestId('cart-empty').waitFor();
    } finally {
      await context.close();
    }
  });

  it('pays by card: LiqPay test checkout → "Сплатити" → back on /shop/success showing paid', async () => {
    await registerCustomer(journeyPhones.shopCard, {
      first_name: 'Марія',
      last_name: 'Бондар',
      email: 'maria.card@example.com',
      birth_date: '1991-07-03',
    });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.shopCard);
      await addFirstProductOf(page, 'sticks');
      await chooseKyivBranch(page);
      await page.getByTestId('payment-2').check();
      await page.getByTestId('payment-next').click();
      const orderNumber = await submitCheckout(page);

      await page.waitForURL('**/api/dev/liqpay/checkout?*');
      await page.getByRole('button', { name: 'Сплатити' }).click();
      await page.waitForURL('**/shop/success*');
      await page.getByTestId('success-status').filter({ hasText: 'Оплачено' }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('success-order-number').textContent()).toBe(`№${orderNumber}`);
    } finally {
      await context.close();
    }
  });

  it('pays a declined card order again from the success page: its lines back in the cart, then paid', async () => {
    await registerCustomer(journeyPhones.shopRetry, {
      first_name: 'Тарас',
      last_name: 'Кравець',
      email: 'taras.retry@example.com',
      birth_date: '1987-09-30',
    });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.shopRetry);
      const title = await addFirstProductOf(page, 'sticks');
      await chooseKyivBranch(page);
      await page.getByTestId('payment-2').check();
      await page.getByTestId('payment-next').click();
      const declined = await submitCheckout(page);
      await page.waitForURL('**/api/dev/liqpay/checkout?*');
      await page.getByRole('button', { name: 'Відхилити' }).click();
      await page.waitForURL('**/shop/success*');
      await page.getByTestId('success-title').filter({ hasText: 'Оплата не пройшла' }).waitFor({ timeout: 15_000 });

      // "Сплатити ще раз": the same goods, by card, to the same branch; a new order, paid this time.
      await page.getByTestId('success-pay-again').click();
      const paid = await submitCheckout(page);
      expect(paid).not.toBe(declined);
      await page.waitForURL('**/api/dev/liqpay/checkout?*');
      await page.getByRole('button', { name: 'Сплатити' }).click();
      await page.waitForURL('**/shop/success*');
      await page.getByTestId('success-status').filter({ hasText: 'Оплачено' }).waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('success-order-number').textContent()).toBe(`№${paid}`);

      await page.goto('/history-order');
      const card = (number: number) => page.locator(`[data-testid="order-card"][data-order-number="${number}"]`);
      expect(await card(paid).getByTestId('order-status-line').textContent()).toBe('Оплачено');
      // The declined order was bought again: the list says which order replaced it, not a failure to act on.
      expect(await card(declined).getByTestId('order-status-line').textContent()).toBe(`Замінено на №${paid}`);
      await card(paid).getByTestId('order-open').click();
      expect(await page.getByTestId('order-status').textContent()).toBe('Оплачено');
      expect(await page.getByTestId('order-line').first().textContent()).toContain(title);
      // The declined order was bought again: its page leads to the paid order instead of offering the goods twice.
      await page.goto(`/history-order/${declined}`);
      expect(await page.getByTestId('order-again-as').textContent()).toBe(`Ці товари вже замовлено знову: №${paid}.`);
      expect(await page.getByTestId('order-pay-again').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('buys a bonus product with XP: paid at once, the balance lower by its price', async () => {
    await registerCustomer(journeyPhones.shopXp, {
      first_name: 'Андрій',
      last_name: 'Ткач',
      email: 'andriy.xp@example.com',
      birth_date: '1985-11-21',
    });
    await runOps('xp:adjust', { phone: journeyPhones.shopXp, brand: 'glo', amount: '100000', reason: 'e2e: бали для магазину' });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.shopXp);
      const before = await balanceOf(page);
      expect(before).toBe(100000);
      await addFirstProductOf(page, 'bonus');
      const xpText = (await page.getByTestId('total-xp').textContent()) ?? '';
      const price = Number(/(\d+)/.exec(xpText.replace(/\s/g, ''))?.[1]);
      expect(price).toBeGreaterThan(0);
      await chooseKyivBranch(page);
      // An XP-only order has nothing to pay by card.
      expect(await page.getByTestId('payment-2').count()).toBe(0);
      await page.getByTestId('payment-next').click();
      await submitCheckout(page, { spendsXp: true });

      await page.waitForURL('**/shop/success?orderId=*');
      expect(await page.getByTestId('success-status').textContent()).toBe('Оплачено');
      expect(await balanceOf(page)).toBe(before - price);
    } finally {
      await context.close();
    }
  });

  it('gives the XP of a mixed order back when the card is declined, and when a pending order is cancelled', async () => {
    await registerCustomer(journeyPhones.shopCancel, {
      first_name: 'Оксана',
      last_name: 'Гнатюк',
      email: 'oksana.cancel@example.com',
      birth_date: '1990-05-17',
    });
    await runOps('xp:adjust', {
      phone: journeyPhones.shopCancel,
      brand: 'glo',
      amount: '100000',
      reason: 'e2e: бали для магазину',
    });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.shopCancel);
      expect(await balanceOf(page)).toBe(100000);

      // A bonus product and sticks, by card; the test checkout declines.
      await addFirstProductOf(page, 'bonus');
      await addFirstProductOf(page, 'sticks');
      await chooseKyivBranch(page);
      await page.getByTestId('payment-2').check();
      await page.getByTestId('payment-next').click();
      await submitCheckout(page, { spendsXp: true });
      await page.waitForURL('**/api/dev/liqpay/checkout?*');
      await page.getByRole('button', { name: 'Відхилити' }).click();
      await page.waitForURL('**/shop/success*');
      await page.getByTestId('success-title').filter({ hasText: 'Оплата не пройшла' }).waitFor({ timeout: 15_000 });
      expect(await balanceOf(page)).toBe(100000);

      // The same again, cash on delivery, cancelled from the order history.
      await addFirstProductOf(page, 'bonus');
      await addFirstProductOf(page, 'sticks');
      await chooseKyivBranch(page);
      await page.getByTestId('payment-1').check();
      await page.getByTestId('payment-next').click();
      const orderNumber = await submitCheckout(page, { spendsXp: true });
      await page.waitForURL('**/shop/success?orderId=*');
      expect(await balanceOf(page)).toBeLessThan(100000);
      await page.goto('/history-order');
      await page.locator(`[data-testid="order-card"][data-order-number="${orderNumber}"]`).getByTestId('order-open').click();
      await page.getByTestId('order-cancel').click();
      await page.getByTestId('cancel-confirm-yes').click();
      await page.getByTestId('order-status').filter({ hasText: 'Скасовано' }).waitFor();
      expect(await balanceOf(page)).toBe(100000);
    } finally {
      await context.close();
    }
  });
});
