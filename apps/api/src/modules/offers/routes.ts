// The /offers call: current promotions of a brand, for signed-in customers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import { getCurrentOffers } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/offers';
import { routeOf } from '../../lib/endpoint-route.ts';

const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await routeOf(endpoints.offers, {
      tags: ['offers'],
      summary: 'Offers of brand `product` valid now',
      description:
        'In their set order; body_html carries only allowlisted markup. An offer for segments is listed only for a ' +
        "customer in any of them (the caller's record in the brand), as if it did not exist for anyone else.",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return getCurrentOffers(app.database.db, request.query.product, session.customerIds[request.query.product]);
    },
  });
};

export default offerRoutes;
