// The back-office's verification calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetVerifications = defineEndpoint({
  method: 'GET',
  path: '/api/admin/verifications',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      query: c.adminVerificationQuerySchema,
      response: c.adminVerificationListResponseSchema,
    })),
});

export const adminPostVerificationsByIdApprove = defineEndpoint({
  method: 'POST',
  path: '/api/admin/verifications/:id/approve',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: async () => {
    const [ids, admin] = await Promise.all([import('../ids.ts'), import('../admin.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminOkSchema };
  },
});

export const adminPostVerificationsByIdReject = defineEndpoint({
  method: 'POST',
  path: '/api/admin/verifications/:id/reject',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { body: admin.adminRejectBodySchema, params: ids.idParamsSchema, response: admin.adminOkSchema };
  },
});

/** An image the back-office shows by its address, not a JSON call. */
export const adminGetVerificationsByIdPhoto = defineEndpoint({
  method: 'GET',
  path: '/api/admin/verifications/:id/photo',
  produces: 'image/*',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: async () => {
    const [admin, ids] = await Promise.all([import('../admin.ts'), import('../ids.ts')]);
    return { params: ids.idParamsSchema, response: admin.adminPhotoSchema };
  },
});
