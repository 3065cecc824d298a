// Breaks the table-owner rule on purpose: a module other than loyalty reading the XP ledger itself.
// table-owners.test.ts lints this text as a file of another module (refused) and of the loyalty module (allowed).
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { xpLedger } from '@loyalty/db/schema';

export async function lastMove(executor: Executor, customerId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ amount: xpLedger.amount })
    .from(xpLedger)
    .where(eq(xpLedger.customerId, customerId))
    .orderBy(desc(xpLedger.id))
    .limit(1);
  return row?.amount;
}
