// Journey: promo codes are checked in the cart with "Застосувати" and answered on the field, in
// both brands: a malformed friend's code, the customer's own code, a real friend's code applied; in ogo a wrong
// promo code and VELO-30 on too small a cart, and "Оформити доставку" stopping at a refused code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiContext, browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';
import { addFirstProductOf } from './shop-steps.ts';

/** The member code of a registered phone, as its owner's invite page shows it. */
async function memberCodeOf(phone: string): Promise<string> {
  const api = await apiContext();
  try {
    const login = await api.post('/api/auth/test-login', { data: { phone } });
    const { token } = (await login.json()) as { token: string };
    const answer = await api.get('/api/invite/get-promo-code?product=glo', { headers: { Authorization: `Bearer ${token}` } });
    if (!answer.ok()) throw new Error(`get-promo-code answered ${answer.status()}`);
    return ((await answer.json()) as { consumer: { memberGetMemberCode: string } }).consumer.memberGetMemberCode;
  } finally {
    await api.dispose();
  }
}

/** Types a code, taps "Застосувати" and waits for the server's answer. */
async function apply(page: Page, field: Locator, apply: Locator, code: string): Promise<void> {
  await field.fill(code);
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/shop/check-promocode'));
  await apply.click();
  expect((await checked).status()).toBe(200);
}

/** The reason on a field: its error, tied to it by aria-describedby, with aria-invalid set. */
async function reasonOn(page: Page, field: Locator): Promise<string> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const reason = page.locator(`[id="${describedBy}"]`);
  await reason.waitFor();
  expect(await reason.getAttribute('role')).toBe('alert');
  return ((await reason.textContent()) ?? '').trim();
}

describe.skipIf(browserMissing)('promo codes in the cart', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers each code on its field in glo and ogo; a refused code stops "Оформити доставку" in the cart', async () => {
    await registerCustomer(journeyPhones.promoInviter, {
      first_name: 'Богдана',
      last_name: 'Запрошує',
      email: 'bohdana.promo@example.com',
      birth_date: '1986-05-03',
    });
    await registerCustomer(journeyPhones.promoCart, {
      first_name: 'Семен',
      last_name: 'Кошик',
      email: 'semen.promo@example.com',
      birth_date: '1993-10-21',
    });
    const friendCode = await memberCodeOf(journeyPhones.promoInviter);
    const ownCode = await memberCodeOf(journeyPhones.promoCart);
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.promoCart);
      await addFirstProductOf(page, 'sticks');

      // glo: a friend's code before the first order; VELO-30 is ogo's only.
      const referral = page.getByTestId('referral-promocode');
      const referralApply = page.getByTestId('referral-promocode-apply');
      expect(await page.getByTestId('velo-promocode').count()).toBe(0);
      await apply(page, referral, referralApply, 'WELCOME10');
      expect(await reasonOn(page, referral)).toBe('Код друга має вигляд REW-…: перевір його або залиш поле порожнім');

      // A refused code stops the way to delivery in the cart, on its field.
      await page.getByTestId('cart-next').click();
      expect(page.url()).toMatch(/\/shop\/cart$/);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('referral-promocode');

      await apply(page, referral, referralApply, ownCode);
      expect(await reasonOn(page, referral)).toBe('Це твій власний код: ним можна поділитися з друзями');

      await apply(page, referral, referralApply, friendCode.toLowerCase());
      const applied = page.getByTestId('referral-promocode-applied');
      await applied.waitFor();
      // The code names what it gives: XP to the friend when this order is paid, nothing off the amount.
      expect(await applied.textContent()).toMatch(
        /^Код друга прийнято: коли замовлення буде оплачено, твій друг отримає \d[\d\s]* XP\. Сума до сплати не змінюється$/,
      );
      expect(await page.getByTestId('total-discount').count()).toBe(0);
      expect(await referral.getAttribute('aria-invalid')).toBeNull();
      await page.getByTestId('cart-next').click();
      await page.waitForURL('**/shop/delivery');

      // ogo: the same section, with "Промокод" as well.
      await page.goto('/');
      await page.getByTestId('menu-button').click();
      await page.getByTestId('brand-switch').click();
      await page.waitForFunction(() => document.documentElement.dataset.brand === 'ogo');
      await addFirstProductOf(page, 'ogo-velo');
      const promo = page.getByTestId('velo-promocode');
      const promoApply = page.getByTestId('velo-promocode-apply');
      await page.getByTestId('referral-promocode').waitFor();
      await apply(page, promo, promoApply, 'VELO-31');
      expect(await reasonOn(page, promo)).toBe('Такого промокоду немає');
      await apply(page, promo, promoApply, 'velo-30');
      // The answer says how many more discounted (badged) items the cart needs: a hint on the field, not an error.
      const notYet = page.getByTestId('velo-promocode-not-yet');
      await notYet.waitFor();
      expect(await promo.getAttribute('aria-invalid')).toBeNull();
      expect(((await notYet.textContent()) ?? '').trim()).toMatch(
        /^Додай ще [23] товари з позначкою «−30% з VELO-30»: знижка діє від 3 штук$/,
      );
      // A real code that does not apply yet never holds the checkout back: the order goes on without it, and says so.
      await page.getByTestId('referral-promocode').fill('');
      await page.getByTestId('cart-next').click();
      await page.waitForURL('**/shop/delivery');
      await page.getByText('Промокод velo-30 не діє для цього кошика: оформлюємо без нього.').waitFor();
      await page.goBack();
      await page.waitForURL('**/shop/cart');
      expect(await promo.inputValue()).toBe('');
    } finally {
      await context.close();
    }
  });
});
