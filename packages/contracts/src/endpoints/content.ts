// The content calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getPageById = defineEndpoint({
  method: 'POST',
  path: '/api/content/get-page-by-id',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../content.ts').then((c) => ({ body: c.getPageByIdBodySchema, response: c.getPageByIdResponseSchema })),
});

export const getFaq = defineEndpoint({
  method: 'POST',
  path: '/api/content/get-faq',
  errors: ['validation_failed', 'unauthorized'],
  schemas: () => import('../content.ts').then((c) => ({ body: c.getFaqBodySchema, response: c.getFaqResponseSchema })),
});

export const getNews = defineEndpoint({
  method: 'POST',
  path: '/api/content/get-news',
  errors: ['validation_failed', 'unauthorized'],
  schemas: () => import('../content.ts').then((c) => ({ body: c.getNewsBodySchema, response: c.getNewsResponseSchema })),
});

export const getNewsItem = defineEndpoint({
  method: 'POST',
  path: '/api/content/get-news-item',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () => import('../content.ts').then((c) => ({ body: c.getNewsItemBodySchema, response: c.getNewsItemResponseSchema })),
});
