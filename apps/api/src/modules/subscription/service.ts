// Sticks subscriptions: one active per customer record, started, changed and stopped with every step in its history.
import type { Brand } from '@loyalty/contracts/brand';
import { nextDeliveryDate } from '@loyalty/domain/subscription';
import type {
  GetSubscriptionResponse,
  StartSubscriptionBody,
  Subscription,
  SubscriptionEventKind,
  SubscriptionHistoryResponse,
} from '@loyalty/contracts/subscription';
import { subscriptionEventKinds, subscriptionHistoryPageSize } from '@loyalty/contracts/subscription';
import type { Database, Executor } from '@loyalty/db/client';
import type { SubscriptionRow } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { formatKopiyky } from '../catalog/service.ts';
import {
  findCurrentSubscription,
  insertActiveSubscription,
  insertSubscriptionEvent,
  listSubscribableVariants,
  listSubscriptionEvents,
  lockActiveSubscription,
  updateSubscription,
  type SubscribableVariant,
} from './repository.ts';

function subscriptionOf(
  row: SubscriptionRow,
  variant: { productTitle: string; variantTitle: string; priceKop: number },
): Subscription {
  return {
    id: row.id,
    status: row.status,
    variant_id: row.variantId,
    product_title: variant.productTitle,
    variant_title: variant.variantTitle,
    price: formatKopiyky(variant.priceKop),
    packs_per_month: row.packsPerMonth,
    started_at: row.startedAt.toISOString(),
    stopped_at: row.stoppedAt ? row.stoppedAt.toISOString() : null,
    next_delivery_on: row.status === 'active' ? row.nextDeliveryOn : null,
  };
}

/** The history line of a step: what the subscription carries from now on. */
function eventNote(variant: SubscribableVariant, packsPerMonth: number): string {
  return `${variant.productTitle} (${variant.variantTitle}) × ${packsPerMonth} на місяць`;
}

export async function getSubscription(executor: Executor, brand: Brand, customerId: number): Promise<GetSubscriptionResponse> {
  const [current, options] = await Promise.all([
    findCurrentSubscription(executor, customerId),
    listSubscribableVariants(executor, brand),
  ]);
  return {
    subscription: current ? subscriptionOf(current.subscription, current) : null,
    options: options.map((option) => ({
      variant_id: option.variantId,
      product_title: option.productTitle,
      variant_title: option.variantTitle,
      price: formatKopiyky(option.priceKop),
      quantity: option.packQuantity,
    })),
  };
}

/** A variant of the brand's sticks that is on sale, else 400 naming body.variantId (another brand's is as unknown). */
async function subscribableVariant(executor: Executor, brand: Brand, variantId: number): Promise<SubscribableVariant> {
  const [variant] = await listSubscribableVariants(executor, brand, variantId);
  if (!variant) {
    throw new DomainError('variant_not_subscribable', 'This variant cannot be subscribed to.', [
      { field: 'body.variantId', message: `Expected an available variant of the ${brand} sticks categories` },
    ]);
  }
  return variant;
}

const activeExists = () =>
  new DomainError('subscription_active', 'You already have an active subscription: change or stop it first.');
const noneActive = () => new DomainError('no_active_subscription', 'You have no active subscription.');

export async function startSubscription(
  db: Database,
  customerId: number,
  body: StartSubscriptionBody,
  now: Date = new Date(),
): Promise<{ subscription: Subscription }> {
  return db.transaction(async (tx) => {
    const variant = await subscribableVariant(tx, body.product, body.variantId);
    // The partial unique index decides, so two parallel starts give one subscription and one 409.
    const row = await insertActiveSubscription(tx, {
      customerId,
      brand: body.product,
      variantId: variant.variantId,
      packsPerMonth: body.packsPerMonth,
      nextDeliveryOn: nextDeliveryDate(now),
      startedAt: now,
    });
    if (!row) throw activeExists();
    await insertSubscriptionEvent(tx, {
      subscriptionId: row.id,
      kind: 'started',
      note: eventNote(variant, body.packsPerMonth),
      createdAt: now,
    });
    return { subscription: subscriptionOf(row, variant) };
  });
}

export async function changeSubscription(
  db: Database,
  customerId: number,
  body: StartSubscriptionBody,
  now: Date = new Date(),
): Promise<{ subscription: Subscription }> {
  return db.transaction(async (tx) => {
    const active = await lockActiveSubscription(tx, customerId);
    if (!active) throw noneActive();
    const variant = await subscribableVariant(tx, body.product, body.variantId);
    const row = await updateSubscription(tx, active.id, { variantId: variant.variantId, packsPerMonth: body.packsPerMonth });
    await insertSubscriptionEvent(tx, {
      subscriptionId: row.id,
      kind: 'changed',
      note: eventNote(variant, body.packsPerMonth),
      createdAt: now,
    });
    return { subscription: subscriptionOf(row, variant) };
  });
}

/** Stops the active subscription; the row stays (status stopped) so its history remains readable. */
export async function stopSubscription(
  db: Database,
  customerId: number,
  now: Date = new Date(),
): Promise<{ subscription: Subscription }> {
  return db.transaction(async (tx) => {
    const active = await lockActiveSubscription(tx, customerId);
    if (!active) throw noneActive();
    const row = await updateSubscription(tx, active.id, { status: 'stopped', stoppedAt: now, nextDeliveryOn: null });
    await insertSubscriptionEvent(tx, { subscriptionId: row.id, kind: 'stopped', note: '', createdAt: now });
    const current = await findCurrentSubscription(tx, customerId);
    if (!current) throw new Error(`subscription ${row.id} vanished`);
    return { subscription: subscriptionOf(row, current) };
  });
}

function isEventKind(kind: string): kind is SubscriptionEventKind {
  return (subscriptionEventKinds as readonly string[]).includes(kind);
}

export async function subscriptionHistory(
  executor: Executor,
  customerId: number,
  offset: number,
): Promise<SubscriptionHistoryResponse> {
  const page = await listSubscriptionEvents(executor, customerId, offset, subscriptionHistoryPageSize);
  return {
    // A kind this version does not know (written by a later one) is left out rather than failing the whole page.
    events: page.rows.flatMap((row) =>
      isEventKind(row.kind)
        ? [
            {
              id: row.id,
              subscription_id: row.subscriptionId,
              kind: row.kind,
              note: row.note,
              created_at: row.createdAt.toISOString(),
            },
          ]
        : [],
    ),
    has_more: page.hasMore,
  };
}
