// A change made from the operator command line commits together with its audit entry: `xp:adjust` once committed the
// credit and wrote its entry afterwards in another statement, so a failure in between left a change nobody could
// trace. Here writing an entry fails on purpose: the change must not be there either. Every command that changes
// something has a case below, so a new command cannot write its entry outside its change's transaction unnoticed.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ageVerificationRequests,
  auditLog,
  campaignCustomEvents,
  campaigns,
  certificatePartners,
  collections,
  customerMetafields,
  news,
  offlineOrders,
  orders,
  packCodes,
  staffAccounts,
  xpLedger,
  xpLots,
} from '@loyalty/db/schema';
import * as auditService from '../modules/audit/service.ts';
import { opsActor } from '../modules/audit/service.ts';
import { createStaff } from '../modules/admin/staff.ts';
import { ensureDefaultCategories } from '../modules/certificates/import.ts';
import { balanceOf, creditXp } from '../modules/loyalty/ledger.ts';
import { insertTestOrder } from '../modules/orders/testing.ts';
import { createAccount } from '../modules/user/test-accounts.ts';
import { buildTestApp, testOpsToken, type TestApp } from '../test-app.ts';

/** While on, writing any audit entry fails as a failing insert would (a spy, so the file shares its worker's modules). */
const failing = { audit: false };
let testApp: TestApp;

beforeAll(async () => {
  const recordAudit = auditService.recordAudit;
  vi.spyOn(auditService, 'recordAudit').mockImplementation(async (...args) => {
    if (failing.audit) throw new Error('the audit trail cannot be written (test)');
    return recordAudit(...args);
  });
  // Points expire after a month here, so xp:expire has something to expire.
  testApp = await buildTestApp({ env: { POINTS_EXPIRY_MONTHS: '1' } });
});
afterAll(async () => {
  vi.mocked(auditService.recordAudit).mockRestore();
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

  it('an import names its flags and result in its entry, never the file it was given', async () => {
    const csv = 'external_ref,phone,brand,store_name,purchased_at,items\nOPS-AUDIT-ENTRY,+380671350190,glo,Київ,2026-11-01T10:00:00Z,Стіки x 2\n';
    const done = await ops('offline-orders:import', { csv, file: 'march.csv' });
    expect(done.statusCode, done.body).toBe(200);
    const [entry] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'ops.offline-orders:import'));
    expect(entry).toMatchObject({
      actorType: 'ops',
      after: { args: { file: 'march.csv' }, result: { rows: 1, inserted: 1, duplicates: 0 } },
    });
  });

  /**
   * Per command: arguments that make a change, and a reading of what it changes. With the audit trail failing the
   * command answers 500 and the reading stays; with it working the reading moves (so the case does change something).
   */
  type Case = () => Promise<{ args: Record<string, string>; state: () => Promise<unknown> }>;
  const db = () => testApp.database.db;
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  let phoneSeq = 0;
  const newCustomer = async () => {
    phoneSeq += 1;
    const person = await createAccount(testApp, { phone: `+38067136${String(phoneSeq).padStart(4, '0')}`, brands: ['glo'] });
    return { phone: person.phone, id: person.ids.glo ?? 0 };
  };
  const orderStatus = (id: number) => async () =>
    (await db().select({ status: orders.financialStatus }).from(orders).where(eq(orders.id, id)))[0]?.status;
  const pendingVerification = async () => {
    const customer = await newCustomer();
    const [row] = await db()
      .insert(ageVerificationRequests)
      .values({
        phone: customer.phone,
        firstName: 'Олена',
        lastName: 'Коваль',
        birthDate: '1990-01-01',
        documentType: 'passport',
        photo: Buffer.from('photo'),
        photoMime: 'image/jpeg',
      })
      .returning({ id: ageVerificationRequests.id });
    const id = row?.id ?? 0;
    const state = async () =>
      (await db().select({ status: ageVerificationRequests.status }).from(ageVerificationRequests).where(eq(ageVerificationRequests.id, id)))[0]
        ?.status;
    return { id, state };
  };

  const cases: Record<string, Case> = {
    'campaigns:event': async () => {
      const customer = await newCustomer();
      await db()
        .insert(campaigns)
        .values({
          brand: 'glo',
          name: 'Вікторина',
          status: 'active',
          trigger: 'custom_event',
          conditions: { event_name: 'quiz' },
          effect: { kind: 'fixed_xp', xp: 15 },
        });
      testApp.app.campaigns.invalidate();
      return {
        args: { phone: customer.phone, brand: 'glo', event: 'quiz', ref: `audit-${customer.id}` },
        // The event's record commits with the credit and the audit entry, or not at all.
        state: async () => ({
          balance: await balanceOf(db(), customer.id),
          events: (await db().select().from(campaignCustomEvents).where(eq(campaignCustomEvents.customerId, customer.id))).length,
        }),
      };
    },
    'xp:adjust': async () => {
      const customer = await newCustomer();
      return {
        args: { phone: customer.phone, brand: 'glo', amount: '15', reason: 'Компенсація' },
        state: () => balanceOf(db(), customer.id),
      };
    },
    'orders:mark-paid': async () => {
      const customer = await newCustomer();
      const order = await insertTestOrder(db(), { customerId: customer.id, brand: 'glo' });
      return { args: { order: String(order.orderNumber) }, state: orderStatus(order.id) };
    },
    'orders:cancel': async () => {
      const customer = await newCustomer();
      const order = await insertTestOrder(db(), { customerId: customer.id, brand: 'glo' });
      return { args: { order: String(order.orderNumber), reason: 'Клієнт передумав' }, state: orderStatus(order.id) };
    },
    'orders:refund': async () => {
      const customer = await newCustomer();
      const order = await insertTestOrder(db(), { customerId: customer.id, brand: 'glo', financialStatus: 'paid', paidAt: new Date() });
      return { args: { order: String(order.orderNumber), reason: 'Повернення' }, state: orderStatus(order.id) };
    },
    'verification:approve': async () => {
      const request = await pendingVerification();
      return { args: { id: String(request.id) }, state: request.state };
    },
    'verification:reject': async () => {
      const request = await pendingVerification();
      return { args: { id: String(request.id), reason: 'Нечитке фото' }, state: request.state };
    },
    'staff:create': async () => ({
      args: { email: 'ops-audit-new@example.com', role: 'support' },
      state: () => countOf(db().select({ value: count() }).from(staffAccounts).where(eq(staffAccounts.email, 'ops-audit-new@example.com'))),
    }),
    'staff:disable': async () => {
      const created = await createStaff(db(), { email: 'ops-audit-old@example.com', role: 'support' }, opsActor('test'));
      return {
        args: { email: 'ops-audit-old@example.com' },
        state: async () =>
          (await db().select({ at: staffAccounts.disabledAt }).from(staffAccounts).where(eq(staffAccounts.id, created.staff.id)))[0]?.at ??
          null,
      };
    },
    'certificates:import': async () => {
      await ensureDefaultCategories(db());
      return {
        args: { csv: 'slug,category_id,name,description\nops-audit-partner,1,Партнер,Опис\n', kind: 'partners' },
        state: () =>
          countOf(db().select({ value: count() }).from(certificatePartners).where(eq(certificatePartners.slug, 'ops-audit-partner'))),
      };
    },
    'codes:generate': async () => ({
      args: { brand: 'glo', xp: '5', count: '3', batch: 'ops-audit-generated' },
      state: () => countOf(db().select({ value: count() }).from(packCodes).where(eq(packCodes.batch, 'ops-audit-generated'))),
    }),
    'codes:import': async () => ({
      args: { csv: 'code\nOPSAUDIT0001\nOPSAUDIT0002\n', brand: 'glo', xp: '5', batch: 'ops-audit-imported' },
      state: () => countOf(db().select({ value: count() }).from(packCodes).where(eq(packCodes.batch, 'ops-audit-imported'))),
    }),
    'content:import': async () => ({
      args: {
        source: JSON.stringify({
          news: [{ brand: 'glo', title: 'Новина для аудиту', body_html: '<p>Текст</p>', image_src: '/images/news.jpg' }],
        }),
        file: 'content.json',
      },
      state: () => countOf(db().select({ value: count() }).from(news).where(eq(news.title, 'Новина для аудиту'))),
    }),
    'news:push': async () => {
      const [item] = await db()
        .insert(news)
        .values({ brand: 'glo', title: 'Пуш для аудиту', summary: '', bodyHtml: '<p>Текст</p>', imageSrc: '/images/news.jpg', published: true })
        .returning({ id: news.id });
      const id = item?.id ?? 0;
      return { args: { id: String(id) }, state: async () => (await db().select({ push: news.push }).from(news).where(eq(news.id, id)))[0]?.push };
    },
    'offers:hyper-pro': async () => {
      const customer = await newCustomer();
      return {
        args: { phone: customer.phone },
        state: () =>
          countOf(db().select({ value: count() }).from(customerMetafields).where(eq(customerMetafields.customerId, customer.id))),
      };
    },
    'offline-orders:import': async () => ({
      args: { csv: 'external_ref,phone,brand,store_name,purchased_at,items\nOPS-AUDIT-1,+380671350199,glo,Київ,2026-11-01T10:00:00Z,Стіки x 1\n' },
      state: () => countOf(db().select({ value: count() }).from(offlineOrders).where(eq(offlineOrders.externalRef, 'OPS-AUDIT-1'))),
    }),
    'xp:expire': async () => {
      const customer = await newCustomer();
      const credit = await db().transaction((tx) =>
        creditXp(tx, { customerId: customer.id, brand: 'glo', amount: 70, reason: 'scan', sourceType: 'test', sourceRef: 'ops-audit-expiry' }),
      );
      // Earned three months ago: past the month points live here.
      const earnedAt = new Date(Date.now() - 90 * 24 * 3_600_000);
      await db().update(xpLots).set({ earnedAt }).where(eq(xpLots.entryId, credit.entryId));
      await db().update(xpLedger).set({ createdAt: earnedAt }).where(eq(xpLedger.id, credit.entryId));
      return { args: {}, state: () => balanceOf(db(), customer.id) };
    },
    // Last: it fills the empty test database with the demo catalogue.
    'seed:demo': async () => ({ args: {}, state: () => countOf(db().select({ value: count() }).from(collections)) }),
  };

  it('has a case for every command that changes something', () => {
    const changing = testApp.app.opsRegistry
      .list()
      .map((info) => testApp.app.opsRegistry.get(info.name))
      .filter((command) => command && !command.readOnly)
      .map((command) => command?.name)
      // delivery:refresh needs a Nova Poshta server: delivery.test.ts runs it against a fake one and reads its entry.
      .filter((name) => name !== 'delivery:refresh')
      .sort();
    expect(Object.keys(cases).sort()).toEqual(changing);
  });

  for (const [command, setup] of Object.entries(cases)) {
    it(`${command}: no entry, no change; with its entry, the change`, async () => {
      const { args, state } = await setup();
      const before = await state();
      failing.audit = true;
      const refused = await ops(command, args);
      expect(refused.statusCode, refused.body).toBe(500);
      expect(await state()).toEqual(before);
      failing.audit = false;
      const done = await ops(command, args);
      expect(done.statusCode, done.body).toBe(200);
      expect(await state()).not.toEqual(before);
    });
  }
});
