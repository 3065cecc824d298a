// The subscription calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/subscription/get',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../subscription.ts').then((c) => ({
      query: c.getSubscriptionQuerySchema,
      response: c.getSubscriptionResponseSchema,
    })),
});

export const start = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/start',
  errors: ['validation_failed', 'variant_not_subscribable', 'unauthorized', 'not_found', 'subscription_active'],
  schemas: () =>
    import('../subscription.ts').then((c) => ({ body: c.startSubscriptionBodySchema, response: c.subscriptionResponseSchema })),
});

export const change = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/change',
  errors: ['validation_failed', 'variant_not_subscribable', 'unauthorized', 'not_found', 'no_active_subscription'],
  schemas: () =>
    import('../subscription.ts').then((c) => ({ body: c.changeSubscriptionBodySchema, response: c.subscriptionResponseSchema })),
});

export const stop = defineEndpoint({
  method: 'POST',
  path: '/api/subscription/stop',
  errors: ['validation_failed', 'unauthorized', 'not_found', 'no_active_subscription'],
  schemas: () =>
    import('../subscription.ts').then((c) => ({ body: c.stopSubscriptionBodySchema, response: c.subscriptionResponseSchema })),
});

export const history = defineEndpoint({
  method: 'GET',
  path: '/api/subscription/history',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../subscription.ts').then((c) => ({
      query: c.subscriptionHistoryQuerySchema,
      response: c.subscriptionHistoryResponseSchema,
    })),
});
