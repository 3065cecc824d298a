// An operator's XP adjustment: one audited ledger entry (reason and source 'adjustment', the operator's words as note).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database } from '@loyalty/db/client';
import { customers } from '@loyalty/db/schema';
import { HttpError } from '../../plugins/errors.ts';
import { balanceOf, creditXp, debitXp } from './ledger.ts';

export interface XpAdjustment {
  phone: string;
  brand: Brand;
  /** Positive credits, negative debits. */
  amount: number;
  reason: string;
}

export async function adjustXp(
  db: Database,
  adjustment: XpAdjustment,
): Promise<{ customerId: number; entryId: number; balance: number }> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.brand, adjustment.brand), eq(customers.phone, adjustment.phone)))
    .limit(1);
  if (!customer) throw new HttpError(404, 'not_found', `No ${adjustment.brand} customer has the phone ${adjustment.phone}.`);
  const entry = {
    customerId: customer.id,
    brand: adjustment.brand,
    amount: Math.abs(adjustment.amount),
    reason: 'adjustment',
    // Every adjustment is its own source: two identical adjustments are two deliberate entries.
    sourceType: 'adjustment',
    sourceRef: randomUUID(),
    note: adjustment.reason,
  };
  try {
    const result = await db.transaction((tx) => (adjustment.amount > 0 ? creditXp(tx, entry) : debitXp(tx, entry)));
    return { customerId: customer.id, entryId: result.entryId, balance: result.balance };
  } catch (error) {
    if (error instanceof HttpError && error.code === 'insufficient_xp') {
      const balance = await balanceOf(db, customer.id);
      throw new HttpError(
        409,
        'insufficient_xp',
        `The balance of ${adjustment.phone} (${adjustment.brand}) is ${balance} XP: cannot take ${Math.abs(adjustment.amount)}. Nothing was changed.`,
      );
    }
    throw error;
  }
}
