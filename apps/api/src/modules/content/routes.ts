// Content calls of spec section 7: a brand's static page by id, its HTML sanitised on the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPageByIdBodySchema, getPageByIdResponseSchema } from '@loyalty/contracts/content';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { getPage } from './service.ts';

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
};

export default contentRoutes;
