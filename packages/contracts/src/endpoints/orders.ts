// The orders calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const createOrder = defineEndpoint({
  method: 'POST',
  path: '/api/shop/create-order',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'conflict',
    'balance_limit',
    'insufficient_xp',
    'ipost_city_unavailable',
    'idempotency_key_reused',
    'variant_unavailable',
    'promo_not_applicable',
    'unknown_delivery_place',
    'ipost_not_allowed',
    'nothing_to_pay',
    'service_unavailable',
    'ipost_unavailable',
  ],
  schemas: () => import('../orders.ts').then((c) => ({ body: c.createOrderBodySchema, response: c.createOrderResponseSchema })),
});

export const checkPromocode = defineEndpoint({
  method: 'POST',
  path: '/api/shop/check-promocode',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'variant_unavailable'],
  schemas: () =>
    import('../orders.ts').then((c) => ({ body: c.checkPromocodeBodySchema, response: c.checkPromocodeResponseSchema })),
});

export const getOrders = defineEndpoint({
  method: 'POST',
  path: '/api/shop/get-orders',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 422],
  schemas: () => import('../orders.ts').then((c) => ({ body: c.getOrdersBodySchema, response: c.getOrdersResponseSchema })),
});

export const sendPhoneCall = defineEndpoint({
  method: 'POST',
  path: '/api/shop/send-phone-call',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 422],
  schemas: () =>
    import('../orders.ts').then((c) => ({ body: c.sendPhoneCallBodySchema, response: c.sendPhoneCallResponseSchema })),
});

export const sendPromocode = defineEndpoint({
  method: 'POST',
  path: '/api/shop/send-promocode',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'promo_not_applicable'],
  schemas: () =>
    import('../orders.ts').then((c) => ({ body: c.sendPromocodeBodySchema, response: c.sendPromocodeResponseSchema })),
});

export const cancelOrder = defineEndpoint({
  method: 'POST',
  path: '/api/shop/cancel-order',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'order_in_delivery', 'order_transition_refused', 422],
  schemas: () => import('../orders.ts').then((c) => ({ body: c.cancelOrderBodySchema, response: c.cancelOrderResponseSchema })),
});
