// The back-office's feedback calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetFeedback = defineEndpoint({
  method: 'GET',
  path: '/api/admin/feedback',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminFeedbackQuerySchema, response: c.adminFeedbackListResponseSchema })),
});

/** An image the back-office shows by its address, not a JSON call. */
export const adminGetFeedbackPhoto = defineEndpoint({
  method: 'GET',
  path: '/api/admin/feedback/:id/photos/:photoId',
  produces: 'image/*',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.adminFeedbackPhotoParamsSchema, response: c.adminPhotoSchema })),
});
