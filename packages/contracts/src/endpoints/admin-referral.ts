// The back-office's referral calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetReferrals = defineEndpoint({
  method: 'GET',
  path: '/api/admin/referrals',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminReferralQuerySchema, response: c.adminReferralListResponseSchema })),
});
