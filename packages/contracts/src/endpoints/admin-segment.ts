// The back-office's segment calls, each described once (decision 0050): the server registers its routes from these,
// the apps call through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

const readErrors = ['validation_failed', 'unauthorized', 'forbidden'] as const;
const changeErrors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found'] as const;

export const adminGetSegments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/segments',
  errors: readErrors,
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminSegmentListQuerySchema, response: c.adminSegmentListSchema })),
});

export const adminPostSegments = defineEndpoint({
  method: 'POST',
  path: '/api/admin/segments',
  status: 201,
  errors: changeErrors,
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminSegmentBodySchema, response: c.adminSegmentResponseSchema })),
});

export const adminPostSegmentsCount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/segments/count',
  errors: readErrors,
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminSegmentCountBodySchema, response: c.adminSegmentCountSchema })),
});

export const adminGetSegmentsById = defineEndpoint({
  method: 'GET',
  path: '/api/admin/segments/:id',
  errors: [...readErrors, 'not_found'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminSegmentResponseSchema };
  },
});

export const adminPatchSegmentsById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/segments/:id',
  errors: changeErrors,
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, body: admin.adminSegmentPatchSchema, response: admin.adminSegmentResponseSchema };
  },
});

export const adminDeleteSegmentsById = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/segments/:id',
  errors: changeErrors,
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminDeletedSchema };
  },
});

export const adminGetSegmentsByIdCount = defineEndpoint({
  method: 'GET',
  path: '/api/admin/segments/:id/count',
  errors: [...readErrors, 'not_found'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminSegmentCountSchema };
  },
});

/** A download (a link in the back-office), not a JSON call. */
export const adminGetSegmentsByIdMembersCsv = defineEndpoint({
  method: 'GET',
  path: '/api/admin/segments/:id/members.csv',
  produces: 'text/csv',
  errors: [...readErrors, 'not_found'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminSegmentCsvSchema };
  },
});
