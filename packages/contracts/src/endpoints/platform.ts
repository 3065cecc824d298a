// The platform calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getVersion = defineEndpoint({
  method: 'POST',
  path: '/api/get-version',
  errors: ['unauthorized'],
  schemas: () => import('../platform.ts').then((c) => ({ response: c.getVersionResponseSchema })),
});
