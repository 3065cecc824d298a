// Test support: customer records of a person and a real session for them through the SMS login of modules/auth.
import { desc, eq } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { customers, smsMessages, type CustomerRow } from '@loyalty/db/schema';
import { apiHeaders, type TestApp } from '../../test-app.ts';

export interface TestAccount {
  phone: string;
  token: string;
  /** Headers of a signed-in call: the API key and the bearer token. */
  headers: Record<string, string>;
  customers: Partial<Record<Brand, CustomerRow>>;
  ids: { glo: number | null; ogo: number | null };
}

export interface TestAccountOptions {
  phone: string;
  /** Brands the person has a record in (default both). */
  brands?: Brand[];
  firstName?: string;
  lastName?: string;
  email?: string;
  tags?: string[];
}

/** The six digits of the newest SMS to this phone in the outbox. */
export async function latestSmsCode(testApp: TestApp, phone: string): Promise<string> {
  const [message] = await testApp.database.db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(eq(smsMessages.phone, phone))
    .orderBy(desc(smsMessages.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone} in the outbox`);
  return code;
}

/**
 * A client address of its own per phone: the per-IP budgets of login-sms and confirm-sms (and the SMS caps per IP)
 * would otherwise stop a test file that signs many people in from one address.
 */
function clientAddressOf(phone: string): string {
  const digits = phone.slice(-6);
  return `10.${Number(digits.slice(0, 2))}.${Number(digits.slice(2, 4))}.${Number(digits.slice(4, 6))}`;
}

/** Signs an existing person in as the app does: login-sms, the code from the outbox, confirm-sms. */
export async function signIn(testApp: TestApp, phone: string, product: Brand = 'glo'): Promise<{ token: string }> {
  const remoteAddress = clientAddressOf(phone);
  const sent = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login-sms',
    headers: apiHeaders,
    remoteAddress,
    payload: { phone },
  });
  if (sent.statusCode !== 200) throw new Error(`login-sms ${sent.statusCode}: ${sent.body}`);
  const code = await latestSmsCode(testApp, phone);
  const confirmed = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-sms',
    headers: apiHeaders,
    remoteAddress,
    payload: { phone, code, product },
  });
  const body = confirmed.json();
  if (confirmed.statusCode !== 200 || typeof body.token !== 'string') {
    throw new Error(`confirm-sms ${confirmed.statusCode}: ${confirmed.body}`);
  }
  return { token: body.token };
}

/** A person with customer records (inserted) and a live session (through the real login). */
export async function createAccount(testApp: TestApp, options: TestAccountOptions): Promise<TestAccount> {
  const brands = options.brands ?? ['glo', 'ogo'];
  const rows = await testApp.database.db
    .insert(customers)
    .values(
      brands.map((brand) => ({
        brand,
        phone: options.phone,
        firstName: options.firstName ?? 'Тарас',
        lastName: options.lastName ?? 'Шевченко',
        email: options.email ?? `${options.phone.slice(1)}@example.com`,
        birthDate: '1990-03-09',
        tags: options.tags ?? [],
      })),
    )
    .returning();
  const byBrand: Partial<Record<Brand, CustomerRow>> = Object.fromEntries(rows.map((row) => [row.brand, row]));
  const { token } = await signIn(testApp, options.phone, brands[0]);
  return {
    phone: options.phone,
    token,
    headers: { ...apiHeaders, authorization: `Bearer ${token}` },
    customers: byBrand,
    ids: { glo: byBrand.glo?.id ?? null, ogo: byBrand.ogo?.id ?? null },
  };
}
