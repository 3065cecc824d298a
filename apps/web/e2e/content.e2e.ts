// Journey (content): from the burger menu to /news, open a news item (logo hidden, back to /news) and go
// back; the page views reach the server's analytics outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

describe.skipIf(browserMissing)('content', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a news item from the list and goes back to the list', async () => {
    await registerCustomer(journeyPhones.news, {
      first_name: 'Ірина',
      last_name: 'Мельник',
      email: 'iryna.news@example.com',
      birth_date: '1991-02-17',
    });
    const { context, page } = await openTab(browser);
    try {
      const pageViews: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/analytics/send-bat-event') && response.status() === 200) {
          pageViews.push((response.request().postDataJSON() as { data: { page_url: string } }).data.page_url);
        }
      });
      await logInWithSms(page, context, journeyPhones.news);

      await page.getByTestId('menu-button').click();
      await page.getByTestId('burger-menu').getByRole('link', { name: 'Новини' }).click();
      await page.waitForURL('**/news');
      const card = page.getByTestId('news-card').first();
      await card.waitFor();
      const title = (await card.locator('.news-card__title').textContent()) ?? '';
      expect(title.length).toBeGreaterThan(0);
      // Covers below the first are lazy and carry their size, so the list does not jump as they load; the list shows
      // them as thumbnails of compact cards, several to a screen.
      const second = page.getByTestId('news-card').nth(1).locator('img');
      expect(await second.getAttribute('loading')).toBe('lazy');
      expect(await second.getAttribute('width')).toBe('88');
      expect((await page.getByTestId('news-card').nth(1).boundingBox())!.height).toBeLessThan(200);
      // Our pictures come as WebP in two widths: the browser picks one from srcset and it arrives.
      expect(await second.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-640\.webp 640w$/);
      const firstCover = card.locator('img');
      await expect
        .poll(() =>
          firstCover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc),
        )
        .toMatch(/\/media\/(news|library)\/.+-(320|640)\.webp$/);

      await card.click();
      await page.waitForURL(/\/news\/\d+$/);
      await page.getByTestId('news-item').getByRole('heading', { name: title }).waitFor();
      // News detail hides the logo (spec section 2); its back arrow leads to /news.
      expect(await page.locator('.header__logo').count()).toBe(0);
      await page.getByTestId('back-link').click();
      await page.waitForURL(/\/news$/);
      await page.getByTestId('news-card').first().waitFor();

      await expect.poll(() => pageViews.some((url) => /^\/news\/\d+$/.test(url)), { timeout: 10_000 }).toBe(true);
      expect(pageViews).toContain('/news');
    } finally {
      await context.close();
    }
  });
});
