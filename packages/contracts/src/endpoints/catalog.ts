// The catalog calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getProductsByCollection = defineEndpoint({
  method: 'POST',
  path: '/api/shop/get-products-by-collection',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../catalog.ts').then((c) => ({
      body: c.getProductsByCollectionBodySchema,
      response: c.getProductsByCollectionResponseSchema,
    })),
});

export const getProductById = defineEndpoint({
  method: 'POST',
  path: '/api/shop/get-product-by-id',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../catalog.ts').then((c) => ({ body: c.getProductByIdBodySchema, response: c.getProductByIdResponseSchema })),
});

export const getProductsById = defineEndpoint({
  method: 'POST',
  path: '/api/shop/get-products-by-id',
  errors: ['validation_failed', 'unauthorized'],
  schemas: () =>
    import('../catalog.ts').then((c) => ({ body: c.getProductsByIdBodySchema, response: c.getProductsByIdResponseSchema })),
});

export const searchProducts = defineEndpoint({
  method: 'POST',
  path: '/api/shop/search-products',
  errors: ['validation_failed', 'unauthorized'],
  schemas: () =>
    import('../catalog.ts').then((c) => ({ body: c.searchProductsBodySchema, response: c.searchProductsResponseSchema })),
});
