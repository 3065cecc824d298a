// Limits on what one person can mint: a back-office credit above XP_ADJUST_APPROVAL_THRESHOLD waits outside
// the ledger until another support or admin account approves it (once, whatever runs in parallel) or rejects it, and
// XP_ADJUST_DAILY_CAP bounds what one staff member credits one customer in a Kyiv day. Requests and decisions are
// audited with the change they make; the operator command line is neither capped nor approved, and still recorded.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, xpAdjustments, xpLedger } from '@loyalty/db/schema';
import { buildTestApp, testOpsToken, type TestApp } from '../../test-app.ts';
import { balanceOf } from '../loyalty/ledger.ts';
import { createAccount } from '../user/test-accounts.ts';
import { signedInStaff } from './testing.ts';

const threshold = 500;
const dailyCap = 3000;

let testApp: TestApp;
const staff: Record<'first' | 'second' | 'admin' | 'moderator' | 'marketing', Record<string, string>> = {
  first: {},
  second: {},
  admin: {},
  moderator: {},
  marketing: {},
};
let phoneSeq = 0;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { XP_ADJUST_APPROVAL_THRESHOLD: String(threshold), XP_ADJUST_DAILY_CAP: String(dailyCap) },
  });
  staff.first = (await signedInStaff(testApp, 'support', 'first@support.example')).headers;
  staff.second = (await signedInStaff(testApp, 'support', 'second@support.example')).headers;
  staff.admin = (await signedInStaff(testApp, 'admin', 'boss@admin.example')).headers;
  staff.moderator = (await signedInStaff(testApp, 'moderator', 'mod@staff.example')).headers;
  staff.marketing = (await signedInStaff(testApp, 'marketing', 'mkt@staff.example')).headers;
});
afterAll(async () => {
  await testApp.close();
});

async function newCustomer(): Promise<number> {
  phoneSeq += 1;
  const person = await createAccount(testApp, { phone: `+38067${String(3_600_000 + phoneSeq)}`, brands: ['glo'] });
  return person.ids.glo ?? 0;
}

function adjust(by: Record<string, string>, customerId: number, amount: number, reason = 'Компенсація за збій') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/xp-adjust`,
    headers: by,
    payload: { amount, reason },
  });
}

function decide(by: Record<string, string>, id: number, decision: 'approve' | 'reject', payload: Record<string, unknown> = {}) {
  return testApp.app.inject({ method: 'POST', url: `/api/admin/xp-adjustments/${id}/${decision}`, headers: by, payload });
}

async function auditOf(customerId: number) {
  return testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, String(customerId))))
    .orderBy(auditLog.id);
}

describe('a second staff member above the threshold', () => {
  it('applies a credit up to the threshold at once; one above it waits outside the ledger, audited as a request', async () => {
    const id = await newCustomer();
    const direct = await adjust(staff.first, id, threshold);
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json()).toMatchObject({ status: 'applied', balance: threshold });

    const asked = await adjust(staff.first, id, threshold + 1);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending', balance: threshold, entry_id: null });
    expect(await balanceOf(testApp.database.db, id)).toBe(threshold);
    expect(await testApp.database.db.select().from(xpLedger).where(eq(xpLedger.customerId, id))).toHaveLength(1);

    const trail = await auditOf(id);
    expect(trail.map((entry) => [entry.action, entry.actor])).toEqual([
      ['customer.xp-adjust', 'first@support.example'],
      ['customer.xp-adjust-request', 'first@support.example'],
    ]);
    expect(trail[1]?.after).toMatchObject({
      adjustmentId: asked.json().adjustment_id,
      amount: threshold + 1,
      status: 'pending',
      approvalThreshold: threshold,
      dailyCap,
    });

    // The queue shows it to everyone who adjusts; only others may decide.
    const mine = await testApp.app.inject({ method: 'GET', url: '/api/admin/xp-adjustments', headers: staff.first });
    const theirs = await testApp.app.inject({ method: 'GET', url: '/api/admin/xp-adjustments', headers: staff.second });
    const find = (response: typeof mine) =>
      (response.json().adjustments as { id: number; can_decide: boolean }[]).find((row) => row.id === asked.json().adjustment_id);
    expect(find(mine)).toMatchObject({ can_decide: false });
    expect(find(theirs)).toMatchObject({
      can_decide: true,
      customer_id: id,
      amount: threshold + 1,
      requested_by: 'first@support.example',
      status: 'pending',
    });
    expect(theirs.json().limits).toEqual({ daily_cap: dailyCap, approval_threshold: threshold });
  });

  it('lets another staff member approve once: the ledger entry, the decision and its audit entry together', async () => {
    const id = await newCustomer();
    const asked = (await adjust(staff.first, id, 1200, 'Компенсація за втрачене замовлення')).json();

    const own = await decide(staff.first, asked.adjustment_id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('own_request');

    const approved = await decide(staff.second, asked.adjustment_id, 'approve', { reason: 'Перевірено' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      balance: 1200,
      adjustment: { status: 'approved', decided_by: 'second@support.example', decision_reason: 'Перевірено' },
    });
    const entryId = approved.json().adjustment.entry_id as number;
    const [entry] = await testApp.database.db.select().from(xpLedger).where(eq(xpLedger.id, entryId));
    expect(entry).toMatchObject({
      customerId: id,
      amount: 1200,
      reason: 'adjustment',
      note: 'Компенсація за втрачене замовлення',
    });

    const again = await decide(staff.admin, asked.adjustment_id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_decided');
    const late = await decide(staff.admin, asked.adjustment_id, 'reject', { reason: 'Запізно' });
    expect(late.json().error.code).toBe('already_decided');
    expect(await balanceOf(testApp.database.db, id)).toBe(1200);

    const [, approval] = await auditOf(id);
    expect(approval).toMatchObject({
      action: 'customer.xp-adjust-approve',
      actor: 'second@support.example',
      role: 'support',
      reason: 'Перевірено',
      before: { balance: 0, status: 'pending' },
      after: { balance: 1200, amount: 1200, entryId, requestedBy: 'first@support.example' },
    });
  });

  it('rejects with a reason: nothing reaches the ledger, the decision is audited', async () => {
    const id = await newCustomer();
    const asked = (await adjust(staff.first, id, 900)).json();
    const noReason = await decide(staff.second, asked.adjustment_id, 'reject', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields[0].field).toBe('body.reason');

    const rejected = await decide(staff.admin, asked.adjustment_id, 'reject', { reason: 'Немає підстав' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ balance: 0, adjustment: { status: 'rejected', entry_id: null } });
    expect(await testApp.database.db.select().from(xpLedger).where(eq(xpLedger.customerId, id))).toEqual([]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['customer.xp-adjust-request', 'customer.xp-adjust-reject']);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/xp-adjustments?status=rejected&customer_id=${id}`,
      headers: staff.second,
    });
    expect(listed.json()).toMatchObject({
      total: 1,
      adjustments: [{ id: asked.adjustment_id, decided_by: 'boss@admin.example' }],
    });
  });

  it('approves a request once when two staff members approve it at the same moment', async () => {
    const id = await newCustomer();
    const asked = (await adjust(staff.first, id, 800)).json();
    const [one, two] = await Promise.all([
      decide(staff.second, asked.adjustment_id, 'approve'),
      decide(staff.admin, asked.adjustment_id, 'approve'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(testApp.database.db, id)).toBe(800);
    expect(await testApp.database.db.select().from(xpLedger).where(eq(xpLedger.customerId, id))).toHaveLength(1);
  });

  it('is only for the roles that adjust', async () => {
    const id = await newCustomer();
    const asked = (await adjust(staff.admin, id, 700)).json();
    for (const headers of [staff.moderator, staff.marketing]) {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/xp-adjustments', headers })).statusCode).toBe(403);
      expect((await decide(headers, asked.adjustment_id, 'approve')).statusCode).toBe(403);
    }
    expect((await decide(staff.first, asked.adjustment_id, 'approve')).statusCode).toBe(200);
  });
});

describe('the daily cap per staff member and customer', () => {
  it('counts what was applied, asked and approved today, not rejected requests nor debits', async () => {
    const id = await newCustomer();
    expect((await adjust(staff.first, id, 500)).statusCode).toBe(200);
    const approved = (await adjust(staff.first, id, 600)).json();
    expect((await decide(staff.second, approved.adjustment_id, 'approve')).statusCode).toBe(200);
    const rejected = (await adjust(staff.first, id, 700)).json();
    expect((await decide(staff.second, rejected.adjustment_id, 'reject', { reason: 'Дубль' })).statusCode).toBe(200);
    expect((await adjust(staff.first, id, 1500)).statusCode).toBe(202);
    // 500 + 600 + 1500 = 2600 of 3000: 400 left.
    const over = await adjust(staff.first, id, 401);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'daily_cap_reached',
      fields: [{ field: 'body.amount', message: 'At most 400 XP more for this customer today' }],
    });
    expect((await adjust(staff.first, id, 400)).statusCode).toBe(200);
    expect((await adjust(staff.first, id, 1)).statusCode).toBe(409);
    // Taking points back mints nothing; other staff members and other customers have caps of their own.
    expect((await adjust(staff.first, id, -100)).statusCode).toBe(200);
    expect((await adjust(staff.second, id, 100)).statusCode).toBe(200);
    expect((await adjust(staff.first, await newCustomer(), 100)).statusCode).toBe(200);
    expect(await balanceOf(testApp.database.db, id)).toBe(500 + 600 + 400 - 100 + 100);
    // A refused credit left no trace but the refusal.
    const rows = await testApp.database.db.select().from(xpAdjustments).where(eq(xpAdjustments.customerId, id));
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      [500, 'applied'],
      [600, 'approved'],
      [700, 'rejected'],
      [1500, 'pending'],
      [400, 'applied'],
      [-100, 'applied'],
      [100, 'applied'],
    ]);
  });

  it('holds under parallel credits of one staff member: only what fits is applied', async () => {
    const id = await newCustomer();
    const results = await Promise.all(Array.from({ length: 10 }, () => adjust(staff.first, id, 400)));
    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(await balanceOf(testApp.database.db, id)).toBe(2800);
  });
});

describe('the operator command line', () => {
  it('is neither capped nor approved, and is recorded and audited as the operator', async () => {
    const id = await newCustomer();
    const [customer] = await testApp.database.db.select().from(xpAdjustments).where(eq(xpAdjustments.customerId, id));
    expect(customer).toBeUndefined();
    const { phone } = (
      await testApp.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers: staff.admin })
    ).json().customer as { phone: string };
    for (let run = 0; run < 2; run += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ops/run',
        headers: { authorization: `Bearer ${testOpsToken}` },
        payload: { command: 'xp:adjust', args: { phone, brand: 'glo', amount: '1000000', reason: 'Компенсація оператора' } },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await balanceOf(testApp.database.db, id)).toBe(2_000_000);
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/xp-adjustments?status=applied&customer_id=${id}`,
      headers: staff.first,
    });
    expect(listed.json().adjustments).toMatchObject([
      { amount: 1_000_000, requested_by: 'ops', status: 'applied' },
      { amount: 1_000_000, requested_by: 'ops', status: 'applied' },
    ]);
    expect((await auditOf(id)).map((entry) => [entry.action, entry.actorType])).toEqual([
      ['customer.xp-adjust', 'ops'],
      ['customer.xp-adjust', 'ops'],
    ]);
  });
});
