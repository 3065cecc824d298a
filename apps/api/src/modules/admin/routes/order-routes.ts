// The support desk's order calls: filtered lists (JSON or CSV), one order, and what support does to it:
// mark a cash order paid, refund, cancel (each through the order lifecycle, audited), record the Nova Poshta
// waybill of a shipped order, resend the courier address.
import { withCustomPlans } from '@loyalty/db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../../plugins/errors.ts';
import { sendOrderAddress } from '../../delivery/service.ts';
import { cancelOrderAsOperator, markCashOrderPaid, recordWaybill, refundOrder } from '../../orders/operator-actions.ts';
import { findOrderByNumber } from '../../orders/repository.ts';
import { actorOf } from '../access.ts';
import { recordAudit } from '../../audit/service.ts';
import { sendCsv } from '../csv-reply.ts';
import { listOrders, orderDetail, orderRowByNumber, orderRowOf } from '../../orders/staff-view.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-order';
import { routeOf } from '../../../lib/endpoint-route.ts';
const support = ['support'] as const;

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetOrders, {
      tags: ['admin'],
      summary: 'Orders of both brands, newest first, by number or phone, brand, status, payment and delivery; CSV',
    })),
    config: { adminAccess: support },
    handler: async (request, reply) => {
      const { page, per_page: perPage, format, ...filter } = request.query;
      if (format === 'csv') {
        const all = await withCustomPlans(db, (executor) =>
          listOrders(executor, filter, { page: 1, perPage: 100_000, count: false }),
        );
        return sendCsv(
          reply as unknown as FastifyReply,
          'orders.csv',
          [
            'order_number',
            'brand',
            'customer_id',
            'phone',
            'financial_status',
            'payment_method',
            'delivery_mode',
            'total_uah',
            'bonus_total',
            'created_at',
          ],
          all.orders.map((order) => [
            order.order_number,
            order.brand,
            order.customer_id,
            order.phone,
            order.financial_status,
            order.payment_method,
            order.delivery_mode,
            (order.total_kop / 100).toFixed(2),
            order.bonus_total,
            order.created_at,
          ]),
        );
      }
      const found = await withCustomPlans(db, (executor) => listOrders(executor, filter, { page, perPage }));
      return { ...found, page, per_page: perPage };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetOrdersByNumber, {
      tags: ['admin'],
      summary: 'One order by its number: lines, totals, tags, address, money movements, payment callbacks, courier',
    })),
    config: { adminAccess: support },
    handler: async (request) => orderDetail(db, request.params.number),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostOrdersByNumberMarkPaid, {
      tags: ['admin'],
      summary: 'The courier collected the cash of a pending cash-on-delivery order: paid (a referral it carries rewards)',
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      await markCashOrderPaid(db, app.orderEvents, request.params.number, actorOf(request));
      return { order: await orderRowByNumber(db, request.params.number) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostOrdersByNumberRefund, {
      tags: ['admin'],
      summary: 'Refunds a paid order (the money went back outside LiqPay, or an XP-only order): its XP come back',
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      await refundOrder(db, app.orderEvents, request.params.number, request.body.reason, actorOf(request));
      return { order: await orderRowByNumber(db, request.params.number) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostOrdersByNumberCancel, {
      tags: ['admin'],
      summary: 'Cancels a pending order: voided, its XP returned, its referral code released',
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      await cancelOrderAsOperator(db, app.orderEvents, request.params.number, request.body.reason, actorOf(request));
      return { order: await orderRowByNumber(db, request.params.number) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostOrdersByNumberWaybill, {
      tags: ['admin'],
      summary: "Records the Nova Poshta waybill (ТТН) of a shipped order: fulfilled, and the customer's order shows it to track",
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      const order = await recordWaybill(db, request.params.number, request.body.waybill_number, actorOf(request));
      return { order: orderRowOf(order) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostOrdersByNumberResendCourier, {
      tags: ['admin'],
      summary: "Hands an iPost order's own address to the courier again (after a failed hand-off)",
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      const order = await findOrderByNumber(db, request.params.number);
      if (!order) throw new HttpError(404, 'not_found', `There is no order #${request.params.number}.`);
      // The hand-off is checked as the order's own customer would be: the same rules, the order's own address.
      const asCustomer = {
        id: 'back-office',
        phone: order.shippingAddress.phone,
        customerIds: {
          glo: order.brand === 'glo' ? order.customerId : null,
          ogo: order.brand === 'ogo' ? order.customerId : null,
        },
      };
      const { delivery } = order;
      const result = await sendOrderAddress(
        db,
        app.delivery.courier,
        app.delivery.courierToken,
        asCustomer,
        {
          orderId: order.id,
          deliveryDate: delivery.courierDate ?? '',
          deliveryTimeFrom: delivery.courierFrom ?? '',
          deliveryTimeTo: delivery.courierTo ?? '',
        },
        request.log,
      );
      await recordAudit(db, actorOf(request), {
        action: 'order.resend-courier',
        targetType: 'order',
        targetId: order.orderNumber,
        after: { reference: result.reference },
      });
      return orderDetail(db, order.orderNumber);
    },
  });
};

export default adminOrderRoutes;
