// Order news by push: a paid order (LiqPay, cash marked paid, or paid with XP) enqueues its notification in
// the transaction that paid it, so it is sent after commit and only if the payment stands.
import type { OrderSubscriber } from '../orders/events.ts';
import { orderPaidMessage } from './messages.ts';
import { notifyCustomer } from './notify.ts';

export const orderNotificationsSubscriber: OrderSubscriber = {
  name: 'notifications',
  on: {
    'order.paid': (tx, { order }) =>
      notifyCustomer(tx, order.customerId, orderPaidMessage(order.brand, { id: order.id, orderNumber: order.orderNumber })),
  },
};
