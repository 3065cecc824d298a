// The scan calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const redeem = defineEndpoint({
  method: 'POST',
  path: '/api/scan/redeem',
  errors: [
    'validation_failed',
    'invalid_code',
    'unauthorized',
    'forbidden',
    'not_found',
    'unknown_code',
    'already_used',
    'balance_limit',
    'rate_limited',
    'limit_reached',
  ],
  schemas: () => import('../scan.ts').then((c) => ({ body: c.redeemBodySchema, response: c.redeemResponseSchema })),
});

export const getMessage = defineEndpoint({
  method: 'GET',
  path: '/api/scan/get-message',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../scan.ts').then((c) => ({ query: c.scanBrandQuerySchema, response: c.getScanMessageResponseSchema })),
});

export const saveManager = defineEndpoint({
  method: 'POST',
  path: '/api/scan/save-manager',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'manager_already_set'],
  schemas: () => import('../scan.ts').then((c) => ({ body: c.saveManagerBodySchema, response: c.saveManagerResponseSchema })),
});

export const getHistory = defineEndpoint({
  method: 'POST',
  path: '/api/scan/get-history',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../scan.ts').then((c) => ({ body: c.getScanHistoryBodySchema, response: c.getScanHistoryResponseSchema })),
});

export const getScanPercent = defineEndpoint({
  method: 'GET',
  path: '/api/scan/get-scan-percent',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../scan.ts').then((c) => ({ query: c.scanBrandQuerySchema, response: c.getScanPercentResponseSchema })),
});

export const getFullBalance = defineEndpoint({
  method: 'GET',
  path: '/api/scan/get-full-balance',
  errors: ['unauthorized'],
  schemas: () => import('../scan.ts').then((c) => ({ response: c.getFullBalanceResponseSchema })),
});

export const load = defineEndpoint({
  method: 'POST',
  path: '/mapi/multiscan/load',
  status: 202,
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'payload_too_large',
    'unsupported_media_type',
    'rate_limited',
    'limit_reached',
  ],
  schemas: () => import('../scan.ts').then((c) => ({ response: c.multiscanLoadResponseSchema })),
});

export const multiscanById = defineEndpoint({
  method: 'GET',
  path: '/api/scan/multiscan/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../scan.ts').then((c) => ({ params: c.multiscanParamsSchema, response: c.multiscanStatusResponseSchema })),
});

/** The spec's envelope: a bad product_variant answers 400 with the scan answer (code 400, errors), not the error shape. */
export const getWideCount = defineEndpoint({
  method: 'POST',
  path: '/api/scan/get-wide-count',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: async () => {
    const [scan, errors] = await Promise.all([import('../scan.ts'), import('../errors.ts')]);
    return {
      body: scan.getWideCountBodySchema,
      response: scan.getWideCountResponseSchema,
      others: { 400: scan.getWideCountResponseSchema.or(errors.errorResponseSchema) },
    };
  },
});
