// Balances past 32 bits: 2,148 adjustments of +1,000,000 took a customer to 2,147,000,000, after which every
// credit answered 500 "integer out of range". A customer near that old limit still earns from scans and gets a
// refund's XP back; past the most a balance may hold (2^53 - 1) a credit is refused with 409 balance_limit naming the
// amount and changes nothing, whoever credits, and on PostgreSQL parallel credits cannot pass it together.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { orders, packCodes, scans, xpAccounts, xpLedger } from '@loyalty/db/schema';
import type { DomainError } from '../../lib/domain-error.ts';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { signedInStaff } from '../admin/testing.ts';
import { insertTestOrder } from '../orders/testing.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';
import { balanceOf, creditXp, maxLedgerAmount } from './ledger.ts';
import { debitPlacedOrderXp } from './order-xp.ts';

/** The most a balance may hold (maxXpBalance of @loyalty/db/schema): written out, so this file also runs against older code. */
const mostABalanceHolds = Number.MAX_SAFE_INTEGER;
const int4Max = 2_147_483_647;

let testApp: TestApp;
let support: Record<string, string>;
let phoneSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  ({ headers: support } = await signedInStaff(testApp, 'support', 'limits-support@staff.example'));
});
afterAll(async () => {
  await testApp.close();
});

async function newPerson(): Promise<{ account: TestAccount; id: number }> {
  phoneSeq += 1;
  const account = await createAccount(testApp, { phone: `+38067${String(3_500_000 + phoneSeq)}`, brands: ['glo'] });
  return { account, id: account.ids.glo ?? 0 };
}

/** Credits through the ledger, in entries of at most maxLedgerAmount, as any number of real credits would. */
async function creditUpTo(customerId: number, target: number): Promise<void> {
  for (let part = 0, left = target; left > 0; part += 1) {
    const amount = Math.min(left, maxLedgerAmount);
    await testApp.database.db.transaction((tx) =>
      creditXp(tx, {
        customerId,
        brand: 'glo',
        amount,
        reason: 'adjustment',
        sourceType: 'test',
        sourceRef: `fill-${customerId}-${part}`,
      }),
    );
    left -= amount;
  }
}

async function newCode(xp: number): Promise<string> {
  const code = `PK${randomBytes(6).toString('hex').toUpperCase()}`;
  await testApp.database.db.insert(packCodes).values({ code, brand: 'glo', xp, kind: 'sticks' });
  return code;
}

/** A paid order that took `xp` from the customer's balance, as create-order does. */
async function paidOrderHolding(customerId: number, xp: number) {
  const order = await insertTestOrder(testApp.database.db, {
    customerId,
    brand: 'glo',
    bonusTotal: xp,
    financialStatus: 'paid',
    paidAt: new Date(),
  });
  await testApp.database.db.transaction((tx) => debitPlacedOrderXp(tx, order));
  return order;
}

function scan(account: TestAccount, code: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/scan/redeem',
    headers: account.headers,
    payload: { code, product: 'glo', channel: 'manual' },
  });
}

function refund(orderNumber: number) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refund`,
    headers: support,
    payload: { reason: 'Повернення грошей клієнту' },
  });
}

describe('a balance past 2^31 - 1', () => {
  it('still earns from a scan and gets a refund back above the old 32-bit limit', async () => {
    const { account, id } = await newPerson();
    await creditUpTo(id, int4Max - 647);
    const order = await paidOrderHolding(id, 500);
    expect(await balanceOf(testApp.database.db, id)).toBe(int4Max - 1147);

    const scanned = await scan(account, await newCode(1000));
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toEqual({ credited: 1000, balance: int4Max - 147 });

    const topUp = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: support,
      payload: { amount: 500, reason: 'Компенсація' },
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(topUp.json().balance).toBe(int4Max + 353);

    const refunded = await refund(order.orderNumber);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balanceOf(testApp.database.db, id)).toBe(int4Max + 853);

    // The customer's own screens read it back exactly.
    const balance = await testApp.app.inject({ method: 'GET', url: '/api/get-balance?v=glo', headers: account.headers });
    expect(balance.json().balance).toBe(int4Max + 853);
    const [last] = await testApp.database.db
      .select()
      .from(xpLedger)
      .where(eq(xpLedger.customerId, id))
      .orderBy(desc(xpLedger.id))
      .limit(1);
    expect(last).toMatchObject({ amount: 500, reason: 'order_refund', balanceAfter: int4Max + 853 });
  });
});

describe('the most a balance may hold', () => {
  /**
   * A balance this high cannot be reached by real credits in a test (90 million of the largest): the account row is
   * set directly, leaving its lots behind, which a credit's checks do not read.
   */
  async function nearTheTop(id: number, below: number): Promise<void> {
    await testApp.database.db
      .update(xpAccounts)
      .set({ balance: mostABalanceHolds - below })
      .where(eq(xpAccounts.customerId, id));
  }

  it('refuses a scan, an adjustment and a refund that would pass it with 409 balance_limit, changing nothing', async () => {
    const { account, id } = await newPerson();
    await creditUpTo(id, 1000);
    const order = await paidOrderHolding(id, 500);
    await nearTheTop(id, 100);
    const entriesBefore = (await testApp.database.db.select().from(xpLedger).where(eq(xpLedger.customerId, id))).length;

    const code = await newCode(150);
    const scanned = await scan(account, code);
    expect(scanned.statusCode, scanned.body).toBe(409);
    expect(scanned.json().error.code).toBe('balance_limit');
    // The code is still unused, and the refused attempt is not a scan.
    const [codeRow] = await testApp.database.db.select().from(packCodes).where(eq(packCodes.code, code));
    expect(codeRow?.redeemedAt).toBeNull();
    expect(await testApp.database.db.select().from(scans).where(eq(scans.customerId, id))).toEqual([]);

    const adjusted = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: support,
      payload: { amount: 101, reason: 'Компенсація' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(409);
    expect(adjusted.json().error).toMatchObject({ code: 'balance_limit', fields: [{ field: 'amount' }] });

    const refunded = await refund(order.orderNumber);
    expect(refunded.statusCode, refunded.body).toBe(409);
    expect(refunded.json().error.code).toBe('balance_limit');
    const [orderRow] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(orderRow?.financialStatus).toBe('paid');

    expect(await balanceOf(testApp.database.db, id)).toBe(mostABalanceHolds - 100);
    expect(await testApp.database.db.select().from(xpLedger).where(eq(xpLedger.customerId, id))).toHaveLength(entriesBefore);

    // Up to the limit itself is fine.
    const exact = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/xp-adjust`,
      headers: support,
      payload: { amount: 100, reason: 'Компенсація' },
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().balance).toBe(mostABalanceHolds);
  });
});

const serverUrlNote = 'needs a PostgreSQL server: set TEST_DATABASE_URL (the CI does)';

describe.skipIf(!process.env.TEST_DATABASE_URL)(`the limit under parallel credits on PostgreSQL (${serverUrlNote})`, () => {
  let wide: DatabaseHandle;
  beforeAll(async () => {
    const driver = driverClientOf(testApp.database);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    wide = openPostgres(driver.connection, 30);
  });
  afterAll(async () => {
    await wide?.close();
  });

  it('30 parallel credits of 20 with room for 7 of them leave exactly 7 and a balance at most the limit', async () => {
    const { id } = await newPerson();
    await creditUpTo(id, 10);
    await testApp.database.db
      .update(xpAccounts)
      .set({ balance: mostABalanceHolds - 150 })
      .where(eq(xpAccounts.customerId, id));
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        wide.db.transaction((tx) =>
          creditXp(tx, {
            customerId: id,
            brand: 'glo',
            amount: 20,
            reason: 'scan',
            sourceType: 'test',
            sourceRef: `top-${id}-${index}`,
          }),
        ),
      ),
    );
    const refused = results.filter(
      (result) => result.status === 'rejected' && (result.reason as DomainError).code === 'balance_limit',
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    expect(refused).toHaveLength(23);
    expect(await balanceOf(testApp.database.db, id)).toBe(mostABalanceHolds - 10);
  });
});
