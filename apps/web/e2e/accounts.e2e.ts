// Journeys: SMS login from a first visit, registration of a new customer, logout back to /auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { storageKeys } from '../src/config/constants.ts';
import {
  answerAgeGate,
  apiContext,
  browserMissing,
  confirmPhoneBySms,
  launchBrowser,
  logInWithSms,
  openTab,
  registerCustomer,
  storedSession,
} from './browser.ts';
import { e2eApiKey, journeyPhones } from './journey-phones.ts';

describe.skipIf(browserMissing)('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('first visit → /is18 → /auth → the code from the SMS outbox → home', async () => {
    await registerCustomer(journeyPhones.login, {
      first_name: 'Марко',
      last_name: 'Журба',
      email: 'marko.login@example.com',
      birth_date: '1988-11-02',
    });
    const { context, page } = await openTab(browser);
    try {
      await page.goto('/');
      await page.waitForURL('**/is18');
      await page.getByRole('button', { name: 'Так' }).click();
      await page.waitForURL('**/auth');

      await confirmPhoneBySms(page, context, journeyPhones.login);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Привіт, Марко!').waitFor();
      await page.getByTestId('menu-button').waitFor();

      const session = await storedSession(page);
      expect(session.token).toBeTruthy();
      expect(session.shopIds.glo).toBeGreaterThan(0);
      // The session cookie is HttpOnly: the page's scripts cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'session');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
    } finally {
      await context.close();
    }
  });

  it('registers a new customer: unknown phone → /registration → form → home, and get-user knows them', async () => {
    const { context, page } = await openTab(browser);
    try {
      await answerAgeGate(page);
      await confirmPhoneBySms(page, context, journeyPhones.registration);
      await page.waitForURL('**/registration');
      // The ticket travels in the tab's storage, never in the address.
      expect(new URL(page.url()).search).toBe('');
      expect(await page.getByTestId('back-link').count()).toBe(0);

      const form = page.getByTestId('registration-form');
      await form.waitFor();
      await page.getByLabel('Ім’я').fill('Ірина');
      await page.getByLabel('Прізвище').fill('Мельник');
      const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/check-email'));
      await page.getByLabel('Email').fill('iryna.registration@example.com');
      await page.getByLabel('Дата народження').focus();
      expect((await checked).ok()).toBe(true);
      // Typed on the number pad as дд.мм.рррр whatever the browser's locale; the dots come by themselves.
      await page.getByLabel('Дата народження').pressSequentially('08031995');
      expect(await page.getByLabel('Дата народження').inputValue()).toBe('08.03.1995');
      await page.getByRole('checkbox').check();
      await page.getByTestId('registration-submit').click();

      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Привіт, Ірина!').waitFor();

      const session = await storedSession(page);
      expect(session.shopIds.glo).toBeGreaterThan(0);
      expect(session.shopIds.ogo).toBeGreaterThan(0);
      // The tab's session (cookie) reads the new record back.
      const answer = await page.request.post('/api/user/get-user', {
        headers: { 'X-Api-Key': e2eApiKey },
        data: { id: session.shopIds.glo, product: 'glo' },
      });
      expect(answer.status()).toBe(200);
      const { user } = (await answer.json()) as { user: Record<string, unknown> };
      expect(user).toMatchObject({
        id: session.shopIds.glo,
        first_name: 'Ірина',
        last_name: 'Мельник',
        email: 'iryna.registration@example.com',
        phone: journeyPhones.registration,
      });
    } finally {
      await context.close();
    }
  });

  it('logout returns to /auth, keeps only the version key and ends the session on the server', async () => {
    await registerCustomer(journeyPhones.logout, {
      first_name: 'Тарас',
      last_name: 'Вихід',
      email: 'taras.logout@example.com',
      birth_date: '1979-01-30',
    });
    const { context, page } = await openTab(browser);
    try {
      await logInWithSms(page, context, journeyPhones.logout);
      // The version check has stored the build's version: the one key that must survive.
      await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, storageKeys.appVersion);
      const { token } = await storedSession(page);
      expect(token).toBeTruthy();

      await page.getByTestId('menu-button').click();
      const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
      await page.getByTestId('logout').click();
      expect((await loggedOut).status()).toBe(200);
      await page.waitForURL('**/auth');
      await page.getByTestId('auth-page').waitFor();
      expect(await page.getByTestId('menu-button').count()).toBe(0);

      const keys = await page.evaluate(() => Object.keys(window.localStorage));
      expect(keys).toEqual([storageKeys.appVersion]);
      expect((await context.cookies()).some((cookie) => cookie.name === 'session')).toBe(false);

      // The old token no longer opens anything.
      const api = await apiContext();
      try {
        const check = await api.post('/api/auth/check-token', { headers: { Authorization: `Bearer ${token}` }, data: {} });
        expect(check.status()).toBe(200);
        expect(await check.json()).toEqual({ code: 200 });
      } finally {
        await api.dispose();
      }
    } finally {
      await context.close();
    }
  });
});
