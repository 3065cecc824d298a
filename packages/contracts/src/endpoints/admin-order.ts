// The back-office's order calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetOrders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminOrderQuerySchema, response: c.adminOrderListResponseSchema })),
});

export const adminGetOrdersByNumber = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders/:number',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.orderNumberParamsSchema, response: c.adminOrderDetailSchema })),
});

export const adminPostOrdersByNumberMarkPaid = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:number/mark-paid',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ params: c.orderNumberParamsSchema, response: c.adminOrderActionResponseSchema })),
});

export const adminPostOrdersByNumberRefund = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:number/refund',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'balance_limit'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminRejectBodySchema,
      params: c.orderNumberParamsSchema,
      response: c.adminOrderActionResponseSchema,
    })),
});

export const adminPostOrdersByNumberCancel = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:number/cancel',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminRejectBodySchema,
      params: c.orderNumberParamsSchema,
      response: c.adminOrderActionResponseSchema,
    })),
});

export const adminPostOrdersByNumberResendCourier = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:number/resend-courier',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'not_courier_order', 'courier_unavailable'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.orderNumberParamsSchema, response: c.adminOrderDetailSchema })),
});

export const adminPostOrdersByNumberWaybill = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:number/waybill',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminWaybillBodySchema,
      params: c.orderNumberParamsSchema,
      response: c.adminOrderActionResponseSchema,
    })),
});
