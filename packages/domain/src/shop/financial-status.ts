// The financial side of a new order (spec section 4): status, payment gateway names and transactions.
import type { paymentMethods } from '../constants.ts';
import { paymentLabels } from '../constants.ts';

export type PaymentMethod = (typeof paymentMethods)[keyof typeof paymentMethods];

/** Spec section 4: an order paid entirely in bonus points is labelled XP. */
export const xpGateway = 'XP';

export interface OrderTransaction {
  kind: 'sale';
  status: 'success';
  gateway: string;
  /** UAH with two decimals, as the order payload carries amounts. */
  amount: string;
}

export interface OrderFinancials {
  financial_status: 'pending' | 'paid';
  payment_gateway_names: string[];
  transactions: OrderTransaction[];
}

export interface OrderFinancialsInput {
  /** Money to pay in kopiyky, after discounts. */
  moneyTotal: number;
  /** XP to pay. */
  bonusTotal: number;
  paymentMethod: PaymentMethod;
}

/**
 * A new order starts pending under the chosen payment method's gateway. An order with no money to pay and a positive
 * XP total is paid at once with no transactions and the XP gateway: the XP are debited from the ledger in the same
 * database transaction, so there is nothing left to collect. A mixed order (money and XP) stays pending under the
 * chosen method and also names the XP gateway, because part of it is paid in XP. An order with nothing to pay is not
 * an order and is refused.
 */
export function orderFinancials(input: OrderFinancialsInput): OrderFinancials {
  const { moneyTotal, bonusTotal } = input;
  if (!Number.isSafeInteger(moneyTotal) || moneyTotal < 0)
    throw new RangeError(`Money total must be whole kopiyky ≥ 0, got ${moneyTotal}`);
  if (!Number.isSafeInteger(bonusTotal) || bonusTotal < 0)
    throw new RangeError(`Bonus total must be whole XP ≥ 0, got ${bonusTotal}`);
  if (moneyTotal === 0 && bonusTotal === 0) throw new RangeError('An order must cost money or XP');
  if (moneyTotal === 0) return { financial_status: 'paid', payment_gateway_names: [xpGateway], transactions: [] };
  const gateway = paymentLabels[input.paymentMethod];
  return {
    financial_status: 'pending',
    payment_gateway_names: bonusTotal > 0 ? [gateway, xpGateway] : [gateway],
    transactions: [],
  };
}

/**
 * Statuses of an order that is, or may still become, a purchase. A failed or voided order never happened: it does not
 * count as the customer's first order, cannot be reviewed and does not hold a trial.
 */
export const liveOrderStatuses = ['pending', 'paid', 'refunded'] as const;

/**
 * Whether "Сплатити ще раз" buys a failed order again (its lines back in the cart, docs/decisions/0016): only a failed
 * order, with lines to buy; a pending card order is paid through its own link instead.
 */
export function canOrderAgain(order: { financial_status: string; line_items: readonly unknown[] }): boolean {
  return order.financial_status === 'failed' && order.line_items.length > 0;
}

interface OrderWithLines {
  id: number;
  financial_status: string;
  created_at: string;
  line_items: readonly { variant_id: number }[];
}

/**
 * The order a failed one was bought again as: the first later order of the customer that is not itself failed or
 * cancelled and holds the same goods (its variants, whatever the quantities). «Сплатити ще раз» and «Оплатити при
 * отриманні» place a new order (decision 0016); once one exists, the failed order points to it instead of offering
 * to buy the same goods a second time. `orders` are the customer's, any order.
 */
export function orderedAgainAs<Order extends OrderWithLines>(failed: Order, orders: readonly Order[]): Order | null {
  if (failed.financial_status !== 'failed') return null;
  const goods = new Set(failed.line_items.map((line) => line.variant_id));
  const later = orders
    .filter((order) => order.id !== failed.id && Date.parse(order.created_at) > Date.parse(failed.created_at))
    .filter((order) => order.financial_status !== 'failed' && order.financial_status !== 'voided')
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return (
    later.find((order) => {
      const theirs = new Set(order.line_items.map((line) => line.variant_id));
      return theirs.size === goods.size && [...goods].every((variant) => theirs.has(variant));
    }) ?? null
  );
}

/**
 * Whether "Повторити замовлення" puts an order's lines back in the cart through the same page as "Сплатити ще раз":
 * an order with lines that is paid, refunded, cancelled or a cash order still on its way. A failed order is bought
 * again by "Сплатити ще раз", and a card order awaiting payment is paid through its own link instead.
 */
export function canRepeatOrder(order: {
  financial_status: string;
  payment_method: number;
  line_items: readonly unknown[];
}): boolean {
  if (order.line_items.length === 0) return false;
  if (order.financial_status === 'pending') return order.payment_method === 1;
  return order.financial_status === 'paid' || order.financial_status === 'refunded' || order.financial_status === 'voided';
}
