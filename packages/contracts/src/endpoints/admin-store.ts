// The back-office's calls on sales points and brand stores, each described once (decision 0050): the server registers
// its routes from these, the back-office calls through them. The OpenAPI words of each stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetStores = defineEndpoint({
  method: 'GET',
  path: '/api/admin/stores',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminStoreQuerySchema, response: c.adminStoreListResponseSchema })),
});

export const adminPostStores = defineEndpoint({
  method: 'POST',
  path: '/api/admin/stores',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminStoreBodySchema, response: c.adminStoreSchema })),
});

export const adminPatchStoresByBrandById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/stores/:brand/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminStorePatchSchema,
      params: c.adminStoreParamsSchema,
      response: c.adminStoreSchema,
    })),
});

export const adminDeleteStoresByBrandById = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/stores/:brand/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.adminStoreParamsSchema, response: c.adminOkSchema })),
});
