// The back-office's reward hand-over calls (decision 0084), each described once (decision 0050): the server registers
// its routes from these, the apps call through them. The OpenAPI words of each stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetRewardRedemptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reward-redemptions',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      query: c.adminRewardRedemptionQuerySchema,
      response: c.adminRewardRedemptionListResponseSchema,
    })),
});

export const adminPostRewardRedemptionSent = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reward-redemptions/:id/sent',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'redemption_transition_refused'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      params: c.rewardRedemptionParamsSchema,
      body: c.adminRewardSentBodySchema,
      response: c.adminRewardRedemptionActionResponseSchema,
    })),
});

export const adminPostRewardRedemptionReceived = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reward-redemptions/:id/received',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'redemption_transition_refused'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      params: c.rewardRedemptionParamsSchema,
      body: c.adminRewardRedemptionBrandBodySchema,
      response: c.adminRewardRedemptionActionResponseSchema,
    })),
});

export const adminPostRewardRedemptionCancel = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reward-redemptions/:id/cancel',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'redemption_transition_refused', 'balance_limit'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      params: c.rewardRedemptionParamsSchema,
      body: c.adminRewardCancelBodySchema,
      response: c.adminRewardRedemptionActionResponseSchema,
    })),
});
