// Breaks the table-owner rule on purpose: a module other than orders reading the orders table itself.
// table-owners.test.ts lints this text as a file of another module (refused) and of the orders module (allowed).
import { eq } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { orders } from '@loyalty/db/schema';

export async function totalOf(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor.select({ total: orders.totalKop }).from(orders).where(eq(orders.id, id)).limit(1);
  return row?.total;
}
