// Who may hold a session: the support desk blocks a person (both brands, their sessions end at once) or only ends
// their sessions; sign-in asks here before it sends or accepts a code. Sessions belong to this module, so their
// ending lives beside their starting. Each change commits with its audit entry.
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '@loyalty/db/client';
import { blockedPhones } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { findCustomer } from '../user/repository.ts';
import { revokeSessionsOfPhone } from './repository.ts';

async function phoneOf(executor: Executor, id: number): Promise<string> {
  const customer = await findCustomer(executor, id);
  if (!customer) throw new DomainError('not_found', `There is no customer ${id}.`);
  return customer.phone;
}

/** Ends every live session of the person behind a customer record (both brands). */
export async function revokeCustomerSessions(db: Database, id: number, actor: AuditActor): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const phone = await phoneOf(tx, id);
    const ended = await revokeSessionsOfPhone(tx, phone, new Date());
    await recordAudit(tx, actor, { action: 'customer.sessions-revoke', targetType: 'customer', targetId: id, after: { ended } });
    return { ended };
  });
}

/** Blocks the person behind a customer record (both brands): sessions end, sign-in answers 403 account_blocked. */
export async function blockCustomer(db: Database, id: number, reason: string, actor: AuditActor): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const phone = await phoneOf(tx, id);
    const inserted = await tx
      .insert(blockedPhones)
      .values({ phone, reason, blockedBy: actor.name })
      .onConflictDoNothing()
      .returning({ phone: blockedPhones.phone });
    if (inserted.length === 0) throw new DomainError('conflict', 'This customer is blocked already.');
    const ended = await revokeSessionsOfPhone(tx, phone, new Date());
    await recordAudit(tx, actor, {
      action: 'customer.block',
      targetType: 'customer',
      targetId: id,
      before: { blocked: false },
      after: { blocked: true, phone, sessionsEnded: ended },
      reason,
    });
    return { ended };
  });
}

export async function unblockCustomer(db: Database, id: number, reason: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const phone = await phoneOf(tx, id);
    const removed = await tx.delete(blockedPhones).where(eq(blockedPhones.phone, phone)).returning();
    const previous = removed[0];
    if (!previous) throw new DomainError('conflict', 'This customer is not blocked.');
    await recordAudit(tx, actor, {
      action: 'customer.unblock',
      targetType: 'customer',
      targetId: id,
      before: { blocked: true, reason: previous.reason, by: previous.blockedBy },
      after: { blocked: false },
      reason,
    });
  });
}

/** Whether a phone may sign in (the login flow asks before sending or accepting a code). */
export async function isPhoneBlocked(executor: Executor, phone: string): Promise<boolean> {
  const [row] = await executor
    .select({ phone: blockedPhones.phone })
    .from(blockedPhones)
    .where(eq(blockedPhones.phone, phone))
    .limit(1);
  return row !== undefined;
}
