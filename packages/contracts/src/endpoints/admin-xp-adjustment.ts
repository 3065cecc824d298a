// The back-office's xp-adjustment calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetXpAdjustments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/xp-adjustments',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      query: c.adminXpAdjustmentQuerySchema,
      response: c.adminXpAdjustmentListResponseSchema,
    })),
});

export const adminPostXpAdjustmentsByIdApprove = defineEndpoint({
  method: 'POST',
  path: '/api/admin/xp-adjustments/:id/approve',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'own_request',
    'not_found',
    'conflict',
    'already_decided',
    'balance_limit',
    'insufficient_xp',
  ],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { body: admin.adminXpApproveBodySchema, params: ids.idParamsSchema, response: admin.adminXpDecisionResponseSchema };
  },
});

export const adminPostXpAdjustmentsByIdReject = defineEndpoint({
  method: 'POST',
  path: '/api/admin/xp-adjustments/:id/reject',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'own_request', 'not_found', 'already_decided'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { body: admin.adminXpRejectBodySchema, params: ids.idParamsSchema, response: admin.adminXpDecisionResponseSchema };
  },
});
