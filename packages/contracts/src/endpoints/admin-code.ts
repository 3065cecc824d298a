// The back-office's code calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetPackCodesBatches = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pack-codes/batches',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminCodeBatchesResponseSchema })),
});

export const adminPostPackCodesBatches = defineEndpoint({
  method: 'POST',
  path: '/api/admin/pack-codes/batches',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminCreateBatchBodySchema, response: c.adminCreateBatchResponseSchema })),
});

export const adminPostPackCodesImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/pack-codes/import',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminImportCodesBodySchema, response: c.adminImportCodesResponseSchema })),
});
