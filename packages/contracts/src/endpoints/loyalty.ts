// The loyalty calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getBalance = defineEndpoint({
  method: 'GET',
  path: '/api/get-balance',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () => import('../loyalty.ts').then((c) => ({ query: c.getBalanceQuerySchema, response: c.balanceResponseSchema })),
});

export const getBonusHistory = defineEndpoint({
  method: 'GET',
  path: '/api/get-bonus-history',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../loyalty.ts').then((c) => ({ query: c.getBonusHistoryQuerySchema, response: c.bonusHistoryResponseSchema })),
});
