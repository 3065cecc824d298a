// A change made from the operator command line commits together with its audit entry: `xp:adjust` used to
// commit the credit and write its entry afterwards in another statement, so a failure in between left a change
// nobody could trace. Here writing an entry fails on purpose: the change must not be there either.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, orders } from '@loyalty/db/schema';
import type * as AuditModule from '../modules/admin/audit.ts';
import { balanceOf } from '../modules/loyalty/ledger.ts';
import { insertTestOrder } from '../modules/orders/testing.ts';
import { createAccount } from '../modules/user/test-accounts.ts';
import { buildTestApp, testOpsToken, type TestApp } from '../test-app.ts';

const failing = vi.hoisted(() => ({ audit: false }));

vi.mock('../modules/admin/audit.ts', async (importOriginal) => {
  const original = await importOriginal<typeof AuditModule>();
  return {
    ...original,
    recordAudit: async (...args: Parameters<typeof original.recordAudit>) => {
      if (failing.audit) throw new Error('the audit trail cannot be written (test)');
      return original.recordAudit(...args);
    },
  };
});

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(() => {
  failing.audit = false;
});

function ops(command: string, args: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/ops/run',
    headers: { authorization: `Bearer ${testOpsToken}` },
    payload: { command, args },
  });
}

describe('operator changes and their audit entries', () => {
  it('xp:adjust: no entry, no credit; with its entry, the credit, one entry naming the ledger entry', async () => {
    const person = await createAccount(testApp, { phone: '+380671350101', brands: ['glo'] });
    const id = person.ids.glo ?? 0;
    const args = { phone: person.phone, brand: 'glo', amount: '40', reason: 'Компенсація за збій' };

    failing.audit = true;
    const refused = await ops('xp:adjust', args);
    expect(refused.statusCode).toBe(500);
    expect(await balanceOf(testApp.database.db, id)).toBe(0);

    failing.audit = false;
    const done = await ops('xp:adjust', args);
    expect(done.statusCode, done.body).toBe(200);
    expect(await balanceOf(testApp.database.db, id)).toBe(40);
    const entries = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'ops',
      action: 'customer.xp-adjust',
      targetType: 'customer',
      reason: 'Компенсація за збій',
      after: { balance: 40, amount: 40, entryId: done.json().data.entryId },
    });
  });

  it('orders:mark-paid, orders:refund and orders:cancel: no entry, no change', async () => {
    const person = await createAccount(testApp, { phone: '+380671350102', brands: ['glo'] });
    const id = person.ids.glo ?? 0;
    const pending = await insertTestOrder(testApp.database.db, { customerId: id, brand: 'glo' });
    const paid = await insertTestOrder(testApp.database.db, {
      customerId: id,
      brand: 'glo',
      financialStatus: 'paid',
      paidAt: new Date(),
    });
    failing.audit = true;
    for (const [command, args] of [
      ['orders:mark-paid', { order: String(pending.orderNumber) }],
      ['orders:cancel', { order: String(pending.orderNumber), reason: 'Клієнт передумав' }],
      ['orders:refund', { order: String(paid.orderNumber), reason: 'Повернення' }],
    ] as const) {
      expect((await ops(command, args)).statusCode, command).toBe(500);
    }
    const statuses = await testApp.database.db
      .select({ id: orders.id, status: orders.financialStatus })
      .from(orders)
      .where(eq(orders.customerId, id));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [pending.id]: 'pending',
      [paid.id]: 'paid',
    });
  });

  it('names the commands whose entry is still written after the change', () => {
    // Bulk imports and jobs outside the ledger and the orders; each should move its entry into its transaction too.
    const afterTheChange = testApp.app.opsRegistry
      .list()
      .map((info) => testApp.app.opsRegistry.get(info.name))
      .filter((command) => command && !command.readOnly && !command.auditsItself)
      .map((command) => command?.name)
      .sort();
    expect(afterTheChange).toEqual([
      'certificates:import',
      'codes:generate',
      'codes:import',
      'content:import',
      'delivery:refresh',
      'news:push',
      'offers:hyper-pro',
      'offline-orders:import',
      'seed:demo',
      'xp:expire',
    ]);
  });
});
