// The order events the lifecycle publishes inside the transaction of the transition: what other modules do when an
// order is paid, fails, is voided or refunded lives in their own subscriber, not in the code that moved the order.
// A subscriber that throws rolls the transition back with it (all or nothing), so subscribers do only database work:
// anything that talks to the network is enqueued as a job here and sent after commit.
import type { Transaction } from '@loyalty/db/client';
import type { FinancialStatus, OrderRow } from '@loyalty/db/schema';

export type OrderEventType = 'order.paid' | 'order.failed' | 'order.voided' | 'order.refunded';

export interface OrderEvent {
  type: OrderEventType;
  /** The order as it is after the transition. */
  order: OrderRow;
  /** The status it left. */
  from: FinancialStatus;
  now: Date;
}

/** What a subscriber reports back (shown by the operator's commands), or nothing. */
export type OrderEventHandler = (tx: Transaction, event: OrderEvent) => Promise<unknown>;

export interface OrderSubscriber {
  /** Names the subscriber in the outcome map and in errors. */
  name: string;
  on: Partial<Record<OrderEventType, OrderEventHandler>>;
}

const subscribers: OrderSubscriber[] = [];

/** Adds a subscriber for the life of the process; a second one with the same name is a programming error. */
export function subscribeToOrders(subscriber: OrderSubscriber): () => void {
  if (subscribers.some((existing) => existing.name === subscriber.name)) {
    throw new Error(`Order subscriber "${subscriber.name}" is subscribed already`);
  }
  subscribers.push(subscriber);
  return () => {
    const index = subscribers.indexOf(subscriber);
    if (index >= 0) subscribers.splice(index, 1);
  };
}

/** Runs the event's subscribers one after another, in subscription order; their outcomes by name. */
export async function publishOrderEvent(tx: Transaction, event: OrderEvent): Promise<Record<string, unknown>> {
  const outcomes: Record<string, unknown> = {};
  for (const subscriber of subscribers) {
    const handler = subscriber.on[event.type];
    if (handler) outcomes[subscriber.name] = await handler(tx, event);
  }
  return outcomes;
}
