// The back-office's code calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetPackCodesBatches = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pack-codes/batches',
  errors: ['unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminCodeBatchesResponseSchema })),
});

export const adminPostPackCodesBatches = defineEndpoint({
  method: 'POST',
  path: '/api/admin/pack-codes/batches',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminCreateBatchBodySchema, response: c.adminCreateBatchResponseSchema })),
});

export const adminPostPackCodesImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/pack-codes/import',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminImportCodesBodySchema, response: c.adminImportCodesResponseSchema })),
});

/** A download (a link in the back-office), not a JSON call. */
export const adminGetPackCodesBatchCsv = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pack-codes/batches/:brand/:batch/codes.csv',
  produces: 'text/csv',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.adminBatchParamsSchema, response: c.adminBatchCsvSchema })),
});
