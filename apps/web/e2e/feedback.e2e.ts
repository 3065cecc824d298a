// Journey (feedback): place a cash order in the shop, then on /feedback rate it with a comment and a photo;
// the order then leaves the list of orders that can get feedback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';
import { addFirstProductOf, chooseKyivBranch, submitCheckout } from './shop-steps.ts';

/** A PNG signature and a few bytes: the server checks a photo's type by its first bytes. */
const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 7)]);

/** The first sticks product to a Nova Poshta branch in Київ, cash on delivery; returns the order number. */
async function placeCashOrder(page: Page): Promise<number> {
  await addFirstProductOf(page, 'sticks');
  await chooseKyivBranch(page);
  await page.getByTestId('payment-1').check();
  await page.getByTestId('payment-next').click();
  const orderNumber = await submitCheckout(page);
  await page.waitForURL('**/shop/success?orderId=*');
  return orderNumber;
}

describe.skipIf(browserMissing)('feedback', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an order placed in the shop → /feedback → 5 stars, a comment and a photo → sent, and the order leaves the list', async () => {
    await registerCustomer(journeyPhones.feedback, {
      first_name: 'Олег',
      last_name: 'Савчук',
      email: 'oleg.feedback@example.com',
      birth_date: '1987-05-09',
    });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.feedback);
      const orderNumber = await placeCashOrder(page);

      await page.goto('/feedback');
      const order = page.locator(`[data-testid="feedback-order"][data-order-number="${orderNumber}"]`);
      await order.waitFor();
      await order.locator('input').check();
      // A tap on the fifth star (its label: the radio under it is hidden) chooses five.
      await page.getByTestId('feedback-rating').locator('label').nth(4).click();
      expect(await page.getByLabel('5 зірок').isChecked()).toBe(true);
      await page.getByTestId('feedback-text').fill('Все прийшло вчасно, дякую!');
      await page.getByTestId('feedback-photo-input').setInputFiles({ name: 'pack.png', mimeType: 'image/png', buffer: photo });
      await page.getByTestId('feedback-photo').filter({ hasText: 'pack.png' }).waitFor();

      const sent = page.waitForResponse((response) => response.url().includes('/api/feedback/send?'));
      await page.getByTestId('feedback-send').click();
      const answer = await sent;
      expect(answer.status()).toBe(201);
      expect(((await answer.json()) as { photos: number }).photos).toBe(1);
      await page.getByText('Дякуємо за відгук!').waitFor();
      // Once per order: it is no longer offered.
      await page.getByTestId('feedback-empty').waitFor();
      expect(await order.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
