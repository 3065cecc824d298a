// The invite calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getPromoCode = defineEndpoint({
  method: 'GET',
  path: '/api/invite/get-promo-code',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../invite.ts').then((c) => ({ query: c.invitePromoCodeQuerySchema, response: c.invitePromoCodeResponseSchema })),
});

export const getVeloMgm = defineEndpoint({
  method: 'POST',
  path: '/api/invite/get-velo-mgm',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../invite.ts').then((c) => ({ body: c.veloMgmBodySchema, response: c.veloMgmResponseSchema })),
});

export const getReferrals = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-referrals',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../invite.ts').then((c) => ({ query: c.referralsQuerySchema, response: c.referralsResponseSchema })),
});
