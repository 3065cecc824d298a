// The customer's tier call, described once (decision 0050): the server registers its route from it, the app calls
// through it. The OpenAPI words stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getTier = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-tier',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () => import('../tiers.ts').then((c) => ({ query: c.getTierQuerySchema, response: c.tierResponseSchema })),
});
