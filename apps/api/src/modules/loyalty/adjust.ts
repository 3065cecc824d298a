// XP adjustments made by people (decision 0041): a credit or debit through the ledger, kept as a row
// of xp_adjustments and audited in the same transaction, whoever makes it. For staff, credits count against
// XP_ADJUST_DAILY_CAP per staff member and customer (requests waiting or approved included), and a credit above
// XP_ADJUST_APPROVAL_THRESHOLD waits outside the ledger until another staff member approves it (its ledger entry is
// written then) or rejects it. The operator command line is neither capped nor approved: see the decision record.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminXpAdjustment } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import { queryRows, type Database, type Executor, type Transaction } from '@loyalty/db/client';
import { xpAdjustments, type XpAdjustmentRow, type XpAdjustmentStatus } from '@loyalty/db/schema';
import { kyivCalendarDate, kyivDayStart } from '@loyalty/domain/kyiv-time';
import { DomainError, isDomainError } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { customerFieldOf, findCustomer, findCustomerByPhone } from '../user/repository.ts';
import { balanceOf, creditXp, debitXp } from './ledger.ts';

export interface XpAdjustment {
  /** The customer record: by phone and brand (the command line), or by id (the back-office). */
  customer: { phone: string; brand: Brand } | { id: number };
  /** Positive credits, negative debits. */
  amount: number;
  reason: string;
}

/** What staff adjustments are held to (config.xpAdjust). */
export interface AdjustmentLimits {
  dailyCap: number;
  approvalThreshold: number;
}

export interface AdjustmentResult {
  status: 'applied' | 'pending';
  adjustmentId: number;
  customerId: number;
  /** The ledger entry; null while the request waits for approval. */
  entryId: number | null;
  /** The balance now (a pending request has not moved it). */
  balance: number;
}

/** First key of the advisory lock that serialises one staff member's adjustments ('XPAD' in ASCII). */
const adjustLockNamespace = 0x5850_4144;

async function customerOf(executor: Executor, lookup: XpAdjustment['customer']) {
  const customer =
    'id' in lookup ? await findCustomer(executor, lookup.id) : await findCustomerByPhone(executor, lookup.brand, lookup.phone);
  if (!customer) {
    throw new DomainError(
      'not_found',
      'id' in lookup ? `There is no customer ${lookup.id}.` : `No ${lookup.brand} customer has the phone ${lookup.phone}.`,
    );
  }
  return customer;
}

/**
 * Refuses a credit that would take what this staff member asked for this customer today (Kyiv) past the cap. The
 * staff member's advisory lock, held to the end of the transaction, makes their parallel adjustments take turns, so
 * two of them cannot both fit under the cap by reading the same sum.
 */
async function assertWithinDailyCap(tx: Transaction, staffId: number, customerId: number, amount: number, cap: number) {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${adjustLockNamespace}, ${staffId})`);
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${xpAdjustments.amount}), 0)`.mapWith(Number) })
    .from(xpAdjustments)
    .where(
      and(
        eq(xpAdjustments.requestedByStaffId, staffId),
        eq(xpAdjustments.customerId, customerId),
        gt(xpAdjustments.amount, 0),
        ne(xpAdjustments.status, 'rejected'),
        gte(xpAdjustments.requestedAt, kyivDayStart(kyivCalendarDate())),
      ),
    );
  const used = row?.total ?? 0;
  if (used + amount > cap) {
    const left = Math.max(0, cap - used);
    throw new DomainError(
      'daily_cap_reached',
      `You have credited this customer ${used} XP today; the daily cap per staff member is ${cap} XP. Nothing was changed.`,
      [{ field: 'body.amount', message: `At most ${left} XP more for this customer today` }],
    );
  }
}

/**
 * Credits or debits a customer, never below zero, as `actor`: the adjustment row, the ledger entry and the audit entry
 * commit together. A staff actor needs `limits`: a credit beyond the daily cap is refused (409 daily_cap_reached), and
 * one above the threshold becomes a pending request instead, audited as customer.xp-adjust-request.
 */
export async function adjustXp(
  db: Database,
  adjustment: XpAdjustment,
  actor: AuditActor,
  limits: AdjustmentLimits | null = null,
): Promise<AdjustmentResult> {
  if (actor.type === 'staff' && (limits === null || actor.staffId === null)) {
    throw new Error('A staff member adjusts XP within limits');
  }
  const customer = await customerOf(db, adjustment.customer);
  const by = { requestedByStaffId: actor.staffId, requestedBy: actor.name };
  const limitsNote = limits ? { dailyCap: limits.dailyCap, approvalThreshold: limits.approvalThreshold } : {};
  try {
    return await db.transaction(async (tx): Promise<AdjustmentResult> => {
      const before = await balanceOf(tx, customer.id);
      if (limits && actor.staffId !== null && adjustment.amount > 0) {
        await assertWithinDailyCap(tx, actor.staffId, customer.id, adjustment.amount, limits.dailyCap);
        if (adjustment.amount > limits.approvalThreshold) {
          const [request] = await tx
            .insert(xpAdjustments)
            .values({
              customerId: customer.id,
              brand: customer.brand,
              amount: adjustment.amount,
              reason: adjustment.reason,
              status: 'pending',
              ...by,
            })
            .returning();
          if (!request) throw new Error('xp_adjustments insert returned no row');
          await recordAudit(tx, actor, {
            action: 'customer.xp-adjust-request',
            targetType: 'customer',
            targetId: customer.id,
            before: { balance: before },
            after: { adjustmentId: request.id, amount: adjustment.amount, status: 'pending', ...limitsNote },
            reason: adjustment.reason,
          });
          return { status: 'pending', adjustmentId: request.id, customerId: customer.id, entryId: null, balance: before };
        }
      }
      const sourceRef = randomUUID();
      const entry = {
        customerId: customer.id,
        brand: customer.brand,
        amount: Math.abs(adjustment.amount),
        reason: 'adjustment',
        // Every adjustment is its own source: two identical adjustments are two deliberate entries.
        sourceType: 'adjustment',
        sourceRef,
        note: adjustment.reason,
      };
      const moved = adjustment.amount > 0 ? await creditXp(tx, entry) : await debitXp(tx, entry);
      const [row] = await tx
        .insert(xpAdjustments)
        .values({
          customerId: customer.id,
          brand: customer.brand,
          amount: adjustment.amount,
          reason: adjustment.reason,
          status: 'applied',
          sourceRef,
          ledgerEntryId: moved.entryId,
          ...by,
        })
        .returning({ id: xpAdjustments.id });
      if (!row) throw new Error('xp_adjustments insert returned no row');
      await recordAudit(tx, actor, {
        action: 'customer.xp-adjust',
        targetType: 'customer',
        targetId: customer.id,
        before: { balance: before },
        after: { balance: moved.balance, amount: adjustment.amount, entryId: moved.entryId, adjustmentId: row.id, ...limitsNote },
        reason: adjustment.reason,
      });
      return { status: 'applied', adjustmentId: row.id, customerId: customer.id, entryId: moved.entryId, balance: moved.balance };
    });
  } catch (error) {
    if (isDomainError(error, 'insufficient_xp')) {
      const balance = await balanceOf(db, customer.id);
      throw new DomainError(
        'insufficient_xp',
        `The balance of ${customer.phone} (${customer.brand}) is ${balance} XP: cannot take ${Math.abs(adjustment.amount)}. Nothing was changed.`,
      );
    }
    throw error;
  }
}

/**
 * The pending request, locked to the end of the transaction: a second decision waits here and then finds it decided
 * (PostgreSQL re-reads the locked row), so a request is approved or rejected once, whatever runs in parallel.
 */
async function lockPendingRequest(tx: Transaction, id: number, actor: AuditActor): Promise<XpAdjustmentRow> {
  const [request] = await tx.select().from(xpAdjustments).where(eq(xpAdjustments.id, id)).for('update');
  if (!request) throw new DomainError('not_found', `There is no XP adjustment ${id}.`);
  if (request.status !== 'pending') {
    throw new DomainError('already_decided', `XP adjustment ${id} is ${request.status} already: nothing was changed.`);
  }
  if (request.requestedByStaffId !== null && request.requestedByStaffId === actor.staffId) {
    throw new DomainError('own_request', 'Another staff member must decide on your own request.');
  }
  return request;
}

async function decide(
  tx: Transaction,
  request: XpAdjustmentRow,
  actor: AuditActor,
  decision: { status: Extract<XpAdjustmentStatus, 'approved' | 'rejected'>; reason: string; ledgerEntryId: number | null },
): Promise<XpAdjustmentRow> {
  const [decided] = await tx
    .update(xpAdjustments)
    .set({
      status: decision.status,
      decidedByStaffId: actor.staffId,
      decidedBy: actor.name,
      decidedAt: sql`now()`,
      decisionReason: decision.reason,
      ledgerEntryId: decision.ledgerEntryId,
    })
    .where(and(eq(xpAdjustments.id, request.id), eq(xpAdjustments.status, 'pending')))
    .returning();
  if (!decided) throw new Error(`XP adjustment ${request.id} changed under its row lock`);
  return decided;
}

/** Another staff member approves a pending credit: its ledger entry, the decision and the audit entry commit together. */
export async function approveXpAdjustment(
  db: Database,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<{ adjustment: XpAdjustmentRow; balance: number }> {
  return db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id, actor);
    const before = await balanceOf(tx, request.customerId);
    // The request's own source: even a second approval that got this far could not credit it twice.
    const moved = await creditXp(tx, {
      customerId: request.customerId,
      brand: request.brand,
      amount: request.amount,
      reason: 'adjustment',
      sourceType: 'adjustment',
      sourceRef: request.sourceRef,
      note: request.reason,
    });
    const adjustment = await decide(tx, request, actor, { status: 'approved', reason, ledgerEntryId: moved.entryId });
    await recordAudit(tx, actor, {
      action: 'customer.xp-adjust-approve',
      targetType: 'customer',
      targetId: request.customerId,
      before: { balance: before, status: 'pending' },
      after: {
        balance: moved.balance,
        status: 'approved',
        adjustmentId: id,
        amount: request.amount,
        entryId: moved.entryId,
        requestedBy: request.requestedBy,
        requestReason: request.reason,
      },
      reason,
    });
    return { adjustment, balance: moved.balance };
  });
}

/** Another staff member rejects a pending credit: nothing reaches the ledger; the decision is audited. */
export async function rejectXpAdjustment(
  db: Database,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<{ adjustment: XpAdjustmentRow; balance: number }> {
  return db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, id, actor);
    const adjustment = await decide(tx, request, actor, { status: 'rejected', reason, ledgerEntryId: null });
    await recordAudit(tx, actor, {
      action: 'customer.xp-adjust-reject',
      targetType: 'customer',
      targetId: request.customerId,
      before: { status: 'pending' },
      after: {
        status: 'rejected',
        adjustmentId: id,
        amount: request.amount,
        requestedBy: request.requestedBy,
        requestReason: request.reason,
      },
      reason,
    });
    return { adjustment, balance: await balanceOf(tx, request.customerId) };
  });
}

const viewColumns = {
  adjustment: xpAdjustments,
  phone: customerFieldOf('phone', xpAdjustments.customerId),
  firstName: customerFieldOf('firstName', xpAdjustments.customerId),
  lastName: customerFieldOf('lastName', xpAdjustments.customerId),
};

function viewOf(
  found: { adjustment: XpAdjustmentRow; phone: string; firstName: string; lastName: string },
  viewer: AuditActor,
): AdminXpAdjustment {
  const row = found.adjustment;
  return {
    id: row.id,
    customer_id: row.customerId,
    brand: row.brand,
    phone: found.phone,
    customer_name: `${found.firstName} ${found.lastName}`.trim(),
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    requested_by: row.requestedBy,
    requested_at: row.requestedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    entry_id: row.ledgerEntryId,
    can_decide: row.status === 'pending' && row.requestedByStaffId !== viewer.staffId,
  };
}

export async function xpAdjustmentView(executor: Executor, id: number, viewer: AuditActor): Promise<AdminXpAdjustment> {
  const [found] = await executor.select(viewColumns).from(xpAdjustments).where(eq(xpAdjustments.id, id)).limit(1);
  if (!found) throw new DomainError('not_found', `There is no XP adjustment ${id}.`);
  return viewOf(found, viewer);
}

/** Requests waiting for a decision oldest first (a queue); the others newest first. */
export async function listXpAdjustments(
  executor: Executor,
  filter: { status: XpAdjustmentStatus; customerId?: number | undefined },
  page: { page: number; perPage: number },
  viewer: AuditActor,
): Promise<{ adjustments: AdminXpAdjustment[]; total: number }> {
  const conditions: SQL[] = [eq(xpAdjustments.status, filter.status)];
  if (filter.customerId !== undefined) conditions.push(eq(xpAdjustments.customerId, filter.customerId));
  const where = and(...conditions);
  const order = filter.status === 'pending' ? [asc(xpAdjustments.requestedAt), asc(xpAdjustments.id)] : [desc(xpAdjustments.id)];
  const [rows, [total]] = await Promise.all([
    executor
      .select(viewColumns)
      .from(xpAdjustments)
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    executor.select({ value: count() }).from(xpAdjustments).where(where),
  ]);
  return { adjustments: rows.map((row) => viewOf(row, viewer)), total: total?.value ?? 0 };
}
