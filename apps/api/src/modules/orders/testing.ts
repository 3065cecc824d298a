// Test support for orders: an order row written straight to the database, for tests of the modules that read orders
// (payments, delivery, feedback, analytics, velo) without going through create-order; and the harness the create-order
// test files share (orders-*.test.ts): a seeded app per file, accounts, catalogue variants and the calls they make.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database } from '@loyalty/db/client';
import {
  customerMetafields,
  orderLineItems,
  orders,
  productVariants,
  products,
  xpLedger,
  type NewOrderRow,
  type OrderDelivery,
  type OrderRow,
} from '@loyalty/db/schema';
import { apiHeaders, buildTestApp, type TestApp } from '../../test-app.ts';
import { creditXp } from '../loyalty/ledger.ts';
import { createAccount, type TestAccount } from '../user/test-accounts.ts';

/** A cash order of 100 UAH to Nova Poshta branch №1 in Київ; `values` replaces any of it (`delivery` field by field). */
export async function insertTestOrder(
  db: Database,
  values: Pick<NewOrderRow, 'customerId' | 'brand'> &
    Partial<Omit<NewOrderRow, 'delivery'>> & { delivery?: Partial<OrderDelivery> },
): Promise<OrderRow> {
  const { delivery, ...rest } = values;
  const [row] = await db
    .insert(orders)
    .values({
      paymentMethod: 1,
      subtotalKop: 10_000,
      totalKop: 10_000,
      shippingAddress: {
        first_name: 'Олена',
        last_name: 'Коваль',
        address1: 'відділення №1',
        phone: '+380670000000',
        city: 'Київ',
        province: 'Київська',
        country: 'Ukraine',
        zip: '01001',
      },
      shippingLine: { id: 1, title: 'Нова Пошта', price: '0.00' },
      ...rest,
      delivery: {
        mode: 1,
        cityRef: null,
        branchRef: null,
        branchNumber: '1',
        street: '',
        house: '',
        flat: '',
        courierDate: null,
        courierFrom: null,
        courierTo: null,
        ...delivery,
      },
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export interface Variant {
  id: number;
  productId: number;
  priceKop: number;
  bonuses: number;
}

export type Line = { variant_id: number; quantity: number; price?: unknown };

/** Money as the API writes it: kopiykas to "149.00". */
export function money(kop: number): string {
  return `${Math.trunc(kop / 100)}.${String(kop % 100).padStart(2, '0')}`;
}

/** An error answer's code, message and the fields it names. */
export function errorOf(response: { json(): unknown }): { code: string; message: string; fields: string[] } {
  const { error } = response.json() as { error: { code: string; message: string; fields?: { field: string }[] } };
  return { code: error.code, message: error.message, fields: error.fields?.map((field) => field.field) ?? [] };
}

/** Builds a seeded app before the file's tests and closes it after them; the calls and counts the order files use. */
export function useOrdersHarness() {
  let app: TestApp | undefined;
  let phoneSeq = 0;
  let creditSeq = 0;
  const testApp = (): TestApp => {
    if (!app) throw new Error('the orders harness is used before its beforeAll ran');
    return app;
  };
  const db = () => testApp().database.db;

  beforeAll(async () => {
    app = await buildTestApp({ seed: true });
  });
  afterAll(() => app?.close());

  const nextPhone = (): string => {
    phoneSeq += 1;
    return `+38067520${String(phoneSeq).padStart(4, '0')}`;
  };

  const kyivBranch = () => {
    const directory = testApp().app.delivery.directory();
    const city = directory.searchCities('', 6).find((entry) => entry.name === 'Київ');
    if (!city) throw new Error('Kyiv is not in the directory');
    const branch = directory.branches(city.ref)[0];
    if (!branch) throw new Error('Kyiv has no branches');
    return { city, branch };
  };

  const post = (account: TestAccount | null, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp().app.inject({
      method: 'POST',
      url,
      headers: { ...(account?.headers ?? apiHeaders), ...headers },
      payload: payload as object,
    });

  return {
    get testApp(): TestApp {
      return testApp();
    },
    nextPhone,
    /** A person with a record in both brands and a session. */
    newAccount: (tags: string[] = []): Promise<TestAccount> => createAccount(testApp(), { phone: nextPhone(), tags }),
    /** Credits XP to a customer record, as an adjustment. */
    async credit(customerId: number, brand: Brand, amount: number): Promise<void> {
      creditSeq += 1;
      await db().transaction((tx) =>
        creditXp(tx, { customerId, brand, amount, reason: 'adjustment', sourceType: 'test', sourceRef: `orders-${creditSeq}` }),
      );
    },
    /** The seeded product's variant number `index`, in the catalogue's order. */
    async variantOf(handle: string, index = 0): Promise<Variant> {
      const rows = await db()
        .select({
          id: productVariants.id,
          productId: products.id,
          priceKop: productVariants.priceKop,
          bonuses: productVariants.bonuses,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(eq(products.handle, handle))
        .orderBy(productVariants.position, productVariants.id);
      const row = rows[index];
      if (!row) throw new Error(`no variant ${index} of ${handle}`);
      return row;
    },
    /** A seeded glo variant on sale for money (not one bought with XP). */
    async gloSaleVariant(): Promise<{ id: number }> {
      const [row] = await db()
        .select({ id: productVariants.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.brand, 'glo'), eq(productVariants.bonuses, 0), eq(productVariants.available, true)))
        .limit(1);
      if (!row) throw new Error('the seed has no glo variant on sale');
      return row;
    },
    /** The seeded ogo products that are single blocks, in the catalogue's order. */
    async singleBlockHandles(): Promise<string[]> {
      const rows = await db()
        .select({ handle: products.handle })
        .from(products)
        .where(eq(products.brand, 'ogo'))
        .orderBy(products.id);
      return rows.map((row) => row.handle).filter((handle) => handle.startsWith('ogo-block-'));
    },
    kyivBranch,
    /** A create-order body: cash on delivery to the first Nova Poshta branch in Kyiv; `cart` replaces parts of it. */
    orderBody(account: TestAccount, brand: Brand, lines: Line[], cart: Record<string, unknown> = {}) {
      const { city, branch } = kyivBranch();
      return {
        product: brand,
        order: {
          line_items: lines,
          customer: { id: account.ids[brand] },
          shipping_address: { first_name: 'Тарас', last_name: 'Шевченко', phone: '+380671234567' },
        },
        cart: { payment: 1, delivery: { mode: 1, cityRef: city.ref, branchRef: branch.ref }, ...cart },
      };
    },
    /** POST as `account` (or with the API key alone when null). */
    post,
    createOrder: (account: TestAccount, payload: unknown, headers: Record<string, string> = {}) =>
      post(account, '/api/shop/create-order', payload, headers),
    async orderCount(customerId: number): Promise<number> {
      const [row] = await db().select({ value: count() }).from(orders).where(eq(orders.customerId, customerId));
      return row?.value ?? 0;
    },
    async lineCount(customerId: number): Promise<number> {
      const [row] = await db()
        .select({ value: count() })
        .from(orderLineItems)
        .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
        .where(eq(orders.customerId, customerId));
      return row?.value ?? 0;
    },
    /** The customer's XP ledger entries written by orders. */
    async debitCount(customerId: number): Promise<number> {
      const [row] = await db()
        .select({ value: count() })
        .from(xpLedger)
        .where(and(eq(xpLedger.customerId, customerId), eq(xpLedger.sourceType, 'order')));
      return row?.value ?? 0;
    },
    /** The customer's velo-30 metafield (how many times VELO-30 was used), if set. */
    async velo30Of(customerId: number): Promise<string | undefined> {
      const [row] = await db()
        .select({ value: customerMetafields.value })
        .from(customerMetafields)
        .where(and(eq(customerMetafields.customerId, customerId), eq(customerMetafields.key, 'velo-30')));
      return row?.value;
    },
  };
}
