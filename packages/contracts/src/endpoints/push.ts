// The push calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const vapidPublicKey = defineEndpoint({
  method: 'GET',
  path: '/api/push/vapid-public-key',
  errors: [],
  schemas: () => import('../push.ts').then((c) => ({ response: c.vapidPublicKeyResponseSchema })),
});

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/api/push/subscribe',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../push.ts').then((c) => ({ body: c.pushSubscribeBodySchema, response: c.pushOkResponseSchema })),
});

export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/api/push/unsubscribe',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../push.ts').then((c) => ({ body: c.pushUnsubscribeBodySchema, response: c.pushOkResponseSchema })),
});

export const settings = defineEndpoint({
  method: 'GET',
  path: '/api/push/settings',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../push.ts').then((c) => ({ query: c.pushSettingsQuerySchema, response: c.pushSettingsResponseSchema })),
});

export const settingsPost = defineEndpoint({
  method: 'POST',
  path: '/api/push/settings',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../push.ts').then((c) => ({ body: c.updatePushSettingsBodySchema, response: c.pushSettingsResponseSchema })),
});
