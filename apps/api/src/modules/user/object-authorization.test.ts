// "Security": every account endpoint called by customer 1 with customer 2's ids, phone or token answers 403,
// leaves customer 2's records as they were, and says nothing of customer 2.
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageVerificationRequests,
  authEvents,
  customerAddresses,
  customerMetafields,
  customers,
  mailMessages,
  otpChallenges,
  sessions,
} from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { createAccount, type TestAccount } from './test-accounts.ts';

let testApp: TestApp;
/** The caller: a glo record only, so that create-customer has something to create. */
let first: TestAccount;
/** The target: records in both brands, with metafields, an address and a live session. */
let second: TestAccount;
let secondOgoToken: string;

const secondSecrets = {
  phone: '+380972220002',
  firstName: 'Соломія',
  lastName: 'Крушельницька',
  email: 'solomiya.secret@example.com',
};

beforeAll(async () => {
  testApp = await buildTestApp({ env: { GLO_SITE_URL: 'https://glo.example', OGO_SITE_URL: 'https://ogo.example' } });
  first = await createAccount(testApp, {
    phone: '+380972220001',
    brands: ['glo'],
    firstName: 'Іван',
    lastName: 'Сірко',
    email: 'ivan@example.com',
  });
  second = await createAccount(testApp, { ...secondSecrets, tags: ['newsletter', 'age_verified'] });
  const ownWrites = [
    [
      '/api/user/create-metafields',
      { shopifyId: second.ids.glo, product: 'glo', namespace: 'pwaFavorite', key: 'favoriteList', type: 'json', value: '[7]' },
    ],
    [
      '/api/user/save-address',
      {
        id: second.ids.ogo,
        product: 'ogo',
        city: 'Тернопіль',
        city_ref: null,
        street: 'Руська',
        house: '8',
        flat: '',
        branch_number: '',
      },
    ],
  ] as const;
  for (const [url, payload] of ownWrites) {
    const response = await testApp.app.inject({ method: 'POST', url, headers: second.headers, payload });
    expect(response.statusCode, url).toBe(200);
  }
  const token = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-ogo-token', headers: second.headers });
  expect(token.statusCode).toBe(200);
  secondOgoToken = token.json().token;
});
afterAll(() => testApp.close());

/** Everything stored about customer 2; it must read the same after the attacks. */
async function snapshotOfSecond() {
  const db = testApp.database.db;
  const ids = [second.ids.glo!, second.ids.ogo!];
  return {
    customers: await db.select().from(customers).where(eq(customers.phone, second.phone)).orderBy(customers.id),
    metafields: await db
      .select()
      .from(customerMetafields)
      .where(inArray(customerMetafields.customerId, ids))
      .orderBy(customerMetafields.id),
    addresses: await db.select().from(customerAddresses).where(inArray(customerAddresses.customerId, ids)),
    sessions: (await db.select().from(sessions).where(eq(sessions.phone, second.phone))).map((row) => ({
      id: row.id,
      revokedAt: row.revokedAt,
      gloCustomerId: row.gloCustomerId,
      ogoCustomerId: row.ogoCustomerId,
    })),
    otp: await db.select().from(otpChallenges).where(inArray(otpChallenges.customerId, ids)),
    events: await db
      .select()
      .from(authEvents)
      .where(or(eq(authEvents.phone, second.phone), inArray(authEvents.customerId, ids)))
      .orderBy(authEvents.id),
    mail: await db.select().from(mailMessages).where(eq(mailMessages.recipient, secondSecrets.email)),
    verification: await db.select().from(ageVerificationRequests).where(eq(ageVerificationRequests.phone, second.phone)),
  };
}

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Nothing that identifies customer 2 in an answer: phone (any form), names, email, token, ids. */
function expectNothingOfSecond(body: string, label: string) {
  for (const secret of [
    second.phone,
    second.phone.slice(1),
    secondSecrets.firstName,
    secondSecrets.lastName,
    secondSecrets.email,
    second.token,
    secondOgoToken,
    'Тернопіль',
  ]) {
    expect(body, `${label} leaks ${secret}`).not.toContain(secret);
  }
  const parsed: unknown = body ? JSON.parse(body) : null;
  expect(
    numbersIn(parsed).filter((number) => number === second.ids.glo || number === second.ids.ogo),
    label,
  ).toEqual([]);
}

interface AttackCase {
  name: string;
  url: string;
  method?: 'POST' | 'GET';
  /** What customer 1 sends: customer 2's ids, phone or token. */
  attack: () => Record<string, unknown>;
  /** The same call with customer 1's own values, which must succeed: the 403 is about whose ids they are. */
  control?: () => Record<string, unknown>;
}

const cases: AttackCase[] = [
  {
    name: 'get-user',
    url: '/api/user/get-user',
    attack: () => ({ id: second.ids.glo, product: 'glo' }),
    control: () => ({ id: first.ids.glo, product: 'glo' }),
  },
  {
    name: 'get-user (ogo id)',
    url: '/api/user/get-user',
    attack: () => ({ id: second.ids.ogo, product: 'ogo' }),
  },
  {
    name: 'get-metafields',
    url: '/api/user/get-metafields',
    attack: () => ({ id: second.ids.glo, product: 'glo' }),
    control: () => ({ id: first.ids.glo, product: 'glo' }),
  },
  {
    name: 'create-metafields',
    url: '/api/user/create-metafields',
    attack: () => ({
      shopifyId: second.ids.glo,
      product: 'glo',
      namespace: 'pwaFavorite',
      key: 'favoriteList',
      type: 'json',
      value: '[1]',
    }),
    control: () => ({
      shopifyId: first.ids.glo,
      product: 'glo',
      namespace: 'pwaFavorite',
      key: 'favoriteList',
      type: 'json',
      value: '[1]',
    }),
  },
  {
    name: 'update-tags',
    url: '/api/user/update-tags',
    attack: () => ({ shopifyId: second.ids.glo, product: 'glo', tags: [] }),
    control: () => ({ shopifyId: first.ids.glo, product: 'glo', tags: ['lang:uk'] }),
  },
  {
    name: 'update-profile',
    url: '/api/user/update-profile',
    attack: () => ({ id: second.ids.ogo, product: 'ogo', first_name: 'Зламано', last_name: 'Зламано' }),
    control: () => ({ id: first.ids.glo, product: 'glo', first_name: 'Іван', last_name: 'Сірко' }),
  },
  {
    name: 'save-address',
    url: '/api/user/save-address',
    attack: () => ({
      id: second.ids.ogo,
      product: 'ogo',
      city: 'Київ',
      city_ref: null,
      street: 'Х',
      house: '1',
      flat: '',
      branch_number: '',
    }),
    control: () => ({
      id: first.ids.glo,
      product: 'glo',
      city: 'Київ',
      city_ref: null,
      street: 'Х',
      house: '1',
      flat: '',
      branch_number: '',
    }),
  },
  {
    name: 'change-email (customer_id)',
    url: '/api/user/change-email',
    attack: () => ({ email: 'attacker@example.com', customer_id: second.ids.glo }),
    control: () => ({ email: 'ivan.new@example.com', customer_id: first.ids.glo }),
  },
  {
    name: 'change-email (ogoAuthApiToken)',
    url: '/api/user/change-email',
    attack: () => ({ email: 'attacker2@example.com', customer_id: first.ids.glo, ogoAuthApiToken: secondOgoToken }),
  },
  {
    name: 'confirm-email (ogoAuthApiToken)',
    url: '/api/user/confirm-email',
    attack: () => ({ code: '123456', ogoAuthApiToken: secondOgoToken }),
  },
  {
    name: 'send-bot-stat (phone and id)',
    url: '/api/auth/send-bot-stat',
    attack: () => ({ phone: second.phone, shopifyId: second.ids.glo }),
    control: () => ({ phone: first.phone, shopifyId: first.ids.glo }),
  },
  {
    name: 'send-bot-stat (own phone, their id)',
    url: '/api/auth/send-bot-stat',
    attack: () => ({ phone: first.phone, shopifyId: second.ids.ogo }),
  },
  {
    name: 'check-token (glo id)',
    url: '/api/auth/check-token',
    attack: () => ({ gloShopId: second.ids.glo, ogoShopId: null }),
    control: () => ({ gloShopId: first.ids.glo, ogoShopId: null }),
  },
  {
    name: 'check-token (ogo id)',
    url: '/api/auth/check-token',
    attack: () => ({ gloShopId: first.ids.glo, ogoShopId: second.ids.ogo }),
  },
  {
    name: 'mlogin-glo (their email and names)',
    url: '/api/auth/mlogin-glo',
    attack: () => ({ email: secondSecrets.email, first_name: secondSecrets.firstName, last_name: secondSecrets.lastName }),
    control: () => ({ email: 'ivan@example.com', first_name: 'Іван', last_name: 'Сірко' }),
  },
  {
    name: 'mlogin (their ogoAuthApiToken)',
    url: '/api/mlogin',
    attack: () => ({
      product: 'glo',
      email: 'ivan@example.com',
      first_name: 'Іван',
      last_name: 'Сірко',
      ogoAuthApiToken: secondOgoToken,
    }),
  },
  {
    name: 'logout (their token)',
    url: '/api/auth/logout',
    attack: () => ({ token: second.token }),
  },
  {
    name: 'create-customer (their phone)',
    url: '/api/auth/create-customer',
    attack: () => ({
      first_name: 'Іван',
      last_name: 'Сірко',
      email: 'ivan@example.com',
      phone: second.phone,
      note: '',
      tags: [],
      variant: 'ogo',
    }),
  },
];

function call(url: string, method: 'POST' | 'GET', payload: Record<string, unknown>) {
  return testApp.app.inject({ method, url, headers: first.headers, payload });
}

describe("customer 1 with customer 2's ids, phone and tokens", () => {
  it('gets 403 from every account endpoint, learns nothing of customer 2, and changes nothing of theirs', async () => {
    const before = await snapshotOfSecond();
    for (const attack of cases) {
      const response = await call(attack.url, attack.method ?? 'POST', attack.attack());
      expect(response.statusCode, attack.name).toBe(403);
      expect(response.json().error.code, attack.name).toBe('forbidden');
      expectNothingOfSecond(response.body, attack.name);
    }
    expect(await snapshotOfSecond()).toEqual(before);

    // Customer 2's session survived the logout attempt with its token.
    const alive = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/check-token',
      headers: second.headers,
      payload: {},
    });
    expect(alive.json().token).toBe(second.token);
    // Customer 1 has no record of customer 2's phone, and customer 2 no third record.
    expect(await testApp.database.db.$count(customers, eq(customers.phone, second.phone))).toBe(2);
    expect(await testApp.database.db.$count(customers, eq(customers.phone, first.phone))).toBe(1);
  });

  it('reads of the session person (no ids in the call) answer only their own data', async () => {
    for (const url of [
      '/api/user/get-user-by-phone?product=glo',
      '/api/user/get-velo-user',
      '/api/user/check-allowed-user',
      '/api/verification/status',
      '/api/auth/get-ogo-token',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: first.headers });
      expect([200, 404], url).toContain(response.statusCode);
      expectNothingOfSecond(response.body, url);
    }
  });

  it('succeeds with its own values on the same endpoints (the 403s are about ownership)', async () => {
    for (const attack of cases) {
      if (!attack.control) continue;
      const response = await call(attack.url, attack.method ?? 'POST', attack.control());
      expect(response.statusCode, `${attack.name}: ${response.body}`).toBe(200);
      expectNothingOfSecond(response.body, attack.name);
    }
    const created = await call('/api/auth/create-customer', 'POST', {
      first_name: 'Іван',
      last_name: 'Сірко',
      email: 'ivan@example.com',
      phone: first.phone,
      note: '',
      tags: [],
      variant: 'ogo',
    });
    expect(created.statusCode).toBe(200);
    const loggedOut = await call('/api/auth/logout', 'POST', { token: first.token });
    expect(loggedOut.statusCode).toBe(200);
  });
});
