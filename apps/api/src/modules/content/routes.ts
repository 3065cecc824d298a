// Content calls of spec section 7: a brand's static page by id, its HTML sanitised on the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getFaqBodySchema,
  getFaqResponseSchema,
  getNewsBodySchema,
  getNewsItemBodySchema,
  getNewsItemResponseSchema,
  getNewsResponseSchema,
  getPageByIdBodySchema,
  getPageByIdResponseSchema,
} from '@loyalty/contracts/content';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { requireSession } from '../../plugins/session.ts';
import { getFaq, getNews, getNewsItem, getPage } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/content/get-page-by-id',
    {
      schema: {
        tags: ['content'],
        summary: 'A static page of the brand',
        description:
          '`id` is the page slug. The user agreement is public; other pages need a session, and the rules an ' +
          'age-verified person. body_html carries only allowlisted markup.',
        body: getPageByIdBodySchema,
        response: {
          200: getPageByIdResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => getPage(app.database.db, request.session, request.body.product, request.body.id),
  );

  app.post(
    '/api/content/get-faq',
    {
      schema: {
        tags: ['content'],
        summary: 'The FAQ list of a brand and topic',
        description:
          'Topics: general and velo (/faq), invite-friend (/invite-friend/faq), subscription (/subscription/faq). ' +
          "Entries are plain text in the brand's order; an empty list when the brand has none. Needs a session.",
        body: getFaqBodySchema,
        response: { 200: getFaqResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSession(request);
      return getFaq(app.database.db, request.body.product, request.body.topic);
    },
  );

  app.post(
    '/api/content/get-news',
    {
      schema: {
        tags: ['content'],
        summary: "A page of the brand's news, newest first",
        description: '`offset` counts the items already shown; pages hold 10 items; `has_more` says whether more follow.',
        body: getNewsBodySchema,
        response: { 200: getNewsResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSession(request);
      return getNews(app.database.db, request.body.product, request.body.offset);
    },
  );

  app.post(
    '/api/content/get-news-item',
    {
      schema: {
        tags: ['content'],
        summary: 'One news item of the brand',
        description: "404 for an unknown id or another brand's item. body_html carries only allowlisted markup.",
        body: getNewsItemBodySchema,
        response: { 200: getNewsItemResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSession(request);
      return getNewsItem(app.database.db, request.body.product, request.body.id);
    },
  );
};

export default contentRoutes;
