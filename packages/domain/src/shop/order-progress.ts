// An order's way to the customer as the short timeline the order history shows (прийнято → відправлено → отримано),
// read only from what the order record says: its payment state, its fulfilment and its parcel number. No stage is
// guessed: an order whose receipt nothing records has no "received" stage.

export type OrderStage = 'accepted' | 'shipped' | 'received';

export interface OrderProgressInput {
  financial_status: 'pending' | 'paid' | 'failed' | 'voided' | 'refunded';
  /** 1 cash on delivery, 2 card. */
  payment_method: 1 | 2;
  fulfillment_status: string | null;
  tracking_number: string | null;
}

export interface OrderProgress {
  stages: OrderStage[];
  /** The index in `stages` of the last stage the order has reached. */
  reached: number;
}

/**
 * The timeline of an order on its way, or null for one that is not (failed, cancelled, refunded, or a card order still
 * waiting for its money: its payment state says what is left to do). The stages:
 * - accepted: placed and paid, or placed to be paid in cash on delivery;
 * - shipped: the operator recorded the fulfilment or a parcel number;
 * - received: only for cash on delivery, whose payment is collected when the customer takes the parcel. A card order
 *   records nothing on receipt, so its timeline ends at "shipped".
 */
export function orderProgress(order: OrderProgressInput): OrderProgress | null {
  const cash = order.payment_method === 1;
  if (order.financial_status === 'failed' || order.financial_status === 'voided' || order.financial_status === 'refunded') {
    return null;
  }
  if (order.financial_status === 'pending' && !cash) return null;
  const stages: OrderStage[] = cash ? ['accepted', 'shipped', 'received'] : ['accepted', 'shipped'];
  const shipped = order.fulfillment_status !== null || (order.tracking_number ?? '') !== '';
  // Cash is collected at the branch or the door: a paid cash order was received, shipped or not recorded as such.
  const received = cash && order.financial_status === 'paid';
  const reached = received ? 2 : shipped ? 1 : 0;
  return { stages, reached };
}
