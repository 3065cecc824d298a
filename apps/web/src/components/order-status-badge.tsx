// An order's payment status as a badge, with one colour per status wherever an order is shown (home, the success
// page, the order history); the words come from the caller's texts.
import type { ReactNode } from 'react';
import type { Order } from '@loyalty/contracts/orders';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const statusTone: Record<Order['financial_status'], BadgeTone> = {
  pending: 'accent',
  paid: 'success',
  failed: 'danger',
  refunded: 'muted',
  voided: 'muted',
};

export function OrderStatusBadge({
  status,
  children,
  'data-testid': testId,
}: {
  status: Order['financial_status'];
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Badge tone={statusTone[status]} data-testid={testId}>
      {children}
    </Badge>
  );
}
