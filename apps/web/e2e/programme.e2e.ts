// Journeys of what the customer sees of campaigns and tiers: a running "×2 на стіки" on home and the scan screen, and
// the doubled credit named in the scan's result; a scan that crosses the demo tier set's Золотий threshold is
// congratulated once and moves the tier card to Золотий.
import { formatXp } from '@loyalty/client/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer, runOps } from './browser.ts';
import { e2eApiKey, journeyPhones } from './journey-phones.ts';
import { signInStaff, staffTab } from './staff.ts';
import { axeProblems } from './axe.ts';

const hourMs = 3_600_000;

async function freshSticksCode(xp: number): Promise<string> {
  const data = await runOps('codes:generate', {
    brand: 'glo',
    xp: String(xp),
    count: '1',
    kind: 'sticks',
    batch: 'e2e-programme',
  });
  const [code] = data.codes as string[];
  if (!code) throw new Error('codes:generate gave no code');
  return code;
}

async function redeemByHand(page: Page, code: string): Promise<void> {
  await page.getByTestId('code-entry').fill(code);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/scan/redeem'));
  await page.getByTestId('redeem-submit').click();
  expect((await answered).status()).toBe(200);
  await page.getByTestId('scan-result').waitFor();
}

describe.skipIf(browserMissing)('campaigns and tiers in the app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a running "×2 на стіки" on home and the scan screen, and names it in the doubled credit', async () => {
    await registerCustomer(journeyPhones.campaignBanner, {
      first_name: 'Остап',
      last_name: 'Мельник',
      email: 'ostap.campaign@example.com',
      birth_date: '1991-02-14',
    });
    const staff = await staffTab(browser);
    const customer = await openTab(browser);
    let campaignId: number | null = null;
    // Marketing runs the campaign through the back-office's API, signed in as a marketer (the journey of the editor
    // itself is the back-office's).
    const office = (method: 'post', path: string, data: object) =>
      staff.page.request[method](path, { data, headers: { 'X-Api-Key': e2eApiKey } });
    try {
      await signInStaff(staff.page, 'marketing');
      const created = await office('post', '/api/admin/campaigns', {
        brand: 'glo',
        name: '×2 на стіки',
        trigger: 'pack_code_credited',
        conditions: { code_kinds: ['sticks'] },
        effect: { kind: 'multiplier', factor: 2 },
        starts_at: new Date(Date.now() - hourMs).toISOString(),
        ends_at: new Date(Date.now() + 72 * hourMs).toISOString(),
      });
      expect(created.status(), await created.text()).toBe(201);
      campaignId = ((await created.json()) as { campaign: { id: number } }).campaign.id;
      expect((await office('post', `/api/admin/campaigns/${campaignId}/activate`, {})).status()).toBe(200);

      const code = await freshSticksCode(20);
      await logInWithSms(customer.page, customer.context, journeyPhones.campaignBanner);
      // Home: the campaign in a few words, its end as a weekday (it ends within three days), a link to the scan.
      const banner = customer.page.getByTestId('campaign-banner').filter({ hasText: '×2 XP за стіки' });
      await banner.waitFor();
      expect(await banner.locator('.campaign-banner__headline').textContent()).toMatch(
        /^×2 XP за стіки до (понеділка|вівторка|середи|четверга|п’ятниці|суботи|неділі)$/,
      );

      expect(await banner.locator('a').getAttribute('href')).toBe('/scan');

      await customer.page.goto('/scan/sticks');
      await customer.page.getByTestId('campaign-banner').filter({ hasText: '×2 XP за стіки' }).waitFor();
      await redeemByHand(customer.page, code);
      expect(await customer.page.getByTestId('scan-credited').textContent()).toBe('+40 XP');
      expect(
        await customer.page
          .getByTestId('scan-campaigns')
          .locator('li')
          .evaluateAll((lines) => lines.map((line) => line.textContent)),
      ).toEqual(['За код: +20 XP', '«×2 на стіки»: +20 XP']);
      expect(await customer.page.getByTestId('scan-balance').textContent()).toBe(`Мій баланс: ${formatXp(40, 'uk')}`);

      // The history tells the same scan as one line with its parts inside, not a line per ledger entry.
      await customer.page.goto('/history-bonuses');
      await customer.page.getByTestId('bonus-entry').first().waitFor();
      const rows = customer.page.getByTestId('bonus-entry');
      expect(await rows.count()).toBe(1);
      expect(await rows.first().locator('strong').textContent()).toBe('+40 XP');
      expect(await rows.first().textContent()).toContain(
        `…${code
          .replace(/[^0-9a-z]/gi, '')
          .slice(-4)
          .toUpperCase()}`,
      );
      expect(await rows.first().getByTestId('bonus-entry-parts').textContent()).toBe(
        '20 XP за код\u00a0· 20 XP за «×2 на стіки»',
      );
    } finally {
      // Journeys after this one count undoubled credits.
      if (campaignId !== null) await office('post', `/api/admin/campaigns/${campaignId}/end`, {});
      await customer.context.close();
      await staff.context.close();
    }
  });

  it('a scan that crosses the Золотий threshold moves the tier card to Золотий', async () => {
    await registerCustomer(journeyPhones.tierCrossing, {
      first_name: 'Ірина',
      last_name: 'Бондар',
      email: 'iryna.tier@example.com',
      birth_date: '1989-07-03',
    });
    // 990 XP earned: Срібний, 10 XP short of Золотий (1000) in the demo tier set.
    await runOps('xp:adjust', { phone: journeyPhones.tierCrossing, brand: 'glo', amount: '990', reason: 'e2e: до порогу рівня' });
    const code = await freshSticksCode(25);
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.tierCrossing);
      await page.getByTestId('tier-level').filter({ hasText: 'Срібний' }).waitFor();
      expect(await page.getByTestId('tier-missing').textContent()).toBe(`ще ${formatXp(10, 'uk')} до Золотого`);

      await page.goto('/scan/sticks');
      await redeemByHand(page, code);
      // Credited by the level held when the code came in (Срібний, ×1).
      expect(await page.getByTestId('scan-credited').textContent()).toBe('+25 XP');
      // The credit crossed into Золотий: a one-time card says so with what the level gives, under the result (the
      // credit and the new balance are read first, nothing covers them), and the result's level line has moved on.
      const levelUp = page.getByTestId('level-up');
      await levelUp.waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const resultBox = await page.getByTestId('scan-result').boundingBox();
      const cardBox = await levelUp.boundingBox();
      expect(cardBox!.y).toBeGreaterThanOrEqual(resultBox!.y + resultBox!.height);
      expect(await page.getByTestId('scan-balance').isVisible()).toBe(true);
      expect(await levelUp.getByRole('heading').textContent()).toBe('Вітаємо! Ти на рівні «Золотий»');
      expect(await levelUp.textContent()).toContain('Безкоштовна доставка');
      expect(await axeProblems(page, 'level-up card')).toEqual([]);
      await levelUp.getByRole('button', { name: 'Закрити' }).click();
      await levelUp.waitFor({ state: 'detached' });
      expect(await page.getByTestId('scan-tier').textContent()).toBe(`Золотий · ще ${formatXp(1985, 'uk')} до Платинового`);
      expect(await axeProblems(page, 'scan result with its progress')).toEqual([]);

      await page.goto('/');
      await page.getByTestId('tier-level').filter({ hasText: 'Золотий' }).waitFor();
      expect(await page.getByTestId('tier-missing').textContent()).toBe(`ще ${formatXp(1985, 'uk')} до Платинового`);
      // Congratulated once: home does not say it again.
      expect(await page.getByTestId('level-up').count()).toBe(0);
      await page.getByTestId('tier-line').click();
      await page.waitForURL('**/tiers');
      const current = page.locator('.tier-levels__item[aria-current="true"]');
      await current.waitFor();
      expect(await current.locator('h2').textContent()).toBe('Золотий');
    } finally {
      await context.close();
    }
  });
});
