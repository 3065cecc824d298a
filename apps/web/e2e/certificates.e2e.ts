// Journey: XP from the operator, a partner certificate bought with it (registering with the certificate
// service on the way), then the certificate's code in /certificates/my-list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer, runOps } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

describe.skipIf(browserMissing)('certificates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys a certificate with XP and sees its code in my-list', async () => {
    const phone = journeyPhones.certificates;
    await registerCustomer(phone, {
      first_name: 'Ірина',
      last_name: 'Гнатюк',
      email: 'iryna.cert@example.com',
      birth_date: '1991-03-14',
    });
    await runOps('xp:adjust', { phone, brand: 'glo', amount: '5000', reason: 'e2e: бали для сертифіката' });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, phone);
      await page.goto('/certificates');
      await page.getByTestId('cert-categories').getByRole('link', { name: 'Пальне' }).click();
      await page.waitForURL('**/certificates/bonus?categoryId=5');

      const partner = page.getByTestId('cert-partner').first();
      await partner.waitFor();
      const partnerName = ((await partner.locator('h2').textContent()) ?? '').trim();
      const created = page.waitForResponse((response) => response.url().endsWith('/api/cert/create'));
      await partner.getByTestId('cert-buy').first().click();
      // Nothing is bought before the customer confirms the amount.
      await page.getByTestId('cert-confirm').waitFor();
      expect(await page.getByTestId('cert-confirm-after').textContent()).toMatch(/залишиться \d+ XP/);
      await page.getByTestId('cert-confirm-yes').click();
      // A new customer is not registered with the certificate service yet: the form appears once, prefilled.
      expect((await created).status()).toBe(404);
      const form = page.getByTestId('cert-register-form');
      await form.waitFor();
      expect(await page.locator('#cert-email').inputValue()).toBe('iryna.cert@example.com');
      await form.getByRole('button', { name: 'Зареєструватися' }).click();
      // Registering does not buy: the confirmation comes back, and a double tap on it buys once.
      const confirmYes = page.getByTestId('cert-confirm-yes');
      await confirmYes.waitFor();
      const bought = page.waitForResponse((response) => response.url().endsWith('/api/cert/create') && response.status() === 200);
      await confirmYes.dblclick();
      const answer = (await (await bought).json()) as { certificate: { code: string; bar_code: string }; balance: number };
      expect(answer.balance).toBeLessThan(5000);
      await page.getByTestId('cert-confirm').waitFor({ state: 'detached' });

      await page.goto('/certificates/my-list');
      const card = page.getByTestId('cert-card').first();
      await card.waitFor();
      expect(await card.getByTestId('cert-code').textContent()).toBe(answer.certificate.code);
      expect(await card.getByTestId('cert-bar-code').textContent()).toBe(answer.certificate.bar_code);
      expect(await card.locator('h2').textContent()).toBe(partnerName);
      expect(await page.getByTestId('cert-card').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
