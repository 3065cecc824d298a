// Breaks the table-owner rule on purpose: raw SQL that names owned tables (customers, orders, xp_ledger,
// order_payments) without importing them. table-owners.test.ts lints this text as a file of a module that owns none
// of them (one refusal per table).
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@loyalty/db/client';

export async function spendersOf(executor: Executor, brand: string) {
  return queryRows<{ phone: string }>(
    executor,
    sql`select c.phone from customers c
      join orders o on o.customer_id = c.id
      where c.brand = ${brand}
        and exists (select 1 from xp_ledger l where l.customer_id = c.id)
        and exists (select 1 from "order_payments" p where p.order_id = o.id)`,
  );
}
