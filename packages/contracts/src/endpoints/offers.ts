// The offers calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const offers = defineEndpoint({
  method: 'GET',
  path: '/api/offers',
  errors: ['validation_failed', 'unauthorized'],
  schemas: () => import('../points.ts').then((c) => ({ query: c.offersQuerySchema, response: c.offersResponseSchema })),
});
