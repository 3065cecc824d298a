// The platform calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getVersion = defineEndpoint({
  method: 'POST',
  path: '/api/get-version',
  errors: ['unauthorized'],
  schemas: () => import('../platform.ts').then((c) => ({ response: c.getVersionResponseSchema })),
});

/** The load balancer's probe: 200 once migrations are applied, 503 with why not (its own body, not an error). */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  errors: [],
  schemas: () =>
    import('../platform.ts').then((c) => ({ response: c.healthResponseSchema, others: { 503: c.healthUnavailableSchema } })),
});
