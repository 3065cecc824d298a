// /api/admin/products: the catalogue as the back-office reads it (the campaign editor's product, variant and category
// pickers). Marketing and admin, who write campaigns, and support, who reads them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@loyalty/contracts/endpoints/admin-catalogue';
import { routeOf } from '../../lib/endpoint-route.ts';
import { staffProductList } from './service.ts';

const readers = ['marketing', 'support'] as const;

const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await routeOf(endpoints.adminGetProducts, {
      tags: ['admin'],
      summary: 'Products with their category and variants, by brand, name, category or id, a page at a time',
      description:
        '`q` matches part of the name (any case and apostrophe); `category` is a primary category of the brand (an ' +
        "unknown one, or the other brand's, is a 400 naming `query.category`); `ids` and `variant_ids` (comma lists) " +
        'select the products a saved campaign names. In id order, `limit` a page (at most 200), `cursor` the ' +
        '`next_cursor` of the page before. `categories` are the brand’s (both brands’ without `brand`).',
    })),
    config: { adminAccess: readers },
    handler: async (request) => staffProductList(app.database.db, request.query),
  });
};

export default adminProductRoutes;
