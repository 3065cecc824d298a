// Journey of issue 6 (invite a friend): /invite-friend shows the customer's own member code; copying it puts it on the
// clipboard and shows 'Скопійовано', which is gone again after 1.5 s (spec section 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

describe.skipIf(browserMissing)('invite a friend', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/invite-friend → the code shown → copied, feedback visible and then gone after 1.5 s', async () => {
    await registerCustomer(journeyPhones.inviteCopy, {
      first_name: 'Ірина',
      last_name: 'Кравець',
      email: 'iryna.invite@example.com',
      birth_date: '1990-03-14',
    });
    const { context, page } = await openTab(browser);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await logInWithSms(page, context, journeyPhones.inviteCopy);
      await page.goto('/invite-friend');
      const code = page.getByTestId('invite-code');
      await code.waitFor();
      const shown = (await code.textContent())?.trim() ?? '';
      expect(shown).toMatch(/^REW-[A-Z2-9]{8}$/);

      // The same code after a reload: it is the customer's own, made once.
      await page.reload();
      await code.waitFor();
      expect((await code.textContent())?.trim()).toBe(shown);

      const feedback = page.getByTestId('invite-copied');
      expect((await feedback.textContent())?.trim()).toBe('');
      await page.getByTestId('invite-copy').click();
      const copiedAt = Date.now();
      await page.getByTestId('invite-copied').filter({ hasText: 'Скопійовано' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
      // Still there well inside the 1500 ms, gone after them.
      await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - copiedAt)));
      expect((await feedback.textContent())?.trim()).toBe('Скопійовано');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="invite-copied"]')?.textContent?.trim() === '',
        null,
        {
          timeout: 3000,
        },
      );
      expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1400);
    } finally {
      await context.close();
    }
  });
});
