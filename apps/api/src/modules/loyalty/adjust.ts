// An operator's XP adjustment: one audited ledger entry (reason and source 'adjustment', the operator's words as note).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database } from '@loyalty/db/client';
import { customers } from '@loyalty/db/schema';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit, type AuditActor } from '../admin/audit.ts';
import { balanceOf, creditXp, debitXp } from './ledger.ts';

export interface XpAdjustment {
  /** The customer record: by phone and brand (the command line), or by id (the back-office). */
  customer: { phone: string; brand: Brand } | { id: number };
  /** Positive credits, negative debits. */
  amount: number;
  reason: string;
}

/**
 * Credits or debits a customer through the ledger, never below zero; with an actor (the back-office), the audit entry
 * is written in the same transaction (the command line's entry is written by the ops route).
 */
export async function adjustXp(
  db: Database,
  adjustment: XpAdjustment,
  actor?: AuditActor,
): Promise<{ customerId: number; entryId: number; balance: number }> {
  const lookup = adjustment.customer;
  const [customer] = await db
    .select({ id: customers.id, brand: customers.brand, phone: customers.phone })
    .from(customers)
    .where(
      'id' in lookup ? eq(customers.id, lookup.id) : and(eq(customers.brand, lookup.brand), eq(customers.phone, lookup.phone)),
    )
    .limit(1);
  if (!customer) {
    throw new HttpError(
      404,
      'not_found',
      'id' in lookup ? `There is no customer ${lookup.id}.` : `No ${lookup.brand} customer has the phone ${lookup.phone}.`,
    );
  }
  const entry = {
    customerId: customer.id,
    brand: customer.brand,
    amount: Math.abs(adjustment.amount),
    reason: 'adjustment',
    // Every adjustment is its own source: two identical adjustments are two deliberate entries.
    sourceType: 'adjustment',
    sourceRef: randomUUID(),
    note: adjustment.reason,
  };
  try {
    const result = await db.transaction(async (tx) => {
      const before = await balanceOf(tx, customer.id);
      const moved = adjustment.amount > 0 ? await creditXp(tx, entry) : await debitXp(tx, entry);
      if (actor) {
        await recordAudit(tx, actor, {
          action: 'customer.xp-adjust',
          targetType: 'customer',
          targetId: customer.id,
          before: { balance: before },
          after: { balance: moved.balance, amount: adjustment.amount, entryId: moved.entryId },
          reason: adjustment.reason,
        });
      }
      return moved;
    });
    return { customerId: customer.id, entryId: result.entryId, balance: result.balance };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'insufficient_xp') {
      const balance = await balanceOf(db, customer.id);
      throw new HttpError(
        409,
        'insufficient_xp',
        `The balance of ${customer.phone} (${customer.brand}) is ${balance} XP: cannot take ${Math.abs(adjustment.amount)}. Nothing was changed.`,
      );
    }
    throw error;
  }
}
