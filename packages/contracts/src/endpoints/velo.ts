// The velo calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getToken = defineEndpoint({
  method: 'GET',
  path: '/api/velo/get-token',
  errors: ['unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../velo.ts').then((c) => ({ response: c.veloTokenResponseSchema })),
});

export const mlogin = defineEndpoint({
  method: 'POST',
  path: '/api/velo/mlogin',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'site_not_configured'],
  schemas: () => import('../velo.ts').then((c) => ({ body: c.veloMloginBodySchema, response: c.veloMloginResponseSchema })),
});

export const checkOralStatus = defineEndpoint({
  method: 'GET',
  path: '/api/velo/check-oral-status',
  errors: ['unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../velo.ts').then((c) => ({ response: c.veloOralStatusResponseSchema })),
});
