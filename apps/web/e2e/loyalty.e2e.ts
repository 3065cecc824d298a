// Journeys: a pack code typed by hand is credited once and shows in the XP history; XP buys a reward.
import { formatXp } from '@loyalty/client/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer, runOps } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

async function freshPackCode(xp: number): Promise<string> {
  const data = await runOps('codes:generate', { brand: 'glo', xp: String(xp), count: '1', kind: 'sticks', batch: 'e2e' });
  const [code] = data.codes as string[];
  if (!code) throw new Error('codes:generate gave no code');
  return code;
}

/** The code as a person might type it from the pack: lower case, in dashed groups of four. */
const typedByHand = (code: string) => code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');

async function redeemByHand(page: Page, text: string): Promise<{ outcome: string | null; message: string; code?: string }> {
  await page.getByTestId('code-entry').fill(text);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/scan/redeem'));
  await page.getByTestId('redeem-submit').click();
  await answered;
  const result = page.getByTestId('scan-result');
  await result.waitFor();
  // A credit's sentence is for screen readers (the panel shows "+N XP" and the balance); a refusal shows its sentence.
  const said = result.locator('.visually-hidden');
  const outcome = await result.getAttribute('data-outcome');
  if ((await said.count()) > 0) return { outcome, message: (await said.textContent()) ?? '' };
  // A refusal about the code repeats it above its sentence.
  const repeated = result.getByTestId('scan-refused-code');
  const code = (await repeated.count()) > 0 ? ((await repeated.textContent()) ?? '') : undefined;
  const message = ((await result.textContent()) ?? '').slice(code?.length ?? 0);
  return { outcome, message, ...(code === undefined ? {} : { code }) };
}

describe.skipIf(browserMissing)('loyalty', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('scans a fresh code by manual entry → credited with the new balance → in /history-bonuses; the same code again is refused', async () => {
    await registerCustomer(journeyPhones.scan, {
      first_name: 'Тарас',
      last_name: 'Ковальчук',
      email: 'taras.scan@example.com',
      birth_date: '1990-04-12',
    });
    const code = await freshPackCode(25);
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.scan);
      expect(await page.getByTestId('home-balance').filter({ hasText: 'XP' }).textContent()).toBe('0 XP');

      await page.getByTestId('tab-bar').locator('[data-tab="/scan"]').click();
      await page.waitForURL('**/scan');
      await page.getByTestId('scan-sticks-link').click();
      await page.waitForURL('**/scan/sticks');
      // The manual scan keeps the bottom bar the scan hub has.
      expect(await page.getByTestId('tab-bar').count()).toBe(1);
      // Headless Chromium has no camera: the page says so and manual entry is there.
      await page.getByTestId('camera-start').click();
      await page.getByTestId('camera-problem').waitFor();
      await page.getByTestId('code-entry').fill(typedByHand(code));
      expect(await page.getByText(/Буде надіслано/).count()).toBe(0);
      // A phone with the keyboard open: some 390 × 400 of the page is left to see.
      await page.setViewportSize({ width: 390, height: 400 });
      const credited = await redeemByHand(page, typedByHand(code));
      // Measured with the whole card: the month's scans left come last, after the counters are read again (the
      // default limit of 30, one used by this fresh customer).
      await page.getByTestId('scan-left').filter({ hasText: 'Залишилось 29 сканувань цього місяця' }).waitFor();
      const box = await page.getByTestId('scan-result').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(400);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(credited).toEqual({ outcome: 'credited', message: 'Зараховано 25 XP! Мій баланс: 25 XP' });
      // The credit is celebrated under the field, with the new balance; the camera problem said before is gone.
      expect(await page.getByTestId('scan-credited').textContent()).toBe('+25 XP');
      expect(await page.getByTestId('scan-balance').textContent()).toBe('Мій баланс: 25 XP');
      expect(await page.getByTestId('manual-entry').getByTestId('scan-result').count()).toBe(1);
      expect(await page.getByTestId('camera-problem').count()).toBe(0);
      // The next step after a credit: another pack first, spending second.
      expect(await page.getByTestId('redeem-submit').count()).toBe(0);
      expect(await page.getByTestId('scan-again').textContent()).toBe('Сканувати ще');
      expect(await page.getByTestId('scan-spend').getAttribute('href')).toBe('/spend-points');
      await page.getByTestId('scan-again').click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pack-code');

      await page.goto('/history-bonuses');
      const newest = page.getByTestId('bonus-entry').first();
      await newest.waitFor();
      expect(await newest.textContent()).toContain('Сканування коду');
      // What was scanned, and which pack: the code's last four characters.
      expect(await newest.getByTestId('bonus-entry-note').textContent()).toBe(`Стіки · …${code.slice(-4)}`);
      expect(await newest.textContent()).toContain('+25 XP');
      expect(await page.getByTestId('summary-current').textContent()).toBe('25 XP');

      await page.goto('/scan/sticks');
      const again = await redeemByHand(page, code);
      expect(again).toEqual({
        outcome: 'already_used',
        message: 'Цей код уже використано. Кожен код можна зарахувати лише один раз.',
        code,
      });
      await page.goto('/scan/history');
      await page.getByTestId('scan-entry').first().waitFor();
      expect(await page.getByTestId('scan-entry').first().getAttribute('data-outcome')).toBe('already_used');
      expect(await page.getByTestId('scan-entry').nth(1).getAttribute('data-outcome')).toBe('credited');

      await page.goto('/');
      await page.getByTestId('home-balance').filter({ hasText: '25 XP' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('exchanges XP for a reward: confirmation → success toast with the new balance → the debit in the history', async () => {
    await registerCustomer(journeyPhones.exchange, {
      first_name: 'Олена',
      last_name: 'Шевчук',
      email: 'olena.exchange@example.com',
      birth_date: '1987-09-30',
    });
    await runOps('xp:adjust', { phone: journeyPhones.exchange, brand: 'glo', amount: '5000', reason: 'e2e: бали для обміну' });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.exchange);
      await page.goto('/exchange');
      await page
        .getByTestId('exchange-balance')
        .filter({ hasText: formatXp(5000, 'uk') })
        .waitFor();
      const available = page.locator('[data-testid="reward-card"]:has([data-state="available"])').first();
      const title = (await available.locator('.reward-card__title').textContent()) ?? '';
      const price = Number(
        /(\d[\d\u00a0]*)/.exec((await available.locator('.reward-card__price').textContent()) ?? '')?.[1]?.replace(/\D/g, ''),
      );
      expect(price).toBeGreaterThan(0);
      await available.click();
      await page.waitForURL('**/exchange/product/active/*');
      // «Як отримати» says where the reward goes and where to follow it (decision 0084).
      expect(await page.getByTestId('reward-how').getByRole('heading').textContent()).toBe('Як отримати');
      expect(await page.getByTestId('reward-how').getByRole('link').getAttribute('href')).toBe('/exchange');
      await page.getByTestId('redeem-reward').click();
      await page.getByTestId('redeem-confirm').waitFor();
      // No delivery saved in the profile yet: the branch is picked here (the popular cities on an empty search).
      await page.getByTestId('city-option').filter({ hasText: 'Київ' }).first().click();
      await page.getByTestId('branch-option').first().click();
      await page.getByTestId('branch-selected').waitFor();
      const redeemed = page.waitForResponse((response) => response.url().endsWith('/api/exchange/redeem'));
      await page.getByTestId('redeem-confirm-yes').click();
      expect((await redeemed).status()).toBe(200);
      await page.getByText(`Обмін успішний! Мій баланс: ${formatXp(5000 - price, 'uk')}`).waitFor();

      await page.goto('/history-bonuses');
      const newest = page.getByTestId('bonus-entry').first();
      await newest.waitFor();
      expect(await newest.textContent()).toContain('Обмін балів на нагороду');
      expect(await newest.textContent()).toMatch(new RegExp(`−${price} XP`));
      // The operator's credit reads as support's, without the operator's own reason (an internal note).
      const credit = (await page.getByTestId('bonus-entry').nth(1).textContent()) ?? '';
      expect(credit).toContain('Нарахування від служби підтримки');
      expect(credit).not.toContain('e2e: бали для обміну');
      expect(title).not.toBe('');
    } finally {
      await context.close();
    }
  });
});
