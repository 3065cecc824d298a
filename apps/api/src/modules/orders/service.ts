// Order rules of the shop: create-order (priced from the catalogue, promos, delivery, tags, XP debit, all in one
// transaction, idempotent per key), the customer's order history, call-back requests and referral code reports.
import type { Brand } from '@loyalty/contracts/brand';
import type {
  CheckPromocodeBody,
  CheckPromocodeResponse,
  CreateOrderBody,
  GetOrdersResponse,
  Order,
} from '@loyalty/contracts/orders';
import { knownMetafields } from '@loyalty/contracts/user';
import type { Database, Executor, Transaction } from '@loyalty/db/client';
import { sql } from 'drizzle-orm';
import { idempotencyKeys, type CustomerRow, type OrderLineItemRow, type OrderRow } from '@loyalty/db/schema';
import type { CartItem } from '@loyalty/domain/shop/cart';
import { orderFinancials } from '@loyalty/domain/shop/financial-status';
import { CallbackWindowError, callbackDate, callbackTag, orderTagsFor } from '@loyalty/domain/shop/order-tags';
import { applyVeloPromo, nextVelo30Value, referralPromoUsable, type VeloPromoResult } from '@loyalty/domain/shop/promo';
import { shippingLineFor, thirdServiceAllowed } from '@loyalty/domain/shop/shipping';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { DeliveryServices } from '../delivery/plugin.ts';
import {
  attachReferral,
  inviterRewardXp,
  referralVerdict,
  type ReferralSettings,
  type ReferralVerdict,
} from '../invite/referrals.ts';
import { debitPlacedOrderXp } from '../loyalty/order-xp.ts';
import {
  committedResultOf,
  keyClaimOfPlaceholders,
  keyClaimValues,
  liveKeyResult,
  requestHashOf,
} from '../../plugins/idempotency.ts';
import { findCustomerForUpdate, upsertMetafield, type AddressFields } from '../user/repository.ts';
import { isPersonAgeVerified } from '../verification/service.ts';
import { resolveDelivery, type ResolvedDelivery } from './delivery-address.ts';
import type { OrderEvents } from './events.ts';
import { scheduleUnpaidExpiry, transitionOrder } from './lifecycle.ts';
import { tierOf } from '../tiers/service.ts';
import {
  countOrdersOf,
  findCatalogueLines,
  findMetafieldValue,
  findOrder,
  findOrderByNumber,
  findPromoCodeReport,
  hasCourierHandOff,
  insertPlacedOrder,
  insertPhoneCallRequest,
  insertPromoCodeReport,
  listLinesOf,
  listOrdersOf,
  listTrackingOf,
  listTransactionsOf,
  type CatalogueLine,
} from './repository.ts';
import { groupByOrder, moneyOf, toWireOrder } from './wire-order.ts';

/** Product tags the order rules read (set on the catalogue by the operator; see the demo seed). */
export const veloGiftTag = 'velo_gift';
export const veloTrialTag = 'velo_trial';
/** The single-flavour block collection whose lines make up mixPackIds and mixQuant. */
export const singlePackCollectionSlug = 'ogo-sticks-single';
export const orderHistoryLimit = 100;

const velo30 = { key: 'velo-30', ...knownMetafields['velo-30'] } as const;

/** The wire orders of these rows, with their lines, transactions and tracking in three queries (whatever their number). */
export async function wireOrders(executor: Executor, rows: readonly OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, transactions, tracking] = await Promise.all([
    listLinesOf(executor, ids),
    listTransactionsOf(executor, ids),
    listTrackingOf(executor, ids),
  ]);
  const linesByOrder = groupByOrder(lines, (stored) => stored.line.orderId);
  const transactionsByOrder = groupByOrder(transactions, (transaction) => transaction.orderId);
  return rows.map((row) =>
    toWireOrder(row, linesByOrder.get(row.id) ?? [], transactionsByOrder.get(row.id) ?? [], tracking.get(row.id) ?? null),
  );
}

async function wireOrder(executor: Executor, row: OrderRow): Promise<Order> {
  const [order] = await wireOrders(executor, [row]);
  if (!order) throw new Error(`order ${row.id} cannot be serialized`);
  return order;
}

async function orderReplay(executor: Executor, ref: string): Promise<{ order: Order }> {
  const existing = await findOrder(executor, Number(ref));
  if (!existing) throw new Error(`order ${ref} of an idempotency key is gone`);
  return { order: await wireOrder(executor, existing) };
}

type LineItems = ReadonlyArray<{ variant_id: number; quantity: number }>;

/**
 * The cart as the domain rules see it, priced from the catalogue only: each variant must exist, be of this brand and
 * be on sale. The client's `price` is never read.
 */
function cartFrom(
  product: Brand,
  items: LineItems,
  catalogue: readonly CatalogueLine[],
  /** Where the lines are in the request body, for the 422's field. */
  itemsField = 'body.order.line_items',
): { cart: CartItem[]; lines: CatalogueLine[] } {
  const byId = new Map(catalogue.map((line) => [line.variantId, line]));
  const lines = items.map((item, index) => {
    const line = byId.get(item.variant_id);
    if (!line || line.brand !== product || !line.available) {
      throw new DomainError('variant_unavailable', `Variant ${item.variant_id} is not on sale in ${product}.`, [
        { field: `${itemsField}.${index}.variant_id`, message: 'Unknown, of another brand or not available' },
      ]);
    }
    return line;
  });
  const cart = lines.map((line, index) => ({
    variant_id: line.variantId,
    id: line.productId,
    price: line.priceKop,
    count: items[index]?.quantity ?? 1,
    bonuses: line.bonuses,
    collectionId: line.collectionId,
    tags: line.tags,
    quantity: line.packQuantity,
  }));
  return { cart, lines };
}

function assertThirdServiceAllowed(cart: readonly CartItem[]): void {
  if (!thirdServiceAllowed(cart)) {
    throw new DomainError('ipost_not_allowed', 'iPost delivery needs every item to allow it (tag ipost_allow).', [
      { field: 'body.cart.delivery.mode', message: 'Not every item may go by iPost' },
    ]);
  }
}

/**
 * Spec section 8: a city iPost does not serve is a 409 the client answers by falling back to mode 1. Asked once with
 * the cached token and, when that call fails (an expired token is the usual reason), once more with a fresh one.
 */
async function assertCourierServes(delivery: DeliveryServices, city: string): Promise<void> {
  let available: boolean;
  try {
    available = await delivery.courier.cityAvailable(await delivery.courierToken({ fresh: false }), city);
  } catch {
    try {
      available = await delivery.courier.cityAvailable(await delivery.courierToken({ fresh: true }), city);
    } catch {
      throw new DomainError('ipost_unavailable', 'iPost cannot be asked right now; choose another delivery mode.');
    }
  }
  if (!available) {
    throw new DomainError('ipost_city_unavailable', `iPost does not deliver to ${city}.`, [
      { field: 'body.cart.delivery.city', message: 'Not served by iPost' },
    ]);
  }
}

/**
 * VELO-30 for this customer and cart (spec section 4), with the metafield it was read against: the one reading of the
 * rule, for create-order (which then marks the use) and for the cart's check.
 */
async function veloPromoVerdict(
  executor: Executor,
  customerId: number,
  input: { brand: Brand; code: string; cart: CartItem[] },
): Promise<{ result: VeloPromoResult; velo30Before: string | undefined }> {
  const velo30Before = await findMetafieldValue(executor, customerId, velo30.namespace, velo30.key);
  return { result: applyVeloPromo({ ...input, velo30: velo30Before }), velo30Before };
}

/** Spec section 5's form rule of a referral code, before the member checks: a first order, a REW- code. */
function referralFormRefusal(ordersCount: number, code: string): 'not_first_order' | 'bad_code' | null {
  if (referralPromoUsable({ ordersCount, code })) return null;
  return ordersCount > 0 ? 'not_first_order' : 'bad_code';
}

/** A referral code for this customer, by every rule create-order applies before recording it; reads only. */
async function referralCheck(
  executor: Executor,
  customer: { id: number; phone: string },
  code: string,
): Promise<ReferralVerdict> {
  const ordersCount = await countOrdersOf(executor, customer.id);
  const refusal = referralFormRefusal(ordersCount, code);
  if (refusal) return { ok: false, reason: refusal };
  return referralVerdict(executor, { code, invited: customer, invitedOrdersCount: ordersCount });
}

export interface CheckPromocodesInput {
  body: CheckPromocodeBody;
  /** The programme's reward and cap (config.referral): what an accepted friend's code says it gives. */
  referral: ReferralSettings;
  customer: { id: number; phone: string };
}

/**
 * check-promocode: whether the cart's codes apply, and what VELO-30 takes off, by the rules create-order applies
 * (priced from the catalogue, the customer's metafield and orders). Nothing is written: create-order checks again.
 */
export async function checkPromocodes(db: Database, input: CheckPromocodesInput): Promise<CheckPromocodeResponse> {
  const { body, customer } = input;
  const answer: CheckPromocodeResponse = {};
  const promoCode = nonEmpty(body.promocode);
  if (promoCode) {
    const catalogue = await findCatalogueLines(
      db,
      body.line_items.map((item) => item.variant_id),
    );
    const { cart } = cartFrom(body.product, body.line_items, catalogue, 'body.line_items');
    const { result } = await veloPromoVerdict(db, customer.id, { brand: body.product, code: promoCode, cart });
    answer.promocode = result.applies
      ? { applies: true, discount: moneyOf(result.discount), total: moneyOf(result.total) }
      : { applies: false, reason: result.reason };
  }
  const referralCode = nonEmpty(body.mgmPromoCode);
  if (referralCode) {
    const verdict = await referralCheck(db, customer, referralCode);
    answer.mgmPromoCode = verdict.ok
      ? { applies: true, inviterXp: await inviterRewardXp(db, input.referral, verdict.inviterId) }
      : { applies: false, reason: verdict.reason };
  }
  return answer;
}

function promoRefused(field: string, reason: string): DomainError {
  return new DomainError('promo_not_applicable', `The promo code does not apply: ${reason}.`, [{ field, message: reason }]);
}

function nonEmpty(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

export interface CreateOrderInput {
  body: CreateOrderBody;
  /** The session's own customer of body.product (the route checked body.order.customer.id against it). */
  customerId: number;
  /** The session's phone: the person's, which is the customer's of every brand (age verification is per person). */
  phone: string;
  idempotencyKey: string | null;
  /** How long a card order may stay unpaid (ORDER_PAYMENT_TTL_HOURS). */
  paymentTtlMs: number;
  now?: Date;
}

/** What create-order reads before its transaction: nothing here needs a lock, so no transaction waits on it. */
interface OrderFacts {
  /** The cart priced from the catalogue, and the catalogue's line of each item in the same order. */
  priced: { cart: CartItem[]; lines: CatalogueLine[] };
  ageVerified: boolean;
  /** The customer's tier level gives free delivery (decision 0062). */
  tierFreeDelivery: boolean;
}

/** What create-order works with besides the database: the couriers (iPost's check) and the app's order events. */
export interface OrderServices {
  delivery: DeliveryServices;
  events: OrderEvents;
}

export async function createOrder(db: Database, services: OrderServices, input: CreateOrderInput): Promise<{ order: Order }> {
  const { body, customerId, idempotencyKey } = input;
  const now = input.now ?? new Date();
  const idempotencyCall = { scope: 'create-order' as const, customerId, key: idempotencyKey, request: body };
  // iPost is asked before the order is written (no network inside a transaction); a retry of a committed order is
  // answered before that, so an iPost outage since the first submit does not turn the replay into an error.
  if (body.cart.delivery.mode === 3) {
    const committed = await committedResultOf(db, idempotencyCall, now);
    if (committed !== null) return orderReplay(db, committed);
  }
  try {
    return await placeOrRefuse(db, services, input, now);
  } catch (error) {
    // A retry of a committed order gets its first answer even if what it is checked against changed since (a variant
    // sold out, a promo used up): checked only on refusal, so a new order pays nothing for it.
    if (error instanceof DomainError && idempotencyKey !== null) {
      const committed = await committedResultOf(db, idempotencyCall, now);
      if (committed !== null) return orderReplay(db, committed);
    }
    throw error;
  }
}

async function placeOrRefuse(
  db: Database,
  { delivery, events }: OrderServices,
  input: CreateOrderInput,
  now: Date,
): Promise<{ order: Order }> {
  const { body, customerId } = input;
  // Prices and the person's age check are read side by side before anything is written (a transaction held
  // open across reads made PostgreSQL wait on this process). An order is priced as the catalogue stood when it came.
  const [catalogue, ageVerified, tier] = await Promise.all([
    findCatalogueLines(db, variantIdsOf(body)),
    isPersonAgeVerified(db, input.phone),
    tierOf(db, customerId, body.product),
  ]);
  const facts: OrderFacts = {
    priced: cartFrom(body.product, body.order.line_items, catalogue),
    ageVerified,
    tierFreeDelivery: tier?.level.freeDelivery ?? false,
  };
  let courierDelivery: ResolvedDelivery | null = null;
  if (body.cart.delivery.mode === 3) {
    courierDelivery = resolveDelivery(body.cart.delivery, body.order.shipping_address, delivery.directory(), now);
    assertThirdServiceAllowed(facts.priced.cart);
    await assertCourierServes(delivery, courierDelivery.shippingAddress.city);
  }
  const resolved = courierDelivery ?? resolveDelivery(body.cart.delivery, body.order.shipping_address, delivery.directory(), now);
  // The customer's row is locked first by an order that is paid at once or reads, then writes, the customer's own
  // records: one that spends XP (paid with XP, its payment locks the customer for the referral reward and totals;
  // taken after the XP account, that lock deadlocked two such orders on PostgreSQL) or carries a promo or referral
  // code (it reads earlier orders and metafields).
  const needsCustomerLock =
    facts.priced.cart.some((item) => item.bonuses > 0) ||
    nonEmpty(body.cart.promocode) !== null ||
    nonEmpty(body.cart.mgmPromoCode) !== null;
  const self = { id: customerId, phone: input.phone };
  // A plain cash order is one statement, its own transaction: the key's claim, the order and its lines (decision
  // 0019). A card order also schedules its expiry, so it needs a transaction around both.
  if (!needsCustomerLock && body.cart.payment !== 2) return placeOrder(events, db, null, self, facts, input, resolved, now);
  return db.transaction(async (tx) => {
    let customer: Pick<CustomerRow, 'id' | 'phone'> = self;
    if (needsCustomerLock) {
      const locked = await findCustomerForUpdate(tx, customerId);
      if (!locked) throw notFound('There is no such customer.');
      customer = locked;
      // Under the customer's lock a retry of a committed order is answered before its codes are checked again.
      const committed = await committedResultOf(tx, idempotencyCallOf(input), now);
      if (committed !== null) return orderReplay(tx, committed);
    }
    return placeOrder(events, tx, tx, customer, facts, input, resolved, now);
  });
}

/**
 * The order itself: its codes checked, then written with its lines in one statement that also claims the
 * Idempotency-Key (a key already live answers its first order instead); then, in the caller's transaction, the XP
 * debit, the promo's mark, the payment of an order nothing is left to pay for and the unpaid card order's expiry.
 */
async function placeOrder(
  events: OrderEvents,
  executor: Executor,
  /** create-order's transaction; null for the orders written in one statement (no codes, no XP, cash). */
  transaction: Transaction | null,
  customer: Pick<CustomerRow, 'id' | 'phone'>,
  facts: OrderFacts,
  input: CreateOrderInput,
  resolved: ResolvedDelivery,
  now: Date,
): Promise<{ order: Order }> {
  const { body } = input;
  const customerId = customer.id;
  const brand = body.product;
  const { cart, lines } = facts.priced;
  const tx = (): Transaction => {
    if (!transaction) throw new Error('create-order: this order needs its transaction (see placeOrRefuse)');
    return transaction;
  };

  const subtotal = cart.reduce((sum, line) => sum + line.price * line.count, 0);
  const bonusTotal = cart.reduce((sum, line) => sum + line.bonuses * line.count, 0);

  const promoCode = nonEmpty(body.cart.promocode);
  let promo: Extract<VeloPromoResult, { applies: true }> | null = null;
  let velo30Before: string | undefined;
  if (promoCode) {
    const verdict = await veloPromoVerdict(tx(), customerId, { brand, code: promoCode, cart });
    velo30Before = verdict.velo30Before;
    if (!verdict.result.applies) throw promoRefused('body.cart.promocode', verdict.result.reason);
    promo = verdict.result;
  }

  let referralCode = nonEmpty(body.cart.mgmPromoCode);
  if (referralCode) {
    const ordersCount = await countOrdersOf(tx(), customerId);
    const refusal = referralFormRefusal(ordersCount, referralCode);
    if (refusal) {
      throw promoRefused(
        'body.cart.mgmPromoCode',
        refusal === 'not_first_order'
          ? 'only a first order may use a referral code'
          : "a referral code is longer than 4 characters and holds 'REW-'",
      );
    }
    // The code must be a member's (not the customer's own) and is recorded as a pending referral.
    referralCode = (await attachReferral(tx(), { code: referralCode, invited: customer, invitedOrdersCount: ordersCount })).code;
  }

  const total = promo ? promo.total : subtotal;
  const tags = tagsOf(body, resolved, cart, {
    ageVerified: facts.ageVerified,
    referralUsed: referralCode !== null,
    now,
  });
  const shippingLine = shippingLineFor({
    deliveryMode: resolved.delivery.mode,
    moneyTotal: total,
    bonusTotal,
    hasVeloGift: cart.some((line) => line.tags.includes(veloGiftTag)),
    tierFreeDelivery: facts.tierFreeDelivery,
  });
  let financials: ReturnType<typeof orderFinancials>;
  try {
    financials = orderFinancials({ moneyTotal: total, bonusTotal, paymentMethod: body.cart.payment });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new DomainError('nothing_to_pay', 'These items cost nothing: there is nothing to order.', [
      { field: 'body.order.line_items', message: 'Nothing to pay' },
    ]);
  }

  const discountedPrices = new Map(promo?.lines.map((line) => [line.variant_id, line.discountedUnitPrice]));
  const keyed = input.idempotencyKey === null ? null : { ...idempotencyCallOf(input), key: input.idempotencyKey };
  const requestHash = keyed ? requestHashOf(keyed.request) : '';
  const written = await insertPlacedOrder(executor, {
    // The order's id is reserved by the claim and recorded as the key's result in the same statement.
    claim: keyed
      ? {
          build: () =>
            keyClaimOfPlaceholders(executor, sql`nextval(pg_get_serial_sequence('orders', 'id'))::text`)
              .returning({ result_ref: idempotencyKeys.resultRef })
              .getSQL(),
          values: keyClaimValues(keyed, requestHash, now),
        }
      : null,
    order: {
      customerId,
      brand,
      paymentMethod: body.cart.payment,
      paymentGatewayNames: financials.payment_gateway_names,
      subtotalKop: subtotal,
      discountKop: subtotal - total,
      totalKop: total,
      bonusTotal,
      shippingAddress: resolved.shippingAddress,
      delivery: resolved.delivery,
      shippingLine,
      tags,
      note: nonEmpty(body.order.note) ?? nonEmpty(body.cart.comment) ?? '',
      promoCode: promo ? promoCode : null,
      referralCode,
    },
    profileAddress: profileAddressOf(resolved),
    lines: cart.map((item, position) => {
      const line = lines[position]!;
      return {
        variantId: item.variant_id,
        productId: item.id,
        collectionId: item.collectionId,
        title: line.productTitle,
        variantTitle: line.variantTitle,
        quantity: item.count,
        originalUnitPriceKop: item.price,
        unitPriceKop: discountedPrices.get(item.variant_id) ?? item.price,
        unitBonuses: item.bonuses,
        packQuantity: item.quantity,
        tags: [...item.tags],
        position,
      };
    }),
  });
  // The key is live: a parallel submit with it committed first (the claim waited for it). Its order is the answer.
  if (!written) return orderReplay(executor, await liveKeyResult(executor, keyed!, requestHash));
  const { order: inserted, lines: storedLines } = written;
  if (inserted.bonusTotal > 0 || promo || financials.financial_status === 'paid' || inserted.paymentMethod === 2) {
    await debitPlacedOrderXp(tx(), inserted);
    if (promo) {
      await upsertMetafield(tx(), customerId, {
        namespace: velo30.namespace,
        key: velo30.key,
        type: velo30.type,
        value: String(nextVelo30Value(velo30Before)),
      });
    }
    // Nothing left to pay (XP only): paid at once, through the lifecycle like every other payment.
    const placed =
      financials.financial_status === 'paid'
        ? (await transitionOrder(events, tx(), inserted.id, { to: 'paid' }, now)).order
        : inserted;
    await scheduleUnpaidExpiry(tx(), placed, input.paymentTtlMs, now);
    return { order: wireOrderOf(placed, storedLines, lines) };
  }
  return { order: wireOrderOf(inserted, storedLines, lines) };
}

/**
 * What a placed order leaves in /profile, so the next checkout starts from it (docs/decisions/0075): a branch order its
 * city and branch, a courier order its city and street address. An iPost address is typed free for its courier and
 * is not the profile's.
 */
export function profileAddressOf({ shippingAddress, delivery }: ResolvedDelivery): Partial<AddressFields> | null {
  if (delivery.mode === 1) {
    return { city: shippingAddress.city, cityRef: delivery.cityRef, branchNumber: delivery.branchNumber ?? '' };
  }
  if (delivery.mode === 2) {
    return {
      city: shippingAddress.city,
      cityRef: delivery.cityRef,
      street: delivery.street,
      house: delivery.house,
      flat: delivery.flat,
    };
  }
  return null;
}

/** Answered from what was just written: a new order has these lines and no money transactions yet. */
function wireOrderOf(placed: OrderRow, storedLines: readonly OrderLineItemRow[], lines: readonly CatalogueLine[]): Order {
  const wireLines = [...storedLines]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({
      line,
      image: lines[line.position]?.image ?? null,
      collectionSlug: lines[line.position]?.collectionSlug ?? null,
    }));
  return toWireOrder(placed, wireLines, []);
}

function idempotencyCallOf(input: CreateOrderInput) {
  return { scope: 'create-order' as const, customerId: input.customerId, key: input.idempotencyKey, request: input.body };
}

function variantIdsOf(body: CreateOrderBody): number[] {
  return body.order.line_items.map((item) => item.variant_id);
}

function tagsOf(
  body: CreateOrderBody,
  resolved: ResolvedDelivery,
  cart: readonly CartItem[],
  facts: { ageVerified: boolean; referralUsed: boolean; now: Date },
): string[] {
  try {
    return orderTagsFor({
      brand: body.product,
      ageVerified: facts.ageVerified,
      deliveryMode: resolved.delivery.mode,
      veloTestdrive: cart.some((line) => line.tags.includes(veloTrialTag)),
      referralPromoUsed: facts.referralUsed,
      callback: body.cart.needCall ?? null,
      now: facts.now,
    });
  } catch (error) {
    if (!(error instanceof CallbackWindowError)) throw error;
    throw new DomainError('validation_failed', 'The call-back window is not a window.', [
      { field: `body.cart.needCall.${error.field}`, message: error.field === 'to' ? 'Must be after from' : 'Expected HH:MM' },
    ]);
  }
}

// ---------------------------------------------------------------------------------------------------------------------

/** Newest first; the single-flavour block products of the non-failed orders, newest first, and their units. */
export async function getOrders(executor: Executor, customerId: number): Promise<GetOrdersResponse> {
  const rows = await listOrdersOf(executor, customerId, orderHistoryLimit);
  const ids = rows.map((row) => row.id);
  const [lines, transactions, tracking] = await Promise.all([
    listLinesOf(executor, ids),
    listTransactionsOf(executor, ids),
    listTrackingOf(executor, ids),
  ]);
  const linesByOrder = groupByOrder(lines, (stored) => stored.line.orderId);
  const transactionsByOrder = groupByOrder(transactions, (transaction) => transaction.orderId);
  const mixPackIds: number[] = [];
  let mixQuant = 0;
  for (const row of rows) {
    if (row.financialStatus === 'failed') continue;
    for (const { line, collectionSlug } of linesByOrder.get(row.id) ?? []) {
      if (collectionSlug !== singlePackCollectionSlug) continue;
      if (!mixPackIds.includes(line.productId)) mixPackIds.push(line.productId);
      mixQuant += line.quantity;
    }
  }
  return {
    list: rows.map((row) =>
      toWireOrder(row, linesByOrder.get(row.id) ?? [], transactionsByOrder.get(row.id) ?? [], tracking.get(row.id) ?? null),
    ),
    mixPackIds,
    mixQuant,
  };
}

/**
 * The customer cancels one of their pending orders (beyond the spec, decision 0016): it becomes voided and its XP come
 * back at once, through the lifecycle. An order handed to the courier is no longer the customer's to cancel (409
 * `order_in_delivery`); a paid, failed or voided one answers 409 `order_transition_refused`.
 */
export async function cancelOrder(
  db: Database,
  events: OrderEvents,
  session: SessionContext,
  input: { orderId: number; brand: Brand },
  now: Date = new Date(),
): Promise<{ order: Order }> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, input.orderId);
    // An unknown id answers like another customer's: no hint whether it exists.
    if (!order || order.brand !== input.brand || session.customerIds[input.brand] !== order.customerId) {
      throw new DomainError('forbidden', 'This order is not yours.');
    }
    if (order.financialStatus === 'pending' && (order.fulfillmentStatus !== null || (await hasCourierHandOff(tx, order.id)))) {
      throw new DomainError('order_in_delivery', 'This order is already on its way; call us to cancel it.');
    }
    const { order: voided } = await transitionOrder(events, tx, order.id, { to: 'voided', by: 'customer' }, now);
    return { order: await wireOrder(tx, voided) };
  });
}

function ownedBySession(session: SessionContext, order: OrderRow): boolean {
  return session.customerIds.glo === order.customerId || session.customerIds.ogo === order.customerId;
}

export interface PhoneCallInput {
  orderNumber: number;
  phone: string;
  callFrom: string;
  callTo: string;
  day?: string;
  first_name?: string;
}

/**
 * Records a call-back request about one of the session's orders, once per order (a repeat answers the first id).
 * The figures the client sends (sum, payment, averages) are not stored: support reads them from the order.
 */
export async function sendPhoneCall(
  db: Database,
  session: SessionContext,
  input: PhoneCallInput,
  now: Date = new Date(),
): Promise<{ success: true; id: number }> {
  const order = await findOrderByNumber(db, input.orderNumber);
  // Another customer's order answers like a missing one: the number says nothing about who has it.
  if (!order || !ownedBySession(session, order)) throw notFound(`There is no order #${input.orderNumber}.`);
  const day = input.day?.trim() || '';
  const window = { day: day === '' ? 'Сьогодні' : day, from: input.callFrom, to: input.callTo };
  try {
    callbackTag(window, now);
  } catch (error) {
    if (!(error instanceof CallbackWindowError)) throw error;
    const field = error.field === 'to' ? 'body.callTo' : 'body.callFrom';
    throw new DomainError('validation_failed', 'The call window is not a window.', [
      { field, message: error.field === 'to' ? 'Must be after callFrom' : 'Expected HH:MM' },
    ]);
  }
  const id = await insertPhoneCallRequest(db, {
    customerId: order.customerId,
    orderId: order.id,
    phone: input.phone,
    firstName: input.first_name?.trim() ?? '',
    callFrom: window.from,
    callTo: window.to,
    callDate: callbackDate(window.day, now),
  });
  return { success: true, id };
}

export interface PromoCodeInput {
  code: string;
  orderId: number;
  shopDomain: string;
}

/**
 * Reports the referral code of one of the session's orders, once per order: the same code again is a no-op, another
 * code 409. The code must pass the referral rule and be the one the order was placed with (422 otherwise).
 */
export async function sendPromocode(db: Database, session: SessionContext, input: PromoCodeInput): Promise<{ success: true }> {
  const order = await findOrder(db, input.orderId);
  if (!order || !ownedBySession(session, order)) throw notFound(`There is no order ${input.orderId}.`);
  const code = input.code.trim();
  const earlier = await findPromoCodeReport(db, order.id);
  if (earlier) return sameCodeOrConflict(earlier.code, code);
  // ordersCount 0: the rule's "first order" part was checked when the order was placed; only the code's form is left.
  const matches = order.referralCode !== null && order.referralCode.toUpperCase() === code.toUpperCase();
  if (!referralPromoUsable({ ordersCount: 0, code }) || !matches) {
    throw new DomainError('promo_not_applicable', 'This is not the referral code of this order.', [
      { field: 'body.code', message: 'Not the referral code the order was placed with' },
    ]);
  }
  const saved = await insertPromoCodeReport(db, {
    orderId: order.id,
    customerId: order.customerId,
    code,
    shopDomain: input.shopDomain.trim(),
  });
  return sameCodeOrConflict(saved.code, code);
}

function sameCodeOrConflict(saved: string, code: string): { success: true } {
  if (saved.toUpperCase() === code.toUpperCase()) return { success: true };
  throw new DomainError('conflict', 'Another referral code was already reported for this order.', [
    { field: 'body.code', message: 'Another code was reported' },
  ]);
}
