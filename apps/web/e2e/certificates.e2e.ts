// Journey: XP from the operator, a partner certificate bought with it (registered with the certificate service from
// the profile on the way), then the certificate's code in /certificates/my-list; and with too few XP, the offers
// locked with what is missing.
import { formatXp } from '@loyalty/client/format';
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

      expect(await page.getByTestId('cert-category-title').textContent()).toBe('Пальне');

      const partner = page.getByTestId('cert-partner').first();
      await partner.waitFor();
      const partnerName = ((await partner.locator('h2').textContent()) ?? '').trim();
      const creates: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/cert/create')) creates.push(response.status());
      });
      const registered = page.waitForRequest((request) => request.url().endsWith('/api/cert/regist'));
      const bought = page.waitForResponse((response) => response.url().endsWith('/api/cert/create') && response.status() === 200);
      await partner.getByTestId('cert-buy').first().click();
      // Nothing is bought before the customer confirms the amount.
      await page.getByTestId('cert-confirm').waitFor();
      expect(await page.getByTestId('cert-confirm-after').textContent()).toMatch(/залишиться \d[\d\u00a0]* XP/);
      // A double tap on the confirmation buys once.
      await page.getByTestId('cert-confirm-yes').dblclick();
      // A new customer is not registered with the certificate service yet: the profile registers them, no form, no
      // second confirmation, and the purchase goes through.
      expect((await registered).postDataJSON()).toMatchObject({
        email: 'iryna.cert@example.com',
        first_name: 'Ірина',
        last_name: 'Гнатюк',
      });
      const answer = (await (await bought).json()) as { certificate: { code: string; bar_code: string }; balance: number };
      expect(answer.balance).toBeLessThan(5000);
      expect(creates).toEqual([404, 200]);
      await page.getByTestId('cert-confirm').waitFor({ state: 'detached' });
      expect(await page.getByTestId('cert-register-form').count()).toBe(0);

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

  it('locks what 35 XP cannot buy, with what is missing, under the category title', async () => {
    const phone = journeyPhones.certificatesLocked;
    await registerCustomer(phone, {
      first_name: 'Олег',
      last_name: 'Савчук',
      email: 'oleh.locked@example.com',
      birth_date: '1988-07-02',
    });
    await runOps('xp:adjust', { phone, brand: 'glo', amount: '35', reason: 'e2e: замало балів' });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, phone);
      await page.goto('/certificates');
      await page.getByTestId('cert-categories').getByRole('link', { name: 'Мобільні оператори' }).click();
      await page.waitForURL('**/certificates/bonus?categoryId=4');
      expect(await page.getByTestId('cert-category-title').textContent()).toBe('Мобільні оператори');
      await page.getByTestId('cert-partner').first().waitFor();
      // Every offer here costs 40 XP or more: none can be bought, each says how much is missing.
      await page.getByTestId('cert-locked').first().waitFor();
      expect(await page.getByTestId('cert-buy').count()).toBe(0);
      const offers = await page.getByTestId('cert-offer').all();
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        const price = Number(
          /^(\d[\d\u00a0]*) XP$/.exec((await offer.locator('.cert-offer__price').textContent()) ?? '')?.[1]?.replace(/\D/g, ''),
        );
        expect(price).toBeGreaterThan(35);
        expect(await offer.getByTestId('cert-locked').textContent()).toBe(`Ще ${formatXp(price - 35, 'uk')}`);
      }
      // Each demo partner shows its logo, loaded (the initial on a tile is only for data without one).
      for (const partner of await page.getByTestId('cert-partner').all()) {
        const logo = partner.locator('img.cert-partner__logo');
        await logo.scrollIntoViewIfNeeded();
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
      }
    } finally {
      await context.close();
    }
  });
});
