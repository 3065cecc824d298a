// The back-office's staff calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetStaff = defineEndpoint({
  method: 'GET',
  path: '/api/admin/staff',
  errors: ['unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminStaffListResponseSchema })),
});

export const adminPostStaff = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminCreateStaffBodySchema, response: c.adminCreateStaffResponseSchema })),
});

export const adminPatchStaffById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/staff/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminUpdateStaffBodySchema,
      params: c.staffIdParamsSchema,
      response: c.adminMeResponseSchema,
    })),
});
