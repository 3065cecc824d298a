// The payments calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getLiqpayLink = defineEndpoint({
  method: 'POST',
  path: '/api/shop/get-liqpay-link',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'conflict', 'service_unavailable'],
  schemas: () =>
    import('../orders.ts').then((c) => ({ body: c.getLiqpayLinkBodySchema, response: c.getLiqpayLinkResponseSchema })),
});
