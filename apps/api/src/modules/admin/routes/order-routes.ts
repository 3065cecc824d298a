// The support desk's order calls: filtered lists (JSON or CSV), one order, and what support does to it:
// mark a cash order paid, refund, cancel (each through the order lifecycle, audited), resend the courier address.
import { withCustomPlans } from '@loyalty/db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  adminOrderActionResponseSchema,
  adminOrderDetailSchema,
  adminOrderListResponseSchema,
  adminOrderQuerySchema,
  adminRejectBodySchema,
  orderNumberParamsSchema,
} from '@loyalty/contracts/admin';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { HttpError } from '../../../plugins/errors.ts';
import { sendOrderAddress } from '../../delivery/service.ts';
import { cancelOrderAsOperator, markCashOrderPaid, refundOrder } from '../../orders/operator-actions.ts';
import { findOrderByNumber } from '../../orders/repository.ts';
import { actorOf } from '../access.ts';
import { recordAudit } from '../../audit/service.ts';
import { sendCsv } from '../csv-reply.ts';
import { listOrders, orderDetail, orderRowByNumber } from '../orders.ts';
import { adminErrors } from './errors.ts';

const errors = adminErrors;
const support = ['support'] as const;

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/orders',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: 'Orders of both brands, newest first, by number or phone, brand, status, payment and delivery; CSV',
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/admin/orders/:number',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: 'One order by its number: lines, totals, tags, address, money movements, payment callbacks, courier',
        params: orderNumberParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => orderDetail(db, request.params.number),
  );

  app.post(
    '/api/admin/orders/:number/mark-paid',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: 'The courier collected the cash of a pending cash-on-delivery order: paid (a referral it carries rewards)',
        params: orderNumberParamsSchema,
        response: { 200: adminOrderActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      await markCashOrderPaid(db, app.orderEvents, request.params.number, actorOf(request));
      return { order: await orderRowByNumber(db, request.params.number) };
    },
  );

  app.post(
    '/api/admin/orders/:number/refund',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: 'Refunds a paid order (the money went back outside LiqPay, or an XP-only order): its XP come back',
        params: orderNumberParamsSchema,
        body: adminRejectBodySchema,
        response: { 200: adminOrderActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      await refundOrder(db, app.orderEvents, request.params.number, request.body.reason, actorOf(request));
      return { order: await orderRowByNumber(db, request.params.number) };
    },
  );

  app.post(
    '/api/admin/orders/:number/cancel',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: 'Cancels a pending order: voided, its XP returned, its referral code released',
        params: orderNumberParamsSchema,
        body: adminRejectBodySchema,
        response: { 200: adminOrderActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelOrderAsOperator(db, app.orderEvents, request.params.number, request.body.reason, actorOf(request));
      return { order: await orderRowByNumber(db, request.params.number) };
    },
  );

  app.post(
    '/api/admin/orders/:number/resend-courier',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: "Hands an iPost order's own address to the courier again (after a failed hand-off)",
        params: orderNumberParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request) => {
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
  );
};

export default adminOrderRoutes;
