// The back-office's customer calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customers',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminCustomerSearchQuerySchema, response: c.adminCustomerListResponseSchema })),
});

export const adminGetCustomersById = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customers/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.customerIdParamsSchema, response: c.adminCustomerDetailSchema })),
});

export const adminPostCustomersByIdBlock = defineEndpoint({
  method: 'POST',
  path: '/api/admin/customers/:id/block',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminBlockBodySchema,
      params: c.customerIdParamsSchema,
      response: c.adminOkSchema,
    })),
});

export const adminPostCustomersByIdUnblock = defineEndpoint({
  method: 'POST',
  path: '/api/admin/customers/:id/unblock',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminReasonBodySchema,
      params: c.customerIdParamsSchema,
      response: c.adminOkSchema,
    })),
});

export const adminPostCustomersByIdSessionsRevoke = defineEndpoint({
  method: 'POST',
  path: '/api/admin/customers/:id/sessions/revoke',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ params: c.customerIdParamsSchema, response: c.adminSessionsRevokedSchema })),
});

/** 200 applied, or 202 pending: a credit above the approval threshold waits for another staff member. */
export const adminPostCustomersByIdXpAdjust = defineEndpoint({
  method: 'POST',
  path: '/api/admin/customers/:id/xp-adjust',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'insufficient_xp',
    'daily_cap_reached',
    'balance_limit',
    'conflict',
  ],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminXpAdjustBodySchema,
      params: c.customerIdParamsSchema,
      response: c.adminXpAdjustResponseSchema,
      others: { 202: c.adminXpAdjustResponseSchema },
    })),
});
