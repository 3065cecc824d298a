// SQL of sticks subscriptions, their events, and the variants a brand lets customers subscribe to.
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import {
  collectionProducts,
  collections,
  productVariants,
  products,
  subscriptionEvents,
  subscriptions,
  type SubscriptionEventRow,
  type SubscriptionRow,
} from '@loyalty/db/schema';

/** The sticks categories of each brand (spec section 2 category lists): only their variants can be subscribed to. */
export const sticksCategories: Record<Brand, ('sticks' | 'ogo-sticks' | 'ogo-sticks-single')[]> = {
  glo: ['sticks'],
  ogo: ['ogo-sticks', 'ogo-sticks-single'],
};

export interface SubscribableVariant {
  variantId: number;
  productTitle: string;
  variantTitle: string;
  priceKop: number;
  packQuantity: number;
}

/**
 * Available, paid-for variants of products in the brand's sticks categories (membership, the primary one included).
 * `variantId` narrows the list to one variant.
 */
export async function listSubscribableVariants(
  executor: Executor,
  brand: Brand,
  variantId?: number,
): Promise<SubscribableVariant[]> {
  const rows = await executor
    .selectDistinct({
      variantId: productVariants.id,
      productTitle: products.title,
      variantTitle: productVariants.title,
      priceKop: productVariants.priceKop,
      packQuantity: productVariants.packQuantity,
      // In the select list because DISTINCT needs every ORDER BY expression there.
      productId: products.id,
      productPosition: products.position,
      variantPosition: productVariants.position,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .where(
      and(
        eq(products.brand, brand),
        eq(collections.brand, brand),
        inArray(collections.slug, sticksCategories[brand]),
        eq(productVariants.available, true),
        // Bonus goods cost 0 kopiyky and are bought with XP: not something to deliver monthly for money.
        eq(productVariants.bonuses, 0),
        variantId === undefined ? undefined : eq(productVariants.id, variantId),
      ),
    )
    .orderBy(asc(products.position), asc(products.id), asc(productVariants.position), asc(productVariants.id));
  return rows.map(({ variantId: id, productTitle, variantTitle, priceKop, packQuantity }) => ({
    variantId: id,
    productTitle,
    variantTitle,
    priceKop,
    packQuantity,
  }));
}

export interface SubscriptionWithVariant {
  subscription: SubscriptionRow;
  productTitle: string;
  variantTitle: string;
  priceKop: number;
}

/** The customer's active subscription, else their latest one; undefined when they never had one. */
export async function findCurrentSubscription(
  executor: Executor,
  customerId: number,
): Promise<SubscriptionWithVariant | undefined> {
  const [row] = await executor
    .select({
      subscription: subscriptions,
      productTitle: products.title,
      variantTitle: productVariants.title,
      priceKop: productVariants.priceKop,
    })
    .from(subscriptions)
    .innerJoin(productVariants, eq(productVariants.id, subscriptions.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(subscriptions.customerId, customerId))
    // 'active' sorts before 'stopped'; then the newest.
    .orderBy(asc(subscriptions.status), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** The active subscription row, locked so a parallel stop or change waits for this one. */
export async function lockActiveSubscription(executor: Executor, customerId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, 'active')))
    .for('update')
    .limit(1);
  return row;
}

/** Inserts an active subscription; undefined when the customer already has one (the partial unique index). */
export async function insertActiveSubscription(
  executor: Executor,
  values: { customerId: number; brand: Brand; variantId: number; packsPerMonth: number; nextDeliveryOn: string; startedAt: Date },
): Promise<SubscriptionRow | undefined> {
  const [row] = await executor
    .insert(subscriptions)
    .values({ ...values, status: 'active' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateSubscription(
  executor: Executor,
  id: number,
  values: Partial<Pick<SubscriptionRow, 'variantId' | 'packsPerMonth' | 'status' | 'stoppedAt' | 'nextDeliveryOn'>>,
): Promise<SubscriptionRow> {
  const [row] = await executor.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

export async function insertSubscriptionEvent(
  executor: Executor,
  values: { subscriptionId: number; kind: string; note: string; createdAt: Date },
): Promise<void> {
  await executor.insert(subscriptionEvents).values(values);
}

/** Events of all the customer's subscriptions, newest first: one page and whether more follow. */
export async function listSubscriptionEvents(
  executor: Executor,
  customerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: SubscriptionEventRow[]; hasMore: boolean }> {
  const rows = await executor
    .select({ event: subscriptionEvents })
    .from(subscriptionEvents)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionEvents.subscriptionId))
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(subscriptionEvents.id))
    .offset(offset)
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).map((row) => row.event), hasMore: rows.length > limit };
}

/** Whether the customer has an active subscription (the scan counters' `subscription` field). */
export async function hasActiveSubscription(executor: Executor, customerId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/** Active subscriptions whose delivery day has come (on or before `today`, a Kyiv date), oldest due first. */
export async function listDueSubscriptions(executor: Executor, today: string, limit: number): Promise<SubscriptionRow[]> {
  return executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextDeliveryOn, today)))
    .orderBy(asc(subscriptions.nextDeliveryOn), asc(subscriptions.id))
    .limit(limit);
}

/**
 * Moves a due subscription on to its next delivery day, only if it is still active and still due on `due`: of two
 * workers, or a retry after a crash, one moves it and records the step.
 */
export async function advanceDueSubscription(
  executor: Executor,
  id: number,
  due: string,
  next: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await executor
    .update(subscriptions)
    .set({ nextDeliveryOn: next })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active'), eq(subscriptions.nextDeliveryOn, due)))
    .returning();
  return row;
}
