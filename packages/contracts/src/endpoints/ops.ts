// The operator calls behind the ops bearer token (decision 0050): the server registers its routes from these and the
// command-line client (`npm run ops`) calls their paths. The OpenAPI words of each stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const opsGetCommands = defineEndpoint({
  method: 'GET',
  path: '/api/ops/commands',
  errors: ['unauthorized'],
  schemas: () => import('../ops.ts').then((c) => ({ response: c.opsCommandListResponseSchema })),
});

/**
 * Runs a command inside the server. Besides its own refusals (an unknown command, wrong flags, the server still
 * starting) it answers the refusals of the services the commands call, as those calls do in the back-office.
 */
export const opsRun = defineEndpoint({
  method: 'POST',
  path: '/api/ops/run',
  errors: ['validation_failed', 'unauthorized', 'not_found', 'conflict', 'insufficient_xp', 'service_unavailable'],
  schemas: () => import('../ops.ts').then((c) => ({ body: c.opsRunBodySchema, response: c.opsRunResponseSchema })),
});
