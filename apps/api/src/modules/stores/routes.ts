// The /go-buy and /glo-studio call: sales points and brand stores of a brand, searchable, for signed-in customers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import { findStores } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/stores';
import { routeOf } from '../../lib/endpoint-route.ts';

const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await routeOf(endpoints.stores, {
      tags: ['stores'],
      summary: 'Sales points or brand stores of brand `product`',
      description:
        '`kind` sales_point (/go-buy) or brand_store (/glo-studio). `q` matches part of the name, city or address and ' +
        '`city` the whole city name, both ignoring case and taken literally (no wildcards). `map_url` opens the ' +
        'route to the place in the maps app.',
    })),
    handler: async (request) => {
      // The app is for signed-in customers only (spec section 6), so its lists are too.
      requireSession(request);
      return findStores(app.database.db, request.query);
    },
  });
};

export default storeRoutes;
