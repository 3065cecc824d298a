// SQL of web push: subscriptions (one row per browser endpoint), what each customer wants, and what was delivered.
import { and, count, desc, eq, gt, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
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
 * Keeps the customer's newest `keep` subscriptions and deletes the rest (a script subscribed 300 endpoints
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

/** Whether the customer consented to marketing SMS (campaign messages): off without a row or until turned on. */
export async function marketingSmsConsentOf(executor: Executor, customerId: number): Promise<boolean> {
  const [row] = await executor
    .select({ consent: notificationSettings.marketingSms })
    .from(notificationSettings)
    .where(eq(notificationSettings.customerId, customerId))
    .limit(1);
  return row?.consent ?? false;
}

export async function updateSettings(
  executor: Executor,
  customerId: number,
  change: Partial<NotificationSettings> & { marketingSms?: boolean },
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

/** What a run may do with each device of a notification. */
export interface DeliveryClaims {
  /** Claimed by this run: send now. */
  mine: Set<number>;
  /** Already sent (by an earlier attempt): skip. */
  sent: Set<number>;
  /** Being sent by another run of the same job, whose claim still holds: not this run's to send. */
  elsewhere: Set<number>;
}

/**
 * Claims the devices of notification `key` for the run `claimant` before anything is sent: a device is this
 * run's when it has no row yet, or when the run that claimed it let `sending_until` pass without finishing (it died).
 * Claims hold `holdSeconds`, longer than any run may send, so two live runs never send to one device.
 */
export async function claimDeliveries(
  executor: Executor,
  key: string,
  subscriptionIds: readonly number[],
  claimant: string,
  holdSeconds: number,
): Promise<DeliveryClaims> {
  const claims: DeliveryClaims = { mine: new Set(), sent: new Set(), elsewhere: new Set() };
  if (subscriptionIds.length === 0) return claims;
  const until = sql`now() + make_interval(secs => ${holdSeconds})`;
  const claimed = await executor
    .insert(pushDeliveries)
    .values(
      subscriptionIds.map((subscriptionId) => ({
        notificationKey: key,
        subscriptionId,
        sendingUntil: until,
        claimedBy: claimant,
      })),
    )
    .onConflictDoUpdate({
      target: [pushDeliveries.notificationKey, pushDeliveries.subscriptionId],
      set: { sendingUntil: until, claimedBy: claimant, sentAt: sql`now()` },
      setWhere: sql`${pushDeliveries.sendingUntil} < now()`,
    })
    .returning({ id: pushDeliveries.subscriptionId });
  for (const row of claimed) claims.mine.add(row.id);
  const others = subscriptionIds.filter((id) => !claims.mine.has(id));
  if (others.length === 0) return claims;
  const rows = await executor
    .select({ id: pushDeliveries.subscriptionId, sendingUntil: pushDeliveries.sendingUntil })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.notificationKey, key), inArray(pushDeliveries.subscriptionId, others)));
  for (const row of rows) (row.sendingUntil === null ? claims.sent : claims.elsewhere).add(row.id);
  return claims;
}

/** The push service accepted the message: the device has it, whichever run's claim is current. */
export async function markDeliverySent(executor: Executor, key: string, subscriptionId: number): Promise<void> {
  await executor
    .update(pushDeliveries)
    .set({ sendingUntil: null, claimedBy: null, sentAt: sql`now()` })
    .where(and(eq(pushDeliveries.notificationKey, key), eq(pushDeliveries.subscriptionId, subscriptionId)));
  await executor
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()` })
    .where(eq(pushSubscriptions.id, subscriptionId));
}

/** The send failed: this run's claim is given up, so that a retry sends again; another run's claim is left alone. */
export async function releaseDelivery(executor: Executor, key: string, subscriptionId: number, claimant: string): Promise<void> {
  await executor
    .delete(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.notificationKey, key),
        eq(pushDeliveries.subscriptionId, subscriptionId),
        eq(pushDeliveries.claimedBy, claimant),
        isNotNull(pushDeliveries.sendingUntil),
      ),
    );
}
