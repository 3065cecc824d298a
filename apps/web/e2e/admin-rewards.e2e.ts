// Journey, a reward that reaches the customer (decision 0084): the customer exchanges XP for a reward and chooses the
// Nova Poshta branch it goes to; support, in «Видача нагород» of the back-office, marks it sent with its ТТН; the
// customer's «Мої нагороди» on /exchange shows it sent, with that ТТН and Nova Poshta's tracking link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { journeyPhones } from './journey-phones.ts';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer, runOps } from './browser.ts';
import { signInStaff, staffTab } from './staff.ts';

describe.skipIf(browserMissing)('reward hand-over', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('redeem with a branch → support marks it sent with a ТТН → the customer sees the ТТН', async () => {
    const phone = journeyPhones.adminRewardHandOver;
    await registerCustomer(phone, {
      first_name: 'Марія',
      last_name: 'Заньковецька',
      email: 'maria.reward@example.com',
      birth_date: '1989-07-23',
    });
    await runOps('xp:adjust', { phone, brand: 'glo', amount: '5000', reason: 'e2e: бали для нагороди' });
    const customer = await openTab(browser);
    const staff = await staffTab(browser);
    try {
      await logInWithSms(customer.page, customer.context, phone);
      const page = customer.page;
      await page.goto('/exchange');
      const available = page.locator('[data-testid="reward-card"]:has([data-state="available"])').first();
      const title = ((await available.locator('.reward-card__title').textContent()) ?? '').trim();
      await available.click();
      await page.waitForURL('**/exchange/product/active/*');
      await page.getByTestId('redeem-reward').click();
      await page.getByTestId('redeem-confirm').waitFor();
      // The recipient comes from the profile; the branch is picked with the checkout's pickers.
      expect(await page.getByTestId('reward-recipient-lastName').inputValue()).toBe('Заньковецька');
      await page.getByTestId('city-option').filter({ hasText: 'Київ' }).first().click();
      await page.getByTestId('branch-option').first().click();
      await page.getByTestId('branch-selected').waitFor();
      const redeemed = page.waitForResponse((response) => response.url().endsWith('/api/exchange/redeem'));
      await page.getByTestId('redeem-confirm-yes').click();
      expect((await redeemed).status()).toBe(200);
      await page.getByText(/Обмін успішний!/).waitFor();

      await page.goto('/exchange');
      const mine = page.getByTestId('my-reward').filter({ hasText: title }).first();
      expect(await mine.getByTestId('my-reward-status').textContent()).toBe('Оформлено');
      expect(await mine.textContent()).toContain('Київ, відділення №');

      await signInStaff(staff.page, 'support');
      await staff.page.getByRole('navigation', { name: 'Розділи' }).getByRole('link', { name: 'Видача нагород' }).click();
      await staff.page.waitForURL('**/admin/reward-redemptions');
      const row = staff.page.getByTestId('redemption-row').filter({ hasText: 'Заньковецька' }).first();
      await row.getByTestId('redemption-waybill-input').fill('2045 0000 1234 56');
      await row.getByTestId('redemption-sent').click();
      await staff.page.getByText('ТТН збережено: нагороду відправлено').waitFor();
      expect(await row.getByTestId('redemption-status').textContent()).toBe('Відправлено');

      await page.reload();
      const sent = page.getByTestId('my-reward').filter({ hasText: title }).first();
      await sent.getByTestId('my-reward-status').filter({ hasText: 'Відправлено' }).waitFor();
      expect(await sent.getByTestId('my-reward-tracking-number').textContent()).toBe('20450000123456');
      expect(await sent.getByTestId('my-reward-tracking-link').getAttribute('href')).toBe(
        'https://novaposhta.ua/tracking/?cargo_number=20450000123456',
      );
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  });
});
