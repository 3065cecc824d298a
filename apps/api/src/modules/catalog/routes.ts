// Shop catalogue calls of spec section 7 (reads only; cart and orders come with their own issue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getProductByIdBodySchema,
  getProductByIdResponseSchema,
  getProductsByCollectionBodySchema,
  getProductsByCollectionResponseSchema,
  getProductsByIdBodySchema,
  getProductsByIdResponseSchema,
} from '@loyalty/contracts/catalog';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { AnswerCache } from './answer-cache.ts';
import { getCartVariants, getProductById, getProductsByCollection } from './service.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answers are kept serialized: a hit is sent as it is, without building and writing the JSON again.
  const answers = new AnswerCache<string>(app.config.catalogCacheSeconds * 1000);

  app.post(
    '/api/shop/get-products-by-collection',
    {
      schema: {
        tags: ['shop'],
        summary: 'Products of a collection',
        description:
          'collectionId is a collection id or a category slug of the brand in `product`. Products come in the ' +
          "collection's order with their variants; `bonus: true` lists only what can be bought for XP.",
        body: getProductsByCollectionBodySchema,
        response: {
          200: getProductsByCollectionResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { product, collectionId, bonus } = request.body;
      const body = await answers.getOrLoad(`${product}:${collectionId}:${bonus === true}`, async () =>
        // The route's own compiled serializer (its 200 schema) writes the JSON once.
        String(reply.serialize(await getProductsByCollection(app.database.db, request.body))),
      );
      // A string with a JSON content type is sent as it is (Fastify serializes only objects); the type provider
      // cannot know the string is the 200 schema's own serialization.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/api/shop/get-product-by-id',
    {
      schema: {
        tags: ['shop'],
        summary: 'One product with its variants (product page)',
        body: getProductByIdBodySchema,
        response: {
          200: getProductByIdResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => getProductById(app.database.db, request.body.product, request.body.id),
  );

  // Prices in a cart are never cached: the refresh exists to show what an order will cost now.
  app.post(
    '/api/shop/get-products-by-id',
    {
      schema: {
        tags: ['shop'],
        summary: "Current price and bonuses of a cart's variants (cart refresh)",
        description: 'Variants no longer sold are absent from the answer; the client drops them from the cart.',
        body: getProductsByIdBodySchema,
        response: { 200: getProductsByIdResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => getCartVariants(app.database.db, request.body.product, request.body.prods),
  );
};

export default catalogRoutes;
