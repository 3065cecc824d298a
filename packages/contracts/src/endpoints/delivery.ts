// The delivery calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const cities = defineEndpoint({
  method: 'POST',
  path: '/api/novaposhta/cities',
  errors: ['validation_failed', 'unauthorized'],
  schemas: () =>
    import('../delivery.ts').then((c) => ({ body: c.searchCitiesBodySchema, response: c.searchCitiesResponseSchema })),
});

export const branches = defineEndpoint({
  method: 'POST',
  path: '/api/novaposhta/branches',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../delivery.ts').then((c) => ({ body: c.listBranchesBodySchema, response: c.listBranchesResponseSchema })),
});

export const estimate = defineEndpoint({
  method: 'POST',
  path: '/api/novaposhta/delivery-estimate',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () =>
    import('../delivery.ts').then((c) => ({ body: c.deliveryEstimateBodySchema, response: c.deliveryEstimateResponseSchema })),
});

export const auth = defineEndpoint({
  method: 'POST',
  path: '/api/ipost/auth',
  errors: ['unauthorized', 'courier_unavailable'],
  schemas: () => import('../delivery.ts').then((c) => ({ response: c.ipostAuthResponseSchema })),
});

export const cityAvailable = defineEndpoint({
  method: 'POST',
  path: '/api/ipost/city-available',
  errors: ['validation_failed', 'unauthorized', 'ipost_token_invalid', 'courier_unavailable'],
  schemas: () =>
    import('../delivery.ts').then((c) => ({
      body: c.ipostCityAvailableBodySchema,
      response: c.ipostCityAvailableResponseSchema,
    })),
});

export const sendAddress = defineEndpoint({
  method: 'POST',
  path: '/api/ipost/send-address',
  errors: ['validation_failed', 'unauthorized', 'ipost_token_invalid', 'forbidden', 'not_courier_order', 'courier_unavailable'],
  schemas: () =>
    import('../delivery.ts').then((c) => ({ body: c.ipostSendAddressBodySchema, response: c.ipostSendAddressResponseSchema })),
});
