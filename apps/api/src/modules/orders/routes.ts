// Orders calls of spec section 7 under /api/shop: create-order, get-orders, send-phone-call, send-promocode; and
// cancel-order (decision 0016) and check-promocode, beyond the spec; the parcel-tracking job (decision 0080).
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CreateOrderResponse } from '@loyalty/contracts/orders';
import { xpGateway } from '@loyalty/domain/shop/financial-status';
import { assertOwnCustomer, ownCustomerId, requireSession } from '../../plugins/session.ts';
import { cancelOrder, checkPromocodes, createOrder, getOrders, sendPhoneCall, sendPromocode } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/orders';
import { routeOf } from '../../lib/endpoint-route.ts';
import { parcelTrackingEveryMs, parcelTrackingQueue, trackParcels } from './parcel-tracking.ts';

/** A code-guessing call (a member code is an answer of it): a per-client budget, as generous as a cart needs. */
const promoCheckBudget = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

/** The /metrics label of an order: XP only (nothing to pay), cash on delivery or card. */
function paymentMethodLabel(order: CreateOrderResponse['order']): 'xp' | 'cash' | 'card' {
  if (order.payment_gateway_names.length === 1 && order.payment_gateway_names[0] === xpGateway) return 'xp';
  return order.payment_method === 1 ? 'cash' : 'card';
}

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Where the shipped parcels are, for the order page's «У відділенні» and «Отримано» (decision 0080).
  const tracker = app.delivery.parcels;
  if (tracker) {
    app.jobs.register(parcelTrackingQueue, async (_job, { log }) => {
      const report = await trackParcels(db, tracker);
      if (report.asked > 0) log.info({ ...report, tracker: tracker.name }, 'parcels tracked');
    });
    app.jobs.every(parcelTrackingQueue, parcelTrackingEveryMs);
  }

  app.route({
    ...(await routeOf(endpoints.createOrder, {
      tags: ['shop'],
      summary: "Places an order for the session's customer of brand `product`",
      description:
        "Prices, bonuses, discounts, tags, shipping line and status are the server's, from the catalogue; a `price` " +
        'sent with a line changes nothing. With an `Idempotency-Key` header a retried submit answers the first order ' +
        '(another body under the same key: 422 `idempotency_key_reused`). 422 `variant_unavailable`, ' +
        '`promo_not_applicable`, `ipost_not_allowed`, `unknown_delivery_place`; 409 `ipost_city_unavailable` (fall back ' +
        'to branch delivery) and `insufficient_xp` (nothing is written).',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const idempotencyKey = idempotencyKeyOf(request);
      // 403 unless the order's customer is the session's own record of this brand.
      assertOwnCustomer(session, request.body.product, request.body.order.customer.id);
      const customerId = request.body.order.customer.id;
      const answer = await createOrder(
        db,
        { delivery: app.delivery, events: app.orderEvents },
        {
          body: request.body,
          customerId,
          phone: session.phone,
          idempotencyKey,
          paymentTtlMs: app.config.orders.paymentTtlMs,
        },
      );
      app.metrics.orders.inc({ payment_method: paymentMethodLabel(answer.order) });
      return answer;
    },
  });

  app.route({
    ...(await routeOf(endpoints.checkPromocode, {
      tags: ['shop'],
      summary: "Whether the cart's promo codes apply for the session's customer of brand `product`",
      description:
        'By the rules create-order applies, priced from the catalogue; nothing is written (create-order checks again). ' +
        '`promocode` (VELO-30) answers the discount and the total after it, or the reason it does not apply; ' +
        "`mgmPromoCode` (a friend's REW- code) whether it would be recorded, with the XP the friend gets when this order " +
        'is paid (it takes nothing off the order), or why not. 422 `variant_unavailable`.',
    })),
    config: promoCheckBudget,
    handler: async (request) => {
      const session = requireSession(request);
      const customerId = ownCustomerId(session, request.body.product);
      return checkPromocodes(db, {
        body: request.body,
        customer: { id: customerId, phone: session.phone },
        referral: app.config.referral,
      });
    },
  });

  app.route({
    ...(await routeOf(endpoints.getOrders, {
      tags: ['shop'],
      summary: "The session customer's orders of brand `variant`, newest first (at most 100)",
      description: 'mixPackIds and mixQuant summarise the single-flavour blocks (ogo-sticks-single) of non-failed orders.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, request.body.variant, request.body.shopifyId);
      return getOrders(db, request.body.shopifyId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.sendPhoneCall, {
      tags: ['shop'],
      summary: "Asks for a call back about one of the session's orders",
      description:
        "One request per order (a repeat answers the same id). `day` 'Сьогодні' (default) is today, any other value " +
        'tomorrow (Kyiv). The figures the client sends are ignored.',
    })),
    handler: async (request) => sendPhoneCall(db, requireSession(request), request.body),
  });

  app.route({
    ...(await routeOf(endpoints.sendPromocode, {
      tags: ['shop'],
      summary: 'Reports the referral code an order of the session was placed with',
      description: 'Once per order: the same code again is 200, another code 409; a code the order was not placed with 422.',
    })),
    handler: async (request) => sendPromocode(db, requireSession(request), request.body),
  });

  app.route({
    ...(await routeOf(endpoints.cancelOrder, {
      tags: ['shop'],
      summary: "Cancels a pending order of the session's customer (beyond the spec)",
      description:
        'The order becomes `voided` and the XP it cost come back at once; a referral code it used is released. 403 when ' +
        "the order is not the session's own (unknown ids alike); 409 `order_transition_refused` unless pending, " +
        '`order_in_delivery` once the courier has it. Repeating the call answers the voided order.',
    })),
    handler: async (request) =>
      cancelOrder(db, app.orderEvents, requireSession(request), { orderId: request.body.orderId, brand: request.body.product }),
  });
};

export default orderRoutes;
