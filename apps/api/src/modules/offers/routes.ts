// The /offers call: current promotions of a brand, for signed-in customers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { offersQuerySchema, offersResponseSchema } from '@loyalty/contracts/points';
import { requireSession } from '../../plugins/session.ts';
import { getCurrentOffers } from './service.ts';

const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offers of brand `product` valid now',
        description: 'In their set order; body_html carries only allowlisted markup.',
        querystring: offersQuerySchema,
        response: { 200: offersResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      // Offers are the same for every customer of the brand; the session only gates the app's content.
      requireSession(request);
      return getCurrentOffers(app.database.db, request.query.product);
    },
  );
};

export default offerRoutes;
