// The verification calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const submit = defineEndpoint({
  method: 'POST',
  path: '/api/verification/submit',
  status: 201,
  errors: ['validation_failed', 'under_age', 'unauthorized', 'conflict', 'payload_too_large', 'unsupported_media_type'],
  schemas: () => import('../verification.ts').then((c) => ({ response: c.verificationStatusResponseSchema })),
});

export const status = defineEndpoint({
  method: 'GET',
  path: '/api/verification/status',
  errors: ['unauthorized'],
  schemas: () => import('../verification.ts').then((c) => ({ response: c.verificationStatusResponseSchema })),
});
