// Journey: after one online visit, home opens offline with the balance that was seen, and says when it
// was fetched; logging out deletes what was kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer } from './browser.ts';
import { journeyPhones } from './journey-phones.ts';

/**
 * Whether the app's kept answers are in IndexedDB (idb-keyval's default database and store). Asking must not create
 * the database: opened before the app made it, an empty 'keyval-store' without its store would stop idb-keyval from
 * ever writing (its store is made only on an upgrade), so the check aborts that upgrade and answers false.
 */
function keptInIndexedDb(page: Page): Promise<boolean> {
  return keptQueryRoots(page).then((roots) => roots !== null);
}

/** The first part of each kept answer's key ("balance", "programme"…), or null when nothing is kept. */
function keptQueryRoots(page: Page): Promise<string[] | null> {
  return page.evaluate(
    () =>
      new Promise<string[] | null>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('keyval')) {
            database.close();
            resolve(null);
            return;
          }
          const request = database.transaction('keyval').objectStore('keyval').get('loyalty.query-cache');
          request.onsuccess = () => {
            database.close();
            const kept = request.result as { state: { queries: { queryKey: unknown[] }[] } } | undefined;
            resolve(kept ? kept.state.queries.map((query) => String(query.queryKey[0])) : null);
          };
          request.onerror = () => {
            database.close();
            resolve(null);
          };
        };
        open.onerror = () => resolve(null);
      }),
  );
}

describe.skipIf(browserMissing)('offline data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the last balance offline with its time, and forgets it at logout', async () => {
    await registerCustomer(journeyPhones.offlineBalance, {
      first_name: 'Ганна',
      last_name: 'Офлайн',
      email: 'hanna.offline@example.com',
      birth_date: '1990-03-03',
    });
    const { context, page } = await openTab(browser, { serviceWorkers: 'allow' });
    try {
      await logInWithSms(page, context, journeyPhones.offlineBalance);
      const balance = page.getByTestId('home-balance');
      await expect.poll(() => balance.textContent()).toMatch(/\d+\s*XP/);
      const seen = (await balance.textContent()) ?? '';
      // The worker takes the page of the first visit as soon as it is active (what that visit opens is then cached);
      // the answers are kept a second after they arrive.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
      // A page opened in this visit (its code and its answers) opens offline later.
      await page.goto('/tiers');
      await page.getByTestId('tier-levels').waitFor();
      await expect.poll(() => keptQueryRoots(page), { timeout: 10_000 }).toContain('programme');
      await page.goto('/');
      await expect.poll(() => balance.textContent()).toBe(seen);
      await expect.poll(() => keptQueryRoots(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(['balance', 'programme']));

      // Nothing may come from the server from here on: the balance on screen is the kept one.
      await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe(seen);
      // Chromium reports navigator.onLine as true on a page reloaded under Playwright's offline emulation (every
      // request still fails); toggling the emulation makes the page see the 'offline' event a phone would.
      if (await page.evaluate(() => navigator.onLine)) {
        await context.setOffline(false);
        await context.setOffline(true);
      }
      await page.getByTestId('offline-banner').waitFor();
      // Not "Рахуємо бали…" forever: the balance seen online, with the time it was fetched.
      await expect.poll(() => balance.textContent()).toBe(seen);
      expect(await page.getByTestId('offline-freshness').textContent()).toMatch(/^оновлено \d{2}:\d{2}$/);
      await page.goto('/tiers');
      await page.getByTestId('tier-levels').waitFor({ timeout: 10_000 });
      await page.goto('/');
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe(seen);

      await context.unroute('**/api/**');
      await context.setOffline(false);
      await expect.poll(() => page.getByTestId('offline-freshness').count()).toBe(0);

      // Logout deletes what was kept: the next person on this device sees none of it.
      await page.getByTestId('menu-button').click();
      await page.getByTestId('logout').click();
      await page.waitForURL('**/auth');
      await expect.poll(() => keptInIndexedDb(page), { timeout: 10_000 }).toBe(false);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
