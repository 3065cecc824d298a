// Journeys, the back-office at /admin in a staff member's own browser next to a customer's: a moderator
// approves one customer's document and rejects another's with a reason, and each app follows; support
// adds XP and the customer's balance follows, and a credit above the approval threshold reaches it only once a second
// support member approves it; marketing uploads a cover, publishes a news item with it, and the customer reads it with
// that cover; marketing adds a sales point the customer then finds on /go-buy, and deletes it; a staff member turns
// two-factor sign-in on, signs in with the code and turns it off (issue 35); support sees one person's two brands side
// by side and ends their sessions, and the app signs out; an admin's dashboard figures follow the period and the brand
// chosen. Each staff account comes from `ops staff:create` and changes its generated password at first sign-in. The
// staff browser is 1280 px wide, as an office screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { formatUaPhone } from '@loyalty/domain/phone-format';
import { e2eApiKey, journeyPhones } from './journey-phones.ts';
import { browserMissing, launchBrowser, logInWithSms, openTab, registerCustomer, runOps } from './browser.ts';
import { signInStaff, staffPassword, staffTab } from './staff.ts';

/** A 1×1 PNG: the document photo the customer sends. */
const documentPhoto = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The whole number a dashboard figure shows ("1 234 XP" → 1234). */
async function figure(page: Page, testId: string): Promise<number> {
  const value = (await page.getByTestId(testId).locator('p').nth(1).textContent()) ?? '';
  return Number(value.replace(/\D/g, ''));
}

/** Sends the age-verification form from the customer's own page, as the app does. */
async function submitDocument(page: Page, person: { first: string; last: string; birth: string }): Promise<number> {
  return page.evaluate(
    async ({ photo, key, person }) => {
      const form = new FormData();
      form.set('document_type', 'passport');
      form.set('first_name', person.first);
      form.set('last_name', person.last);
      form.set('birth_date', person.birth);
      const bytes = Uint8Array.from(atob(photo), (char) => char.charCodeAt(0));
      form.set('photo', new Blob([bytes], { type: 'image/png' }), 'passport.png');
      const response = await fetch('/api/verification/submit', {
        method: 'POST',
        body: form,
        headers: { 'X-Api-Key': key },
        credentials: 'same-origin',
      });
      return response.status;
    },
    { photo: documentPhoto, key: e2eApiKey, person },
  );
}

describe.skipIf(browserMissing)('back-office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a moderator approves one document and rejects another with a reason, and each customer’s app follows', async () => {
    const people = [
      { phone: journeyPhones.adminVerified, first: 'Ганна', last: 'Дуб', email: 'hanna.admin@example.com', birth: '1990-04-12' },
      { phone: journeyPhones.adminRejected, first: 'Іван', last: 'Клен', email: 'ivan.admin@example.com', birth: '1988-11-02' },
    ] as const;
    const customers = [await openTab(browser), await openTab(browser)];
    const staff = await staffTab(browser);
    try {
      for (const [index, person] of people.entries()) {
        await registerCustomer(person.phone, {
          first_name: person.first,
          last_name: person.last,
          email: person.email,
          birth_date: person.birth,
        });
        const customer = customers[index]!;
        await logInWithSms(customer.page, customer.context, person.phone);
        await customer.page.waitForURL((url) => url.pathname === '/');
        expect(await submitDocument(customer.page, person)).toBe(201);
      }

      await signInStaff(staff.page, 'moderator');
      // Everyone lands on the overview; the menu shows a moderator's screens only.
      await staff.page.waitForURL('**/admin/dashboard');
      expect(await staff.page.getByRole('navigation', { name: 'Розділи' }).getByRole('link', { name: 'Клієнти' }).count()).toBe(
        0,
      );
      await staff.page.getByRole('link', { name: 'Верифікація віку' }).click();

      // The first: the photo beside what she entered and registered with; approved with the key A.
      await staff.page.getByTestId('verification-request').filter({ hasText: people[0].phone }).click();
      const document = staff.page.getByTestId('verification-document');
      await document.getByRole('heading', { name: people[0].phone }).waitFor();
      await document.getByTestId('verification-entered').getByText('Ганна Дуб').waitFor();
      expect(
        await document
          .getByRole('img', { name: `Фото документа ${people[0].phone}` })
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
      // Her registration records by name; a moderator cannot open the customer page, so they are not links.
      expect(await document.getByTestId('verification-customer-link-text').count()).toBeGreaterThan(0);
      expect(await document.getByTestId('verification-customer-link').count()).toBe(0);
      await staff.page.keyboard.press('a');
      await staff.page.getByTestId('verification-undo-bar').filter({ hasText: people[0].phone }).waitFor();
      await staff.page.getByTestId('verification-send-now').click();
      await staff.page.getByText(`Вік ${people[0].phone} підтверджено, клієнт отримає SMS.`).waitFor();

      // The second: rejected with a reason the customer will read.
      await staff.page.getByTestId('verification-request').filter({ hasText: people[1].phone }).click();
      await document.getByRole('heading', { name: people[1].phone }).waitFor();
      await document.getByTestId('verification-reason').fill('Дані не збігаються з документом');
      await document.getByTestId('verification-reject').click();
      await staff.page.getByTestId('verification-send-now').click();
      await staff.page.getByText(`Заявку ${people[1].phone} відхилено, клієнт отримає SMS з причиною.`).waitFor();
      await staff.page.getByTestId('verification-request').filter({ hasText: people[1].phone }).waitFor({ state: 'detached' });

      await customers[0]!.page.goto('/verification');
      await customers[0]!.page.getByText('Вік підтверджено').waitFor();
      await customers[1]!.page.goto('/verification');
      expect(await customers[1]!.page.getByTestId('rejection-reason').textContent()).toBe(
        'Причина: Дані не збігаються з документом',
      );
    } finally {
      for (const customer of customers) await customer.context.close();
      await staff.context.close();
    }
  });

  it('support finds a customer by phone in any format, adds XP with a reason, and the balance follows', async () => {
    const phone = journeyPhones.adminXp;
    await registerCustomer(phone, {
      first_name: 'Остап',
      last_name: 'Вишня',
      email: 'ostap.admin@example.com',
      birth_date: '1987-02-03',
    });
    const customer = await openTab(browser);
    const staff = await staffTab(browser);
    try {
      await logInWithSms(customer.page, customer.context, phone);
      await customer.page.waitForURL((url) => url.pathname === '/');
      // 0 XP at first; a retry starts from the first attempt's credit.
      const balance = customer.page.getByTestId('home-balance').filter({ hasText: /^\d+ XP$/ });
      await balance.waitFor();
      const before = Number.parseInt((await balance.textContent()) ?? '', 10);
      const after = before + 150;

      await signInStaff(staff.page, 'support');
      await staff.page.getByRole('link', { name: 'Клієнти' }).click();
      // As a caller dictates it: 0 67 555 08 02.
      await staff.page
        .getByTestId('customer-search')
        .fill(`0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`);
      await staff.page.getByRole('button', { name: 'Знайти' }).click();
      // One row per person, whatever brands they have; the person's page opens on the glo record, the app's.
      const row = staff.page.getByTestId('customer-row').filter({ hasText: phone });
      await row.getByRole('link', { name: phone }).click();
      await staff.page.getByTestId('brand-glo').waitFor();
      await staff.page.getByTestId('xp-amount').fill('150');
      await staff.page.getByTestId('xp-reason').fill('Компенсація за затримку доставки');
      await staff.page.getByTestId('xp-submit').click();
      await staff.page.getByTestId('xp-confirm').click();
      await staff.page.getByText(`Готово. Баланс: ${after} XP`).waitFor();
      await staff.page.getByTestId('customer-ledger').getByText('Компенсація за затримку доставки').waitFor();

      await customer.page.reload();
      await customer.page
        .getByTestId('home-balance')
        .filter({ hasText: new RegExp(`^${after} XP$`) })
        .waitFor();
      // The customer reads who credited it; the operator's reason is for staff (decision 0075).
      await customer.page.goto('/history-bonuses');
      await customer.page.getByText('Нарахування від служби підтримки').first().waitFor();
      expect(await customer.page.getByText('Компенсація за затримку доставки').count()).toBe(0);
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  });

  it('a credit above the threshold waits until a second support member approves it, then the balance follows', async () => {
    const phone = journeyPhones.adminXpApproval;
    await registerCustomer(phone, {
      first_name: 'Леся',
      last_name: 'Гай',
      email: 'lesia.admin@example.com',
      birth_date: '1991-06-14',
    });
    const customer = await openTab(browser);
    const requester = await staffTab(browser);
    const approver = await staffTab(browser);
    try {
      await signInStaff(requester.page, 'support');
      await requester.page.getByRole('link', { name: 'Клієнти' }).click();
      await requester.page.getByTestId('customer-search').fill(phone);
      await requester.page.getByRole('button', { name: 'Знайти' }).click();
      await requester.page.getByTestId('customer-row').filter({ hasText: phone }).getByRole('link', { name: phone }).click();
      await requester.page.getByTestId('brand-glo').waitFor();
      // The server's default XP_ADJUST_APPROVAL_THRESHOLD is 1000.
      await requester.page.getByTestId('xp-amount').fill('1500');
      await requester.page.getByTestId('xp-reason').fill('Компенсація за зіпсовану партію');
      await requester.page.getByTestId('xp-submit').click();
      await requester.page.getByTestId('xp-confirm').click();
      await requester.page.getByText('Нарахування понад поріг чекає погодження іншого працівника. Баланс зараз: 0 XP').waitFor();
      // The requester sees the request in the queue but cannot decide it.
      await requester.page.getByRole('link', { name: 'Погодження балів' }).click();
      await requester.page
        .getByTestId('xp-adjustment-row')
        .filter({ hasText: formatUaPhone(phone) })
        .getByText('Ваш запит: вирішує інший працівник.')
        .waitFor();

      await signInStaff(approver.page, 'support');
      await approver.page.getByRole('link', { name: 'Погодження балів' }).click();
      // The queue writes the phone as a person reads it: +380 67 555 08 04.
      const request = approver.page.getByTestId('xp-adjustment-row').filter({ hasText: formatUaPhone(phone) });
      await request.getByText('Компенсація за зіпсовану партію').waitFor();
      await request.getByTestId('xp-approve').click();
      await approver.page.getByTestId('xp-approve-confirm').click();
      await request.waitFor({ state: 'detached' });

      await logInWithSms(customer.page, customer.context, phone);
      await customer.page.waitForURL((url) => url.pathname === '/');
      await customer.page
        .getByTestId('home-balance')
        .filter({ hasText: /^1[\s\u00a0\u202f]?500 XP$/ })
        .waitFor();
    } finally {
      await customer.context.close();
      await requester.context.close();
      await approver.context.close();
    }
  });

  it('marketing uploads a cover, publishes a news item, and the customer reads it in the app with that cover', async () => {
    const phone = journeyPhones.adminNews;
    await registerCustomer(phone, {
      first_name: 'Марта',
      last_name: 'Сонях',
      email: 'marta.admin@example.com',
      birth_date: '1993-08-21',
    });
    const customer = await openTab(browser);
    const staff = await staffTab(browser);
    // A retry finds the first attempt's cover and news item: each attempt names its own.
    const attempt = Date.now().toString(36).slice(-5);
    const title = `Зимові бонуси glo™ ${attempt}`;
    try {
      await signInStaff(staff.page, 'marketing');
      await staff.page.getByRole('link', { name: 'Новини' }).click();
      await staff.page.getByTestId('news-new').click();
      await staff.page.getByTestId('news-title').fill(title);
      await staff.page.getByTestId('news-summary').fill('Подвійні XP за сканування до кінця грудня');
      // A photo as a camera writes it, a JPEG (drawn in the page): the server turns it into WebP of the app's widths.
      const cover = Buffer.from(
        await staff.page.evaluate(() => {
          const canvas = document.createElement('canvas');
          canvas.width = 900;
          canvas.height = 900;
          const context = canvas.getContext('2d');
          if (context) {
            context.fillStyle = '#ff7a1a';
            context.fillRect(0, 0, 900, 900);
          }
          return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
        }),
        'base64',
      );
      await staff.page
        .getByTestId('cover-picker')
        .locator('input[type=file]')
        .setInputFiles({ name: `winter-bonus-${attempt}.jpg`, mimeType: 'image/jpeg', buffer: cover });
      await staff.page.getByText('Зображення додано в медіатеку glo і обрано.').waitFor();
      const chosen = staff.page.getByRole('radio', { name: `Обрати «winter-bonus-${attempt}»` });
      expect(await chosen.getAttribute('aria-checked')).toBe('true');
      const src = (await staff.page.getByTestId('preview-cover').getAttribute('src')) ?? '';
      expect(src).toMatch(/^\/media\/library\/glo-[a-f0-9]{24}-640\.webp$/);
      await staff.page.getByTestId('news-body').click();
      await staff.page.keyboard.type('Скануй коди з пачок і отримуй удвічі більше балів.');
      await staff.page.getByTestId('news-publish').click();
      await staff.page.getByTestId('news-publish-confirm').click();
      await staff.page.getByText('Опубліковано: новина вже в застосунку glo.').waitFor();
      await staff.page.waitForURL(/\/admin\/news\/\d+$/);
      await staff.page.getByTestId('news-state').getByText('Опубліковано').waitFor();

      await logInWithSms(customer.page, customer.context, phone);
      await customer.page.waitForURL((url) => url.pathname === '/');
      await customer.page.goto('/news');
      const card = customer.page.getByTestId('news-card').filter({ hasText: title });
      await card.waitFor();
      const picture = card.locator('img');
      expect(await picture.getAttribute('src')).toBe(src);
      await picture.scrollIntoViewIfNeeded();
      // Loaded and decoded (decode() waits for the load, and fails for a broken picture), not merely named.
      expect(await picture.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth > 0))).toBe(
        true,
      );
      await card.click();
      await customer.page.getByText('Скануй коди з пачок і отримуй удвічі більше балів.').waitFor();
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  });

  it('marketing adds a sales point, the customer finds it on /go-buy open or closed by its hours, and it goes when deleted', async () => {
    const phone = journeyPhones.adminStores;
    await registerCustomer(phone, {
      first_name: 'Орест',
      last_name: 'Ясень',
      email: 'orest.admin@example.com',
      birth_date: '1992-05-17',
    });
    const customer = await openTab(browser);
    const staff = await staffTab(browser);
    // A retry finds the first attempt's store: each attempt names its own, in a city the demo stores do not have.
    const name = `ТЦ Ужгород Плаза ${Date.now().toString(36).slice(-5)}`;
    try {
      await signInStaff(staff.page, 'marketing');
      await staff.page.getByRole('link', { name: 'Магазини' }).click();
      await staff.page.getByTestId('store-row').first().waitFor();
      await staff.page.getByTestId('store-new').click();
      await staff.page.getByTestId('store-name').fill(name);
      await staff.page.getByTestId('store-city').fill('Ужгород');
      await staff.page.getByTestId('store-address').fill('вул. Собранецька, 89');
      await staff.page.getByTestId('store-phone').fill('0312 61 00 00');
      await staff.page.getByTestId('store-latitude').fill('48,6208');
      await staff.page.getByTestId('store-longitude').fill('22.2879');
      // Hours outside the format are refused under the field, with the format.
      await staff.page.getByTestId('store-hours').fill('з 10 до 20');
      await staff.page.getByTestId('store-submit').click();
      await staff.page
        .getByTestId('store-form')
        .getByText(/^Формат: «Пн–Пт 08:00–21:00/)
        .waitFor();
      await staff.page.getByTestId('store-hours').fill('Пн–Пт 10:00–20:00, Сб–Нд вихідний');
      await staff.page.getByTestId('store-submit').click();
      await staff.page.getByText(`Магазин «${name}» додано.`).waitFor();
      await staff.page.getByTestId('store-row').filter({ hasText: name }).waitFor();

      await logInWithSms(customer.page, customer.context, phone);
      await customer.page.goto('/go-buy');
      await customer.page.getByTestId('store').first().waitFor();
      await customer.page.getByTestId('store-search').fill('Ужгород');
      const card = customer.page.getByTestId('store').filter({ hasText: name });
      await card.waitFor();
      expect(await card.getByText('+380 31 261 00 00').count()).toBe(1);
      // The app reads the hours written in the back-office: an «open» or «closed» badge, not the text as it is.
      expect(await card.getByTestId('store-opening').count()).toBe(1);
      expect(await card.getByTestId('store-route').getAttribute('href')).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=48.620800,22.287900',
      );

      const row = staff.page.getByTestId('store-row').filter({ hasText: name });
      await row.getByTestId('store-delete').click();
      await staff.page.getByTestId('store-delete-confirm').click();
      await staff.page.getByText(`Магазин «${name}» видалено.`).waitFor();
      await row.waitFor({ state: 'detached' });
      // A new visit asks again (an open page keeps its list up to five minutes).
      await customer.page.goto('/go-buy');
      await customer.page.getByTestId('store').first().waitFor();
      expect(await customer.page.getByTestId('store').filter({ hasText: name }).count()).toBe(0);
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  });

  it('a staff member turns two-factor sign-in on, signs in with the code, and turns it off', async () => {
    const staff = await staffTab(browser);
    try {
      const { page } = staff;
      const email = await signInStaff(page, 'support');
      await page.getByRole('link', { name: 'Мій акаунт' }).click();
      const card = page.getByTestId('totp-card');
      // Setting up asks for the password again.
      await card.getByLabel('Поточний пароль').fill(staffPassword);
      await card.getByRole('button', { name: 'Налаштувати' }).click();
      const secret = (await card.locator('code').textContent()) ?? '';
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
      // The server takes the code of the step before, this one or the next, each once and never an older one than the
      // last used. Turning it on with the step before's code leaves this step's for signing in and the next one's for
      // turning it off, so nothing waits for a new step; only near a step's end (where the step before would be two
      // steps back by the time the server reads it) this waits for the next step to begin.
      const stepMs = 30_000;
      if (Date.now() % stepMs > stepMs - 10_000) await page.waitForTimeout(stepMs - (Date.now() % stepMs) + 200);
      const step = Math.floor(Date.now() / stepMs);
      await card.getByLabel('Код з застосунку-автентифікатора').fill(totp.generate({ timestamp: (step - 1) * stepMs }));
      await card.getByRole('button', { name: 'Увімкнути' }).click();
      await card.getByText('Увімкнено: при вході потрібен код із застосунку.').waitFor();

      await page.getByTestId('logout').click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Пароль').fill(staffPassword);
      await page.getByRole('button', { name: 'Увійти' }).click();
      // Without the code: the same answer as a wrong password.
      await page.getByRole('alert').filter({ hasText: 'Неправильний email, пароль або код автентифікатора' }).waitFor();
      // The code that turned it on is used up: this step's.
      await page.getByLabel('Код із застосунку-автентифікатора').fill(totp.generate({ timestamp: step * stepMs }));
      await page.getByRole('button', { name: 'Увійти' }).click();
      await page.getByRole('navigation', { name: 'Розділи' }).waitFor();

      // Turning it off needs a code newer than the one just used: the next step's.
      await page.getByRole('link', { name: 'Мій акаунт' }).click();
      await card.getByLabel('Поточний пароль').fill(staffPassword);
      await card.getByLabel('Код з застосунку-автентифікатора').fill(totp.generate({ timestamp: (step + 1) * stepMs }));
      await card.getByRole('button', { name: 'Вимкнути' }).click();
      await card.getByRole('button', { name: 'Налаштувати' }).waitFor();
      expect(await card.getByText('Увімкнено: при вході потрібен код із застосунку.').count()).toBe(0);
    } finally {
      await staff.context.close();
    }
  }, 120_000);

  it('support sees both brands of one person side by side, ends the sessions, and the customer’s app signs out', async () => {
    const phone = journeyPhones.adminSessions;
    await registerCustomer(phone, {
      first_name: 'Богдана',
      last_name: 'Тиха',
      email: 'bohdana.admin@example.com',
      birth_date: '1990-09-09',
    });
    const customer = await openTab(browser);
    const staff = await staffTab(browser);
    try {
      await logInWithSms(customer.page, customer.context, phone);
      await customer.page.waitForURL((url) => url.pathname === '/');

      await signInStaff(staff.page, 'support');
      await staff.page.getByRole('link', { name: 'Клієнти' }).click();
      // As it is written in the customer's own records: +380…
      await staff.page.getByTestId('customer-search').fill(phone);
      await staff.page.getByRole('button', { name: 'Знайти' }).click();
      // One row for the person, both brands in it.
      const row = staff.page.getByTestId('customer-row').filter({ hasText: phone });
      expect(await row.count()).toBe(1);
      await row.getByRole('link', { name: phone }).click();

      // Registration made a record in each brand: one header, the two records side by side at 1280 px.
      const glo = staff.page.getByTestId('brand-glo');
      const ogo = staff.page.getByTestId('brand-ogo');
      await glo.waitFor();
      await ogo.waitFor();
      const [gloBox, ogoBox] = [await glo.boundingBox(), await ogo.boundingBox()];
      expect(gloBox && ogoBox && Math.abs(gloBox.y - ogoBox.y) < 2 && gloBox.x + gloBox.width <= ogoBox.x).toBe(true);
      expect(await staff.page.getByRole('heading', { level: 1 }).count()).toBe(1);

      // Her signed-in app is among the sessions; ending them all signs the app out.
      expect(await staff.page.getByTestId('customer-sessions').locator('tbody tr').count()).toBeGreaterThan(0);
      await staff.page.getByTestId('customer-revoke').click();
      await staff.page.getByTestId('customer-revoke-confirm').click();
      await staff.page.getByText(/^Завершено \d+ сес/).waitFor();
      await staff.page.getByText('Активних сесій немає.').waitFor();

      await customer.page.reload();
      await customer.page.waitForURL('**/auth');
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  });

  it('an admin changes the dashboard’s period and brand, and the figures follow', async () => {
    const phone = journeyPhones.adminDashboard;
    await registerCustomer(phone, {
      first_name: 'Данило',
      last_name: 'Лічба',
      email: 'danylo.admin@example.com',
      birth_date: '1989-03-03',
    });
    const staff = await staffTab(browser);
    try {
      const { page } = staff;
      await signInStaff(page, 'admin');
      await page.waitForURL('**/admin/dashboard');
      const brand = page.getByRole('radiogroup', { name: 'Бренд' });
      const period = page.getByRole('radiogroup', { name: 'Період' });
      const periodLine = page.getByTestId('dashboard-period');

      /** XP earned today in each brand, and in some days of last month, for glo. */
      const read = async () => {
        await page.reload();
        await periodLine.waitFor();
        await period.getByText('Сьогодні').click();
        await brand.getByText('glo', { exact: true }).click();
        await periodLine.filter({ hasText: 'glo' }).waitFor();
        await page.waitForLoadState('networkidle');
        const gloToday = await figure(page, 'figure-xp');
        await brand.getByText('ogo', { exact: true }).click();
        await periodLine.filter({ hasText: 'ogo' }).waitFor();
        await page.waitForLoadState('networkidle');
        const ogoToday = await figure(page, 'figure-xp');

        // Two days of the month before, chosen on the calendar.
        await brand.getByText('glo', { exact: true }).click();
        await periodLine.filter({ hasText: 'glo' }).waitFor();
        const todayText = (await periodLine.textContent()) ?? '';
        await period.getByText('Свої дати').click();
        await page.getByRole('button', { name: 'Дати' }).click();
        const calendar = page.getByRole('dialog');
        await calendar.waitFor();
        await calendar.locator('button[data-direction="previous"]').click();
        const days = calendar.locator('table button:not([data-outside])');
        await days.filter({ hasText: /^1$/ }).first().click();
        await days.filter({ hasText: /^2$/ }).first().click();
        await periodLine.filter({ hasNotText: todayText }).waitFor();
        await page.waitForLoadState('networkidle');
        const gloPast = await figure(page, 'figure-xp');
        return { gloToday, ogoToday, gloPast };
      };

      const before = await read();
      await runOps('xp:adjust', { phone, brand: 'glo', amount: '4321', reason: 'Перевірка панелі' });
      const after = await read();
      // The credit is today's and glo's: that figure alone follows it.
      expect(after.gloToday - before.gloToday).toBe(4321);
      expect(after.ogoToday).toBe(before.ogoToday);
      expect(after.gloPast).toBe(before.gloPast);
    } finally {
      await staff.context.close();
    }
  });
});
