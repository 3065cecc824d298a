// The monthly delivery of a subscription: on its day, an order of the subscribed sticks to the customer's saved address,
// cash on delivery, placed through the one create-order path (priced from the catalogue, its Idempotency-Key one per
// subscription and day, so a retry or a second process places it once). What cannot be delivered is skipped with the
// reason the customer reads in the history; either way the subscription moves on to the next month.
import type { FastifyBaseLogger } from 'fastify';
import type { CreateOrderBody } from '@loyalty/contracts/orders';
import type { Brand } from '@loyalty/contracts/brand';
import type { Database } from '@loyalty/db/client';
import type { SubscriptionRow } from '@loyalty/db/schema';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { nextDeliveryDate, subscriptionDeliveryNeeds } from '@loyalty/domain/subscription';
import { DomainError, outageCodes } from '../../lib/domain-error.ts';
import type { DeliveryServices } from '../delivery/plugin.ts';
import { createOrder, type OrderServices } from '../orders/service.ts';
import { findAddress, findCustomer } from '../user/repository.ts';
import { advanceDueSubscription, insertSubscriptionEvent, listDueSubscriptions } from './repository.ts';

export const subscriptionDeliveryQueue = 'subscription:deliver';
/** Looked for every hour, so a delivery day starts within the hour after Kyiv's midnight. */
export const subscriptionDeliveryEveryMs = 3_600_000;
const batchSize = 100;

export interface SubscriptionDeliveryOptions {
  paymentTtlMs: number;
  now?: Date;
}

export type DeliveryOutcome =
  | { subscriptionId: number; outcome: 'delivered'; orderNumber: number }
  | { subscriptionId: number; outcome: 'skipped'; reason: string };

/** Refused before any order: what the customer must fix, in their words. */
class NotDeliverable extends Error {}

/** The create-order body of one delivery, or why there can be none. */
async function deliveryOrder(db: Database, delivery: DeliveryServices, subscription: SubscriptionRow): Promise<CreateOrderBody> {
  const [customer, address] = await Promise.all([
    findCustomer(db, subscription.customerId),
    findAddress(db, subscription.customerId),
  ]);
  if (!customer) throw new NotDeliverable('Профіль клієнта не знайдено.');
  const cityRef = address?.cityRef ?? null;
  // The page warns of the same needs (subscriptionDeliveryNeeds) before the customer subscribes.
  const needs = subscriptionDeliveryNeeds({
    firstName: customer.firstName,
    lastName: customer.lastName,
    cityRef,
    branchNumber: address?.branchNumber ?? '',
    street: address?.street ?? '',
    house: address?.house ?? '',
  });
  if (needs === 'name') throw new NotDeliverable('Додай ім’я та прізвище в профілі, щоб отримувач був відомий.');
  let choice: CreateOrderBody['cart']['delivery'] | null = null;
  if (address && cityRef && address.branchNumber !== '') {
    const branch = delivery
      .directory()
      .branches(cityRef, address.branchNumber, 10)
      .find((candidate) => candidate.number === address.branchNumber);
    if (branch) choice = { mode: 1, cityRef, branchRef: branch.ref };
  }
  if (!choice && address && cityRef && address.street !== '' && address.house !== '') {
    choice = { mode: 2, cityRef, street: address.street, house: address.house, flat: address.flat };
  }
  if (!choice) {
    throw new NotDeliverable('Немає адреси доставки: вкажи місто й відділення Нової пошти або адресу в профілі.');
  }
  return {
    product: subscription.brand as Brand,
    order: {
      line_items: [{ variant_id: subscription.variantId, quantity: subscription.packsPerMonth }],
      customer: { id: subscription.customerId },
      shipping_address: { first_name: customer.firstName, last_name: customer.lastName, phone: customer.phone },
      note: `Доставка за підпискою №${subscription.id}`,
    },
    cart: { payment: 1, delivery: choice, comment: 'Підписка на стіки' },
  };
}

/** Why an order the server refused cannot go out this month, as the history says it. */
function refusalReason(error: DomainError): string {
  switch (error.code) {
    case 'out_of_stock':
    case 'variant_unavailable':
      return 'Обраних стіків зараз немає в наявності: зміни підписку або дочекайся наступного місяця.';
    case 'unknown_delivery_place':
      return 'Адреса доставки застаріла: онови місто й відділення в профілі.';
    default:
      return `Замовлення не вдалося оформити: ${error.message}`;
  }
}

async function deliverOne(
  db: Database,
  services: OrderServices,
  subscription: SubscriptionRow,
  options: Required<SubscriptionDeliveryOptions>,
): Promise<DeliveryOutcome | null> {
  const due = subscription.nextDeliveryOn;
  if (!due) return null;
  let outcome: DeliveryOutcome;
  try {
    const body = await deliveryOrder(db, services.delivery, subscription);
    const { order } = await createOrder(db, services, {
      body,
      customerId: subscription.customerId,
      // The customer's own phone (deliveryOrder read the customer): the person whose age check counts.
      phone: body.order.shipping_address.phone,
      idempotencyKey: `subscription-${subscription.id}-${due}`,
      paymentTtlMs: options.paymentTtlMs,
      now: options.now,
    });
    outcome = { subscriptionId: subscription.id, outcome: 'delivered', orderNumber: order.order_number };
  } catch (error) {
    if (error instanceof NotDeliverable) outcome = { subscriptionId: subscription.id, outcome: 'skipped', reason: error.message };
    else if (error instanceof DomainError && !outageCodes.has(error.code)) {
      outcome = { subscriptionId: subscription.id, outcome: 'skipped', reason: refusalReason(error) };
    } else throw error; // the database or a provider: the job tries again later
  }
  // A delivery that was late (the job stopped for a while) is not made up: the next one is next month's.
  const next = nextDeliveryDate(options.now);
  await db.transaction(async (tx) => {
    const moved = await advanceDueSubscription(tx, subscription.id, due, next);
    if (!moved) return; // stopped meanwhile, or another worker recorded it
    await insertSubscriptionEvent(tx, {
      subscriptionId: subscription.id,
      kind: outcome.outcome,
      note: outcome.outcome === 'delivered' ? `Замовлення №${outcome.orderNumber}, оплата при отриманні` : outcome.reason,
      createdAt: options.now,
    });
  });
  return outcome;
}

/** Delivers every subscription due today (Kyiv), at most a batch per run; the rest wait for the next run. */
export async function deliverDueSubscriptions(
  db: Database,
  services: OrderServices,
  options: SubscriptionDeliveryOptions,
  log?: FastifyBaseLogger,
): Promise<DeliveryOutcome[]> {
  const now = options.now ?? new Date();
  const due = await listDueSubscriptions(db, kyivCalendarDate(now), batchSize);
  const outcomes: DeliveryOutcome[] = [];
  for (const subscription of due) {
    const outcome = await deliverOne(db, services, subscription, { paymentTtlMs: options.paymentTtlMs, now });
    if (!outcome) continue;
    outcomes.push(outcome);
    log?.info(outcome, 'subscription delivery');
  }
  return outcomes;
}
