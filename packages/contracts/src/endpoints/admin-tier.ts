// The back-office's tier calls, each described once (decision 0050): the server registers its routes from these, the
// apps call through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

const readErrors = ['validation_failed', 'unauthorized', 'forbidden'] as const;
const changeErrors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'] as const;

export const adminGetTierSets = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tier-sets',
  errors: readErrors,
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminTierSetListSchema })),
});

export const adminPostTierSets = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tier-sets',
  status: 201,
  errors: changeErrors,
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminTierSetBodySchema, response: c.adminTierSetResponseSchema })),
});

export const adminGetTierSetsById = defineEndpoint({
  method: 'GET',
  path: '/api/admin/tier-sets/:id',
  errors: [...readErrors, 'not_found'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminTierSetResponseSchema };
  },
});

export const adminPatchTierSetsById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/tier-sets/:id',
  errors: changeErrors,
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, body: admin.adminTierSetPatchSchema, response: admin.adminTierSetResponseSchema };
  },
});

export const adminDeleteTierSetsById = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/tier-sets/:id',
  errors: changeErrors,
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminDeletedSchema };
  },
});

export const adminPostTierSetsByIdLevels = defineEndpoint({
  method: 'POST',
  path: '/api/admin/tier-sets/:id/levels',
  status: 201,
  errors: changeErrors,
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, body: admin.adminTierLevelBodySchema, response: admin.adminTierLevelResponseSchema };
  },
});

export const adminPatchTierSetsByIdLevelsByLevelId = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/tier-sets/:id/levels/:level_id',
  errors: changeErrors,
  schemas: () =>
    import('../admin.ts').then((c) => ({
      params: c.adminTierLevelParamsSchema,
      body: c.adminTierLevelPatchSchema,
      response: c.adminTierLevelResponseSchema,
    })),
});

export const adminDeleteTierSetsByIdLevelsByLevelId = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/tier-sets/:id/levels/:level_id',
  errors: changeErrors,
  schemas: () => import('../admin.ts').then((c) => ({ params: c.adminTierLevelParamsSchema, response: c.adminDeletedSchema })),
});

export const adminGetCustomersByIdTier = defineEndpoint({
  method: 'GET',
  path: '/api/admin/customers/:id/tier',
  errors: [...readErrors, 'not_found'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminCustomerTierResponseSchema };
  },
});

export const adminPutCustomersByIdTier = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/customers/:id/tier',
  errors: changeErrors,
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, body: admin.adminAssignTierBodySchema, response: admin.adminCustomerTierResponseSchema };
  },
});
