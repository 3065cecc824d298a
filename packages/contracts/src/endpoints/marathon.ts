// The marathon calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const marathon = defineEndpoint({
  method: 'GET',
  path: '/api/marathon',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () => import('../points.ts').then((c) => ({ query: c.marathonQuerySchema, response: c.marathonResponseSchema })),
});

export const answer = defineEndpoint({
  method: 'POST',
  path: '/api/marathon/answer',
  errors: [
    'validation_failed',
    'unauthorized',
    'not_found',
    'conflict',
    'already_answered',
    'balance_limit',
    'campaign_not_active',
    'insufficient_xp',
  ],
  schemas: () =>
    import('../points.ts').then((c) => ({ body: c.marathonAnswerBodySchema, response: c.marathonAnswerResponseSchema })),
});
