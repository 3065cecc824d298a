// The back-office's catalogue calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetRewards = defineEndpoint({
  method: 'GET',
  path: '/api/admin/rewards',
  errors: ['unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminRewardsResponseSchema })),
});

export const adminPostRewards = defineEndpoint({
  method: 'POST',
  path: '/api/admin/rewards',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminRewardCreateSchema, response: c.adminRewardSchema })),
});

export const adminPatchRewardsById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/rewards/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminRewardPatchSchema,
      params: c.adminPageParamsSchema,
      response: c.adminRewardSchema,
    })),
});

export const adminGetOffers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/offers',
  errors: ['unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminOffersResponseSchema })),
});

export const adminPostOffers = defineEndpoint({
  method: 'POST',
  path: '/api/admin/offers',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminOfferCreateSchema, response: c.adminOfferSchema })),
});

export const adminPatchOffersById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/offers/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminOfferPatchSchema,
      params: c.adminPageParamsSchema,
      response: c.adminOfferSchema,
    })),
});

export const adminGetCertificates = defineEndpoint({
  method: 'GET',
  path: '/api/admin/certificates',
  errors: ['unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminCertificatesResponseSchema })),
});

export const adminPatchCertificatesPartnersById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/certificates/partners/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminPartnerPatchSchema,
      params: c.adminPageParamsSchema,
      response: c.adminCertificatePartnerSchema,
    })),
});

export const adminPostCertificatesImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/certificates/import',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminCertificateImportBodySchema,
      response: c.adminCertificateImportResponseSchema,
    })),
});

export const adminGetProducts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminProductListQuerySchema, response: c.adminProductListSchema })),
});
