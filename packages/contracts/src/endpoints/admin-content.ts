// The back-office's content calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetPages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/pages',
  errors: ['unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminPagesResponseSchema })),
});

export const adminPatchPagesById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/pages/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminPagePatchSchema,
      params: c.adminPageParamsSchema,
      response: c.adminPageSchema,
    })),
});

export const adminPostFaq = defineEndpoint({
  method: 'POST',
  path: '/api/admin/faq',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminFaqBodySchema, response: c.adminFaqItemSchema })),
});

export const adminPatchFaqById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/faq/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminFaqPatchSchema,
      params: c.adminPageParamsSchema,
      response: c.adminFaqItemSchema,
    })),
});

export const adminDeleteFaqById = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/faq/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.adminPageParamsSchema, response: c.adminOkSchema })),
});

export const adminGetFaq = defineEndpoint({
  method: 'GET',
  path: '/api/admin/faq',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ query: c.adminFaqQuerySchema, response: c.adminFaqResponseSchema })),
});
