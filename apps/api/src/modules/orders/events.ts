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

/** The order events of one app: its subscribers, run in order inside the transition's transaction. */
export interface OrderEvents {
  readonly subscribers: readonly OrderSubscriber[];
  /** Runs the event's subscribers one after another, in their order; their outcomes by name. */
  publish(tx: Transaction, event: OrderEvent): Promise<Record<string, unknown>>;
}

/**
 * The bus of one app instance (orders/plugin.ts builds it from subscribers.ts), so two apps in one process never
 * share subscribers or settings. A second subscriber with the same name is a programming error.
 */
export function createOrderEvents(subscribers: readonly OrderSubscriber[]): OrderEvents {
  const names = new Set<string>();
  for (const subscriber of subscribers) {
    if (names.has(subscriber.name)) throw new Error(`Order subscriber "${subscriber.name}" is listed twice`);
    names.add(subscriber.name);
  }
  const list = [...subscribers];
  return {
    subscribers: list,
    async publish(tx, event) {
      const outcomes: Record<string, unknown> = {};
      for (const subscriber of list) {
        const handler = subscriber.on[event.type];
        if (handler) outcomes[subscriber.name] = await handler(tx, event);
      }
      return outcomes;
    },
  };
}
