// Shop catalogue calls of spec section 7 (reads only; cart and orders come with their own issue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EncodedAnswer } from '../../plugins/compression.ts';
import { AnswerCache } from './answer-cache.ts';
import { collectionListingAnswer, getCartVariants, productPageAnswer, searchProductsAnswer } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/catalog';
import { routeOf } from '../../lib/endpoint-route.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answers are kept serialized, and compressed once per encoding asked: a hit is sent as it is, without building,
  // writing or compressing the JSON again.
  const answers = new AnswerCache<EncodedAnswer>(app.config.catalogCacheSeconds * 1000);

  app.route({
    ...(await routeOf(endpoints.getProductsByCollection, {
      tags: ['shop'],
      summary: 'Products of a collection',
      description:
        'collectionId is a collection id or a category slug of the brand in `product`. Products come in the ' +
        "collection's order with their variants; `bonus: true` lists only what can be bought for XP.",
    })),
    handler: async (request, reply) => {
      const { product, collectionId, bonus } = request.body;
      const answer = await answers.getOrLoad(
        `${product}:${collectionId}:${bonus === true}`,
        // The database writes the answer's JSON (repository.ts, collectionListingJson); a test holds it to the 200 schema.
        async () => new EncodedAnswer(await collectionListingAnswer(app.database.db, request.body)),
      );
      const { body, encoding } = answer.bodyFor(request.headers['accept-encoding']);
      // A compressed copy carries its Content-Encoding, so the compression plugin leaves it be.
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      // A buffer with a JSON content type is sent as it is (Fastify serializes only objects); the type provider cannot
      // know it is the 200 schema's JSON.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getProductById, {
      tags: ['shop'],
      summary: 'One product with its variants (product page)',
    })),
    handler: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await productPageAnswer(app.database.db, request.body.product, request.body.id)) as never),
  });

  app.route({
    ...(await routeOf(endpoints.searchProducts, {
      tags: ['shop'],
      summary: "Search the brand's products by name",
      description:
        'Products of the brand in `product` whose name contains `query` (2–60 characters, any case, any apostrophe), ' +
        'names starting with it first; at most 40, each with its variants as in a collection listing.',
    })),
    handler: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await searchProductsAnswer(app.database.db, request.body.product, request.body.query)) as never),
  });

  // Prices in a cart are never cached: the refresh exists to show what an order will cost now.
  app.route({
    ...(await routeOf(endpoints.getProductsById, {
      tags: ['shop'],
      summary: "Current price and bonuses of a cart's variants (cart refresh)",
      description: 'Variants no longer sold are absent from the answer; the client drops them from the cart.',
    })),
    handler: async (request) => getCartVariants(app.database.db, request.body.product, request.body.prods),
  });
};

export default catalogRoutes;
