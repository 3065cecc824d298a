// The feedback calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getAuth = defineEndpoint({
  method: 'GET',
  path: '/api/feedback/get-auth',
  errors: ['unauthorized'],
  schemas: () => import('../feedback.ts').then((c) => ({ response: c.feedbackAuthResponseSchema })),
});

export const canWriteByOrder = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/can-write-by-order',
  errors: ['validation_failed', 'unauthorized', 'feedback_token_invalid', 'forbidden', 'order_not_eligible'],
  schemas: () =>
    import('../feedback.ts').then((c) => ({ body: c.canWriteByOrderBodySchema, response: c.canWriteByOrderResponseSchema })),
});

export const send = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/send',
  status: 201,
  errors: [
    'validation_failed',
    'unauthorized',
    'feedback_token_invalid',
    'forbidden',
    'not_found',
    'already_sent',
    'not_imported',
    'payload_too_large',
    'unsupported_media_type',
    'order_not_eligible',
  ],
  schemas: () =>
    import('../feedback.ts').then((c) => ({ query: c.sendFeedbackQuerySchema, response: c.sendFeedbackResponseSchema })),
});

export const sendOffline = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/send-offline',
  status: 201,
  errors: [
    'validation_failed',
    'unauthorized',
    'feedback_token_invalid',
    'forbidden',
    'not_found',
    'already_sent',
    'not_imported',
    'order_not_eligible',
  ],
  schemas: () =>
    import('../feedback.ts').then((c) => ({ body: c.sendOfflineFeedbackBodySchema, response: c.sendFeedbackResponseSchema })),
});

export const getOfflineOrders = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/get-offline-orders',
  errors: ['validation_failed', 'unauthorized', 'feedback_token_invalid', 'forbidden', 'order_not_eligible'],
  schemas: () =>
    import('../feedback.ts').then((c) => ({ body: c.feedbackTokenBodySchema, response: c.getOfflineOrdersResponseSchema })),
});

export const importOrdersInBackground = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/import-orders-in-background',
  errors: ['validation_failed', 'unauthorized', 'feedback_token_invalid', 'forbidden', 'order_not_eligible'],
  schemas: () =>
    import('../feedback.ts').then((c) => ({ body: c.feedbackTokenBodySchema, response: c.importOrdersResponseSchema })),
});
