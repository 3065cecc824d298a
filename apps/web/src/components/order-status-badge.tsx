// An order's payment state as a badge, in the same words and colour wherever an order is shown (home, the success
// page, the order history); the words come from the caller's texts, keyed by paymentWordsOf.
import type { ReactNode } from 'react';
import type { Order } from '@loyalty/contracts/orders';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** The payment in words: a pending cash order waits for the branch's or the courier's till, not for the customer. */
export type PaymentWords = 'onDelivery' | 'awaitingCard' | 'paid' | 'failed' | 'refunded' | 'voided';

export function paymentWordsOf(order: Pick<Order, 'financial_status' | 'payment_method'>): PaymentWords {
  if (order.financial_status === 'pending') return order.payment_method === 1 ? 'onDelivery' : 'awaitingCard';
  return order.financial_status;
}

const tone: Record<PaymentWords, BadgeTone> = {
  onDelivery: 'neutral',
  awaitingCard: 'accent',
  paid: 'success',
  failed: 'danger',
  refunded: 'muted',
  voided: 'muted',
};

export function OrderStatusBadge({
  order,
  children,
  'data-testid': testId,
}: {
  order: Pick<Order, 'financial_status' | 'payment_method'>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Badge tone={tone[paymentWordsOf(order)]} data-testid={testId}>
      {children}
    </Badge>
  );
}
