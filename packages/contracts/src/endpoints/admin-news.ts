// The back-office's news calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetNews = defineEndpoint({
  method: 'GET',
  path: '/api/admin/news',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ query: c.adminNewsQuerySchema, response: c.adminNewsListResponseSchema })),
});

export const adminGetNewsById = defineEndpoint({
  method: 'GET',
  path: '/api/admin/news/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.newsIdParamsSchema, response: c.adminNewsItemSchema })),
});

export const adminPostNews = defineEndpoint({
  method: 'POST',
  path: '/api/admin/news',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminNewsBodySchema, response: c.adminNewsItemSchema })),
});

export const adminPatchNewsById = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/news/:id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../admin.ts').then((c) => ({
      body: c.adminNewsPatchSchema,
      params: c.newsIdParamsSchema,
      response: c.adminNewsItemSchema,
    })),
});

export const adminPostContentPreview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/content/preview',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminPreviewBodySchema, response: c.adminPreviewResponseSchema })),
});

export const adminPostNewsByIdPush = defineEndpoint({
  method: 'POST',
  path: '/api/admin/news/:id/push',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.newsIdParamsSchema, response: c.adminNewsPushResponseSchema })),
});
