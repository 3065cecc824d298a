// A invited B and B invited A, and both first orders are paid at the same moment. Each payment rewards the
// other's inviter, so the two transactions lock the same two customers; they must not deadlock. On PostgreSQL only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverClientOf, openPostgres, type DatabaseHandle } from '@loyalty/db/client';
import { referrals, xpLedger } from '@loyalty/db/schema';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { transitionOrder } from '../orders/lifecycle.ts';
import { insertTestOrder } from '../orders/testing.ts';
import { createAccount } from '../user/test-accounts.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('mutual referrals paid at once (needs TEST_DATABASE_URL)', () => {
  let testApp: TestApp;
  let wide: DatabaseHandle;

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
    const driver = driverClientOf(testApp.database);
    if (driver.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    wide = openPostgres(driver.connection, 8);
  });
  afterAll(async () => {
    await wide?.close();
    await testApp?.close();
  });

  it('both payments commit and both inviters are rewarded, round after round', async () => {
    for (let round = 0; round < 15; round += 1) {
      const a = await createAccount(testApp, { phone: `+38067533${String(round).padStart(2, '0')}01`, brands: ['ogo'] });
      const b = await createAccount(testApp, { phone: `+38067533${String(round).padStart(2, '0')}02`, brands: ['ogo'] });
      const [aId, bId] = [a.ids.ogo!, b.ids.ogo!];
      await testApp.database.db.insert(referrals).values([
        { inviterId: aId, invitedId: bId, code: `REW-DLA${round}` },
        { inviterId: bId, invitedId: aId, code: `REW-DLB${round}` },
      ]);
      const orderOfA = await insertTestOrder(testApp.database.db, { customerId: aId, brand: 'ogo', paymentMethod: 2 });
      const orderOfB = await insertTestOrder(testApp.database.db, { customerId: bId, brand: 'ogo', paymentMethod: 2 });
      const pay = (orderId: number) =>
        wide.db.transaction((tx) =>
          transitionOrder(testApp.app.orderEvents, tx, orderId, { to: 'paid', money: { gateway: 'LiqPay', providerRef: `p-${orderId}` } }),
        );
      const results = await Promise.allSettled([pay(orderOfA.id), pay(orderOfB.id)]);
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok']);
      for (const inviter of [aId, bId]) {
        const rewards = await testApp.database.db
          .select()
          .from(xpLedger)
          .where(and(eq(xpLedger.customerId, inviter), eq(xpLedger.sourceType, 'referral')));
        expect(rewards).toHaveLength(1);
      }
      // And both refunded at once: each reversal takes back the other's reward.
      const refund = (orderId: number) =>
        wide.db.transaction((tx) =>
          transitionOrder(testApp.app.orderEvents, tx, orderId, { to: 'refunded', money: { gateway: 'manual', providerRef: `r-${orderId}` } }),
        );
      const refunds = await Promise.allSettled([refund(orderOfA.id), refund(orderOfB.id)]);
      expect(refunds.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(['ok', 'ok']);
    }
  });
});
