// The rewards calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/exchange/list',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../points.ts').then((c) => ({ query: c.exchangeListQuerySchema, response: c.exchangeListResponseSchema })),
});

export const reward = defineEndpoint({
  method: 'GET',
  path: '/api/exchange/reward',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../points.ts').then((c) => ({ query: c.exchangeRewardQuerySchema, response: c.exchangeRewardResponseSchema })),
});

export const redeem = defineEndpoint({
  method: 'POST',
  path: '/api/exchange/redeem',
  errors: [
    'validation_failed',
    'unauthorized',
    'not_found',
    'conflict',
    'balance_limit',
    'insufficient_xp',
    'out_of_stock',
    'reward_inactive',
    'idempotency_key_reused',
    'unknown_delivery_place',
  ],
  schemas: () => import('../points.ts').then((c) => ({ body: c.redeemRewardBodySchema, response: c.redeemRewardResponseSchema })),
});

export const redemptions = defineEndpoint({
  method: 'GET',
  path: '/api/exchange/redemptions',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../points.ts').then((c) => ({ query: c.myRedemptionsQuerySchema, response: c.myRedemptionsResponseSchema })),
});
