// SQL of web push: subscriptions (one row per browser endpoint), what each customer wants, and what was delivered.
import { and, count, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { NotificationKind, NotificationSettings } from '@loyalty/contracts/push';
import type { Executor } from '@loyalty/db/client';
import { notificationSettings, pushDeliveries, pushSubscriptions, type PushSubscriptionRow } from '@loyalty/db/schema';

export const defaultNotificationSettings: NotificationSettings = { orders: true, referrals: true, expiry: true, news: true };

/**
 * Stores a browser's subscription for a customer. The endpoint is one browser profile: subscribing it again (new keys,
 * or another account signed in on that device) moves it to this customer, so a device never gets another's news.
 */
export async function upsertSubscription(
  executor: Executor,
  subscription: { customerId: number; brand: Brand; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await executor
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        customerId: subscription.customerId,
        brand: subscription.brand,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        createdAt: sql`now()`,
      },
    });
}

/**
 * Keeps the customer's newest `keep` subscriptions and deletes the rest (issue 35: a script subscribed 300 endpoints
 * to one customer, and every notification then went to all of them). Newest by when each was last subscribed.
 */
export async function trimSubscriptions(executor: Executor, customerId: number, keep: number): Promise<number> {
  const newest = executor
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  const rows = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), notInArray(pushSubscriptions.id, newest)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** Removes an endpoint of these customers (the session's person); another customer's endpoint is not touched. */
export async function deleteSubscriptionByEndpoint(
  executor: Executor,
  endpoint: string,
  customerIds: readonly number[],
): Promise<number> {
  if (customerIds.length === 0) return 0;
  const rows = await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), inArray(pushSubscriptions.customerId, [...customerIds])))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deleteSubscription(executor: Executor, id: number): Promise<void> {
  await executor.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listSubscriptions(executor: Executor, customerId: number): Promise<PushSubscriptionRow[]> {
  return executor.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
}

export async function countSubscriptions(executor: Executor, customerId: number): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));
  return row?.value ?? 0;
}

/** A page of a brand's subscriptions whose customer wants news, after subscription id `afterId`. */
export async function newsSubscriptionsPage(
  executor: Executor,
  brand: Brand,
  afterId: number,
  limit: number,
): Promise<PushSubscriptionRow[]> {
  const rows = await executor
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .leftJoin(notificationSettings, eq(notificationSettings.customerId, pushSubscriptions.customerId))
    .where(
      and(
        eq(pushSubscriptions.brand, brand),
        gt(pushSubscriptions.id, afterId),
        sql`coalesce(${notificationSettings.news}, true)`,
      ),
    )
    .orderBy(pushSubscriptions.id)
    .limit(limit);
  return rows.map((row) => row.subscription);
}

export async function settingsOf(executor: Executor, customerId: number): Promise<NotificationSettings> {
  const [row] = await executor
    .select({
      orders: notificationSettings.orders,
      referrals: notificationSettings.referrals,
      expiry: notificationSettings.expiry,
      news: notificationSettings.news,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.customerId, customerId))
    .limit(1);
  return row ?? { ...defaultNotificationSettings };
}

export async function updateSettings(
  executor: Executor,
  customerId: number,
  change: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const [row] = await executor
    .insert(notificationSettings)
    .values({ customerId, ...defaultNotificationSettings, ...change })
    .onConflictDoUpdate({ target: notificationSettings.customerId, set: { ...change, updatedAt: sql`now()` } })
    .returning({
      orders: notificationSettings.orders,
      referrals: notificationSettings.referrals,
      expiry: notificationSettings.expiry,
      news: notificationSettings.news,
    });
  if (!row) throw new Error('notification_settings upsert returned no row');
  return row;
}

/** Whether a notification of `kind` would reach this customer by push (subscribed, and the kind switched on). */
export async function wantsPush(executor: Executor, customerId: number, kind: NotificationKind): Promise<boolean> {
  const [settings, devices] = await Promise.all([settingsOf(executor, customerId), countSubscriptions(executor, customerId)]);
  return settings[kind] && devices > 0;
}

export async function deliveredSubscriptionIds(executor: Executor, notificationKey: string): Promise<Set<number>> {
  const rows = await executor
    .select({ id: pushDeliveries.subscriptionId })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.notificationKey, notificationKey));
  return new Set(rows.map((row) => row.id));
}

export async function recordDelivery(executor: Executor, notificationKey: string, subscriptionId: number): Promise<void> {
  await executor.insert(pushDeliveries).values({ notificationKey, subscriptionId }).onConflictDoNothing();
  await executor
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()` })
    .where(eq(pushSubscriptions.id, subscriptionId));
}
