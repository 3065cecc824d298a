// Breaks the table-owner rule on purpose: a module other than payments reading order_payments itself, through a
// namespace import of the schema. table-owners.test.ts lints this text as a file of another module (refused) and of
// the payments module (allowed).
import { eq } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import * as schema from '@loyalty/db/schema';

export async function paymentStatusOf(executor: Executor, orderId: number): Promise<string | undefined> {
  const payments = schema.orderPayments;
  const [row] = await executor.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row?.status;
}
