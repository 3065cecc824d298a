// Sweep over every back-office screen at 1280 px: the sign-in and password pages, then each screen of the admin app's
// own route table (apps/admin/src/app/navigation.ts, so a new screen is swept without being listed here) signed in as
// an admin, who may open them all, and the pages under them (a customer, an order, the news, campaign and segment
// editors). axe-core finds no critical or serious WCAG 2.2 A/AA violation and each page has one h1. Each problem is
// collected, so one run lists them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screens } from '../../admin/src/app/navigation.ts';
import { axeProblems } from './axe.ts';
import { browserMissing, launchBrowser, registerCustomer, requestsInFlight, settledWhen } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';
import { signInStaff, staffTab } from './staff.ts';

/** The screen's own ready condition: its heading is drawn and no loader is left (Mantine's, while data is on its way). */
function screenReady(): boolean {
  return document.querySelector('h1') !== null && document.querySelector('.mantine-Loader-root') === null;
}

async function problemsOf(page: Page, label: string): Promise<string[]> {
  const problems = await axeProblems(page, label);
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) problems.push(`${label}: ${h1} h1 headings`);
  return problems;
}

describe.skipIf(browserMissing)('back-office accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has no serious or critical violation on any back-office screen', async () => {
    // A person to open on the customer page.
    await registerCustomer(journeyPhones.accessibility, {
      first_name: 'Ліна',
      last_name: 'Доступна',
      email: 'lina.a11y@example.com',
      birth_date: '1992-06-06',
    });
    const { context, page } = await staffTab(browser);
    const requests = requestsInFlight(page);
    const settled = () => settledWhen(page, requests, screenReady);
    const problems: string[] = [];
    try {
      await signInStaff(page, 'admin', async (step) => {
        problems.push(...(await problemsOf(page, `/admin ${step}`)));
      });
      expect(screens.length).toBeGreaterThan(10);
      for (const screen of screens) {
        await page.goto(`/admin${screen.path}`);
        await settled();
        problems.push(...(await problemsOf(page, screen.path)));
      }

      // The pages under the lists: a customer found by phone, the first order if there is one, a new news item.
      await page.goto(`/admin/customers?query=${encodeURIComponent(journeyPhones.accessibility)}`);
      await page.getByTestId('customer-row').first().getByRole('link').first().click();
      await page.getByTestId('brand-glo').waitFor();
      await settled();
      problems.push(...(await problemsOf(page, '/customers/:id')));

      await page.goto('/admin/orders');
      await settled();
      const order = page.getByTestId('order-row').first().getByRole('link').first();
      if ((await order.count()) > 0) {
        await order.click();
        await page.waitForURL(/\/admin\/orders\/\d+$/);
        await settled();
        problems.push(...(await problemsOf(page, '/orders/:number')));
      }

      // The editors under the lists: a new news item, a new campaign, a new segment.
      for (const path of ['/news/new', '/campaigns/new', '/segments/new']) {
        await page.goto(`/admin${path}`);
        await settled();
        problems.push(...(await problemsOf(page, path)));
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 480_000);
});
