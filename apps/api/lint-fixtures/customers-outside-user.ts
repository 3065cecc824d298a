// Breaks the table-owner rule on purpose: a module other than user reading the customers table itself.
// table-owners.test.ts lints this text as a file of another module (refused) and of the user module (allowed).
import { eq } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { customers } from '@loyalty/db/schema';

export async function phoneOf(executor: Executor, id: number): Promise<string | undefined> {
  const [row] = await executor.select({ phone: customers.phone }).from(customers).where(eq(customers.id, id)).limit(1);
  return row?.phone;
}
