// The back-office's campaign calls, each described once (decision 0050): the server registers its routes from these,
// the apps call through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetCampaigns = defineEndpoint({
  method: 'GET',
  path: '/api/admin/campaigns',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../campaigns.ts').then((c) => ({ query: c.campaignListQuerySchema, response: c.campaignListResponseSchema })),
});

export const adminGetCampaignsById = defineEndpoint({
  method: 'GET',
  path: '/api/admin/campaigns/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: async () => {
    const [c, ids] = await Promise.all([import('../campaigns.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: c.campaignResponseSchema };
  },
});

export const adminPostCampaigns = defineEndpoint({
  method: 'POST',
  path: '/api/admin/campaigns',
  status: 201,
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../campaigns.ts').then((c) => ({ body: c.campaignDraftSchema, response: c.campaignResponseSchema })),
});

export const adminPutCampaignsById = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/campaigns/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: async () => {
    const [c, ids] = await Promise.all([import('../campaigns.ts'), import('../ids.ts')]);
    return { body: c.campaignDraftSchema, params: ids.idParamsSchema, response: c.campaignResponseSchema };
  },
});

/** activate (scheduled until its start), pause and end: one call each, refused with 409 from a status that cannot move. */
function statusCall<const Path extends string>(path: Path) {
  return defineEndpoint({
    method: 'POST',
    path,
    errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
    schemas: async () => {
      const [c, ids] = await Promise.all([import('../campaigns.ts'), import('../ids.ts')]);
      return { body: c.campaignStatusBodySchema, params: ids.idParamsSchema, response: c.campaignResponseSchema };
    },
  });
}

export const adminPostCampaignsByIdActivate = statusCall('/api/admin/campaigns/:id/activate');
export const adminPostCampaignsByIdPause = statusCall('/api/admin/campaigns/:id/pause');
export const adminPostCampaignsByIdEnd = statusCall('/api/admin/campaigns/:id/end');

/** A draft (the create body) replayed over the last 30 days of facts: whom it would have reached, at what cost. */
export const adminPostCampaignsPreview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/campaigns/preview',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../campaigns.ts').then((c) => ({ body: c.campaignDraftSchema, response: c.campaignPreviewSchema })),
});

/** A saved campaign's rules replayed over the last 30 days, with its own holdout. */
export const adminGetCampaignsByIdPreview = defineEndpoint({
  method: 'GET',
  path: '/api/admin/campaigns/:id/preview',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: async () => {
    const [c, ids] = await Promise.all([import('../campaigns.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: c.campaignPreviewSchema };
  },
});

/** Treated against holdout: scans, orders and revenue per customer, with Welch's 95 % interval of each difference. */
export const adminGetCampaignsByIdResults = defineEndpoint({
  method: 'GET',
  path: '/api/admin/campaigns/:id/results',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: async () => {
    const [c, ids] = await Promise.all([import('../campaigns.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: c.campaignResultsSchema };
  },
});
