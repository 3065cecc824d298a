// Journey (issue 39): marketing creates "×2 на стіки у вихідні" in the back-office — sticks only, a multiplier of 2,
// a budget — checks its rules in one line and activates it; a customer then scans a sticks code in the app and gets
// the code's XP doubled, the extra credited by the campaign by name. The journey ends the campaign, so journeys after
// it credit codes as they expect.
//
// The e2e server's clock is the machine's: the campaign's days are Saturday and Sunday plus today's Kyiv day of week
// when today is a weekday, so the scan always falls on one of its days and the weekend rule stays in its conditions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { isoDayOfWeek } from '@loyalty/domain/campaigns';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer, runOps } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';
import { signInStaff, staffTab } from './staff.ts';

const campaignName = '×2 на стіки у вихідні';

async function freshSticksCode(xp: number): Promise<string> {
  const data = await runOps('codes:generate', {
    brand: 'glo',
    xp: String(xp),
    count: '1',
    kind: 'sticks',
    batch: 'e2e-campaign',
  });
  const [code] = data.codes as string[];
  if (!code) throw new Error('codes:generate gave no code');
  return code;
}

/** The text with no-break spaces as plain ones (numbers are grouped with U+00A0). */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

async function endCampaign(page: Page): Promise<void> {
  await page.getByTestId('campaign-end').click();
  await page.getByTestId('campaign-end-confirm').click();
  await page.getByTestId('campaign-head').getByText('Завершено').waitFor();
}

describe.skipIf(browserMissing)('campaigns in the back-office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('marketing creates and activates "×2 на стіки у вихідні"; a customer scanning sticks gets double XP named by it', async () => {
    await registerCustomer(journeyPhones.adminCampaign, {
      first_name: 'Марта',
      last_name: 'Вихідна',
      email: 'marta.campaign@example.com',
      birth_date: '1991-03-09',
    });
    const staff = await staffTab(browser);
    const customer = await openTab(browser);
    let activated = false;
    try {
      await signInStaff(staff.page, 'marketing');
      // The menu groups the marketing screens.
      const menu = staff.page.getByRole('navigation', { name: 'Розділи' });
      await menu.getByText('Маркетинг').waitFor();
      await menu.getByRole('link', { name: 'Кампанії' }).click();
      await staff.page.getByRole('heading', { name: 'Кампанії', level: 1 }).waitFor();
      await staff.page.getByTestId('campaign-new').click();

      await staff.page.getByTestId('campaign-name').fill(campaignName);
      await staff.page.getByTestId('kind-sticks').check();
      const today = isoDayOfWeek(kyivCalendarDate());
      // A day is a chip: its label takes the click (the checkbox under it is hidden).
      for (const day of new Set([6, 7, today]))
        await staff.page.getByTestId(`day-${day}`).locator('xpath=following-sibling::label').click();
      await staff.page.getByTestId('campaign-budget').fill('1000');
      // The rules in one line, as marketing reads them before saving.
      const weekdays = today < 6 ? [...new Set([today, 6, 7])] : [6, 7];
      const summary = plain(await staff.page.getByTestId('campaign-summary').textContent());
      expect(summary.startsWith('×2 XP за стіки, ')).toBe(true);
      expect(summary.endsWith('до 1 000 XP бюджету')).toBe(true);
      expect(weekdays.length === 2 ? summary.includes('сб–нд') : summary.includes('нд')).toBe(true);

      const saved = staff.page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/campaigns') && response.request().method() === 'POST',
      );
      await staff.page.getByTestId('campaign-save').click();
      expect((await saved).status()).toBe(201);
      await staff.page.waitForURL(/\/admin\/campaigns\/\d+$/);
      await staff.page.getByTestId('campaign-activate').click();
      await staff.page.getByTestId('campaign-activate-confirm').click();
      await staff.page.getByTestId('campaign-head').getByText('Активна').waitFor();
      activated = true;

      // The customer scans a sticks code worth 25 XP by hand.
      const code = await freshSticksCode(25);
      await logInWithSms(customer.page, customer.context, journeyPhones.adminCampaign);
      await customer.page.goto('/scan/sticks');
      await customer.page.getByTestId('code-entry').fill(code);
      const answered = customer.page.waitForResponse((response) => response.url().endsWith('/api/scan/redeem'));
      await customer.page.getByTestId('redeem-submit').click();
      // The spec's answers are { data: … } or the body itself; either way its fields are these.
      const raw = (await (await answered).json()) as Record<string, unknown>;
      const body = ('data' in raw ? raw.data : raw) as { credited: number; balance: number; campaigns?: unknown };
      // The code's own 25 XP, and the campaign's entry of its own doubling them, named.
      expect(body.credited).toBe(25);
      expect(body.campaigns).toEqual([{ name: campaignName, xp: 25 }]);
      expect(body.balance).toBe(50);
      await customer.page.getByTestId('scan-result').waitFor();
      expect(await customer.page.getByTestId('scan-result').getAttribute('data-outcome')).toBe('credited');
      expect(plain(await customer.page.getByTestId('scan-balance').textContent())).toBe('Мій баланс: 50 XP');
      // The app says the campaign doubled it: all the scan earned, then where it came from.
      expect(plain(await customer.page.getByTestId('scan-credited').textContent())).toBe('+50 XP');
      expect(
        (
          await customer.page
            .getByTestId('scan-campaigns')
            .locator('li')
            .evaluateAll((lines) => lines.map((line) => line.textContent ?? ''))
        ).map(plain),
      ).toEqual(['За код: +25 XP', '«×2 на стіки у вихідні»: +25 XP']);

      // The back-office follows: 25 of the budget spent.
      await staff.page.reload();
      await staff.page.getByTestId('campaign-head').getByText('Активна').waitFor();
      expect(plain(await staff.page.getByTestId('campaign-head').textContent())).toContain('25 з 1 000 XP');
      await endCampaign(staff.page);
      activated = false;
    } finally {
      // A campaign left running would double every later journey's sticks code.
      if (activated) await endCampaign(staff.page).catch(() => undefined);
      await customer.context.close();
      await staff.context.close();
    }
  }, 240_000);
});
