// Journey: the SMS code field. A wrong code is marked on the field with the tries the server says
// are left (not a passing toast), the code stays to be corrected, and a complete code is sent without a tap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { answerAgeGate, browserMissing, launchBrowser, openTab, registerCustomer, smsCodeFor } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

describe.skipIf(browserMissing)('SMS code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('marks a wrong code with the tries left, then signs in as soon as the right code is typed', async () => {
    const phone = journeyPhones.smsWrongCode;
    await registerCustomer(phone, {
      first_name: 'Вікторія',
      last_name: 'Кодова',
      email: 'viktoria.code@example.com',
      birth_date: '1990-01-30',
    });
    const { context, page } = await openTab(browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await answerAgeGate(page);
      await page.getByTestId('phone-input').fill(phone.replace(/^\+380/, ''));
      await page.getByTestId('send-code').click();
      const field = page.getByTestId('code-input');
      await field.waitFor();
      expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await field.getAttribute('inputmode')).toBe('numeric');
      // The number is one unbroken line.
      const number = page.locator('.auth-form__note .nowrap');
      expect(await number.evaluate((element) => element.getClientRects().length)).toBe(1);

      const code = await smsCodeFor(context, phone);
      const wrong = code === '000000' ? '000001' : '000000';
      // Six digits send themselves: no tap on "Увійти".
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/confirm-sms'));
      await field.fill(wrong);
      const answer = await refused;
      expect(answer.status()).toBe(400);
      expect(((await answer.json()) as { error: { attemptsLeft: number } }).error.attemptsLeft).toBe(4);
      const error = page.locator('#auth-code-error');
      await error.waitFor();
      expect(await error.textContent()).toBe('Невірний код. Спробуй ще раз: залишилось 4\u00a0спроби');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-describedby')).toBe('auth-code-error');
      expect(await field.inputValue()).toBe(wrong);

      await field.fill(code);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('welcome-card').waitFor();
    } finally {
      await context.close();
    }
  });
});
