// The customer's campaigns call, described once (decision 0050): the server registers its route from it, the app
// calls through it. The OpenAPI words stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getCampaigns = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-campaigns',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../customer-campaigns.ts').then((c) => ({
      query: c.getCampaignsQuerySchema,
      response: c.getCampaignsResponseSchema,
    })),
});
