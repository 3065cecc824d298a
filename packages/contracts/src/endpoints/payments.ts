// The payments calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getLiqpayLink = defineEndpoint({
  method: 'POST',
  path: '/api/shop/get-liqpay-link',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'order_not_payable',
    'payment_not_needed',
    'service_unavailable',
    'payment_unavailable',
  ],
  schemas: () =>
    import('../orders.ts').then((c) => ({ body: c.getLiqpayLinkBodySchema, response: c.getLiqpayLinkResponseSchema })),
});

/**
 * LiqPay's server callback: form-encoded and signed, no API key (api-paths.ts). An unknown payment is recorded and
 * answers 200, so that LiqPay does not retry it forever.
 */
export const liqpayCallback = defineEndpoint({
  method: 'POST',
  path: '/api/shop/liqpay-callback',
  consumes: 'application/x-www-form-urlencoded',
  errors: ['validation_failed', 'invalid_signature'],
  schemas: () =>
    import('../orders.ts').then((c) => ({ body: c.liqpayCallbackBodySchema, response: c.liqpayCallbackResponseSchema })),
});

/** The built-in test checkout's page, served only when it is the payment provider. */
export const testCheckoutPage = defineEndpoint({
  method: 'GET',
  path: '/api/dev/liqpay/checkout',
  produces: 'text/html',
  errors: ['validation_failed', 'invalid_signature'],
  schemas: () => import('../orders.ts').then((c) => ({ query: c.testCheckoutQuerySchema, response: c.testCheckoutPageSchema })),
});

/** The test checkout page's form: pays or declines through the callback's code, then sends the browser back. */
export const testCheckoutDecision = defineEndpoint({
  method: 'POST',
  path: '/api/dev/liqpay/decision',
  consumes: 'application/x-www-form-urlencoded',
  status: 303,
  errors: ['validation_failed', 'invalid_signature'],
  schemas: () =>
    import('../orders.ts').then((c) => ({
      body: c.testCheckoutDecisionBodySchema,
      response: c.testCheckoutDecisionResponseSchema,
    })),
});
