// Breaks the table-owner rule on purpose: a module other than tiers reading the customer_tiers table itself.
// table-owners.test.ts lints this text as if it were a file of the loyalty module and expects the rule to refuse it.
import { eq } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { customerTiers } from '@loyalty/db/schema';

export async function tierLevelIdOf(executor: Executor, customerId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ levelId: customerTiers.levelId })
    .from(customerTiers)
    .where(eq(customerTiers.customerId, customerId))
    .limit(1);
  return row?.levelId;
}
