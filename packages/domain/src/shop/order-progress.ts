// An order's way to the customer as the one timeline every order page shows (Оформлено → Оплачено for card orders →
// Передано перевізнику → У відділенні for a parcel to a Nova Poshta branch → Отримано), read only from what the order
// record says: its payment state and date, its parcel and the dates the carrier's tracking reported. No stage and no
// date is guessed: an order whose receipt nothing records never reaches "received".

export type OrderStage = 'placed' | 'paid' | 'shipped' | 'atBranch' | 'received';
/** How an order left the way: cancelled before payment, its payment failed or expired, its money sent back. */
export type OrderEnd = 'voided' | 'failed' | 'refunded';

export interface OrderProgressInput {
  financial_status: 'pending' | 'paid' | 'failed' | 'voided' | 'refunded';
  /** 1 cash on delivery, 2 card. */
  payment_method: 1 | 2;
  /** 1 a Nova Poshta branch, 2 a Nova Poshta courier, 3 the iPost courier. */
  delivery_mode: 1 | 2 | 3;
  fulfillment_status: string | null;
  tracking_number: string | null;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  arrived_at: string | null;
  received_at: string | null;
}

export interface OrderStep {
  stage: OrderStage;
  done: boolean;
  /** When the step happened, where the server recorded it; null for a step ahead or one without a recorded date. */
  at: string | null;
}

export type OrderProgress =
  | { kind: 'on-its-way'; steps: OrderStep[]; /** The index of the last step done. */ reached: number }
  | { kind: 'ended'; end: OrderEnd; placedAt: string };

/**
 * The steps:
 * - placed: always done, on created_at;
 * - paid (card orders only): the card payment approved, on paid_at;
 * - shipped: the operator recorded the fulfilment or a parcel number, on shipped_at;
 * - atBranch (parcels to a Nova Poshta branch only): the carrier's tracking said it arrived, on arrived_at;
 * - received: the carrier's tracking said it was taken (received_at), or a cash order was paid, its cash collected
 *   when the customer takes the parcel (on paid_at). Without either, the last step stays ahead.
 * A failed, voided or refunded order shows its end state instead.
 */
export function orderProgress(order: OrderProgressInput): OrderProgress {
  const status = order.financial_status;
  if (status === 'failed' || status === 'voided' || status === 'refunded') {
    return { kind: 'ended', end: status, placedAt: order.created_at };
  }
  const cash = order.payment_method === 1;
  const paid = status === 'paid';
  // Cash is collected at the branch or the door: a paid cash order was received, and so shipped, recorded or not.
  const received = order.received_at !== null || (cash && paid);
  const arrived = received || order.arrived_at !== null;
  const shipped = arrived || order.fulfillment_status !== null || (order.tracking_number ?? '') !== '';
  const steps: OrderStep[] = [{ stage: 'placed', done: true, at: order.created_at }];
  if (!cash) steps.push({ stage: 'paid', done: paid, at: paid ? order.paid_at : null });
  steps.push({ stage: 'shipped', done: shipped, at: shipped ? order.shipped_at : null });
  if (order.delivery_mode === 1) steps.push({ stage: 'atBranch', done: arrived, at: arrived ? order.arrived_at : null });
  steps.push({ stage: 'received', done: received, at: received ? (order.received_at ?? order.paid_at) : null });
  return { kind: 'on-its-way', steps, reached: steps.filter((step) => step.done).length - 1 };
}
