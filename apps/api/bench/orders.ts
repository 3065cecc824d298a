// Order bench fixture: signed-up ogo customers with sessions, each order a fresh Idempotency-Key, cash with branch
// delivery of a money product (no XP balance limits the run), through POST /api/shop/create-order as the app sends it.
import { and, eq, sql } from 'drizzle-orm';
import type { RequestSpec } from 'autocannon';
import type { DatabaseHandle } from '@loyalty/db/client';
import { queryRows } from '@loyalty/db/client';
import { products, productVariants } from '@loyalty/db/schema';
import { LocalDirectory } from '../src/providers/novaposhta/local-directory.ts';
import { localDirectoryData } from '../src/providers/novaposhta/local-directory-data.ts';
import { hashSessionToken, newSessionToken } from '../src/plugins/session.ts';

export const orderCustomers = 50;
/** The product every order buys: a money product, so no XP balance limits the run. */
const benchProductHandle = 'velo-freeze-mint';

export interface OrderFixture {
  sessions: { token: string; customerId: number }[];
  variantId: number;
  cityRef: string;
  branchRef: string;
}

/** Needs the demo catalogue (seedDemoData) in the database. */
export async function prepareOrders(handle: DatabaseHandle): Promise<OrderFixture> {
  await handle.db.execute(sql`
    insert into customers (brand, phone)
    select 'ogo', '+38091' || lpad(i::text, 7, '0') from generate_series(1, ${orderCustomers}) as i`);
  const people = await queryRows<{ id: number; phone: string }>(
    handle.db,
    sql`select id, phone from customers where phone like '+38091%' order by id`,
  );
  const sessions: OrderFixture['sessions'] = [];
  for (const person of people) {
    const token = newSessionToken();
    await handle.db.execute(sql`
      insert into sessions (token_hash, phone, ogo_customer_id, absolute_expires_at)
      values (${hashSessionToken(token)}, ${person.phone}, ${person.id}, now() + interval '1 day')`);
    sessions.push({ token, customerId: Number(person.id) });
  }
  const [variant] = await handle.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.handle, benchProductHandle), eq(productVariants.available, true)))
    .limit(1);
  if (!variant) throw new Error(`the demo seed has no ${benchProductHandle}`);
  // A fresh database has no stored Nova Poshta snapshot, so the server answers from the copy shipped with the app.
  const directory = new LocalDirectory(localDirectoryData);
  const city = directory.searchCities('', 6)[0];
  const branch = city ? directory.branches(city.ref)[0] : undefined;
  if (!city || !branch) throw new Error('the delivery directory has no popular city with a branch');
  return { sessions, variantId: variant.id, cityRef: city.ref, branchRef: branch.ref };
}

export function orderRequests(apiKey: string, fixture: OrderFixture): { requests: RequestSpec[]; used: () => number } {
  let next = 0;
  const runId = Date.now().toString(36);
  return {
    used: () => next,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const index = next++;
          const session = fixture.sessions[index % fixture.sessions.length]!;
          return {
            ...request,
            headers: {
              'x-api-key': apiKey,
              authorization: `Bearer ${session.token}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-order-${runId}-${String(index).padStart(8, '0')}`,
            },
            body: JSON.stringify({
              product: 'ogo',
              order: {
                line_items: [{ variant_id: fixture.variantId, quantity: 1 + (index % 3) }],
                customer: { id: session.customerId },
                shipping_address: { first_name: 'Bench', last_name: 'Client', phone: '+380671234567' },
              },
              cart: { payment: 1, delivery: { mode: 1, cityRef: fixture.cityRef, branchRef: fixture.branchRef } },
            }),
          };
        },
      },
    ],
  };
}
