// The analytics calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getBatToken = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/get-bat-token',
  errors: ['unauthorized'],
  schemas: () => import('../analytics.ts').then((c) => ({ response: c.getBatTokenResponseSchema })),
});

export const sendBatEvent = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/send-bat-event',
  errors: ['validation_failed', 'unauthorized', 'analytics_token_invalid', 'forbidden'],
  schemas: () =>
    import('../analytics.ts').then((c) => ({ body: c.sendBatEventBodySchema, response: c.analyticsQueuedResponseSchema })),
});

export const esputnikAddContact = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/esputnik-add-contact',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../analytics.ts').then((c) => ({ body: c.esputnikAddContactBodySchema, response: c.analyticsQueuedResponseSchema })),
});

export const esputnikEventLogin = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/esputnik-event-login',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../analytics.ts').then((c) => ({ body: c.esputnikEventLoginBodySchema, response: c.analyticsQueuedResponseSchema })),
});

export const esputnikSendId = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/esputnik-send-id',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../analytics.ts').then((c) => ({ body: c.esputnikSendIdBodySchema, response: c.analyticsQueuedResponseSchema })),
});

export const authBat = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/auth-bat',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../analytics.ts').then((c) => ({ body: c.authBatBodySchema, response: c.analyticsQueuedResponseSchema })),
});

export const pwaAddOrderInfo = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/pwa-add-order-info',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../analytics.ts').then((c) => ({ body: c.pwaAddOrderInfoBodySchema, response: c.analyticsQueuedResponseSchema })),
});
