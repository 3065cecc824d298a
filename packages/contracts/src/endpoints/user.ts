// The user calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getUser = defineEndpoint({
  method: 'POST',
  path: '/api/user/get-user',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../user.ts').then((c) => ({ body: c.getUserBodySchema, response: c.userResponseSchema })),
});

export const getUserByPhone = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-user-by-phone',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () =>
    import('../user.ts').then((c) => ({ query: c.getUserByPhoneQuerySchema, response: c.getUserByPhoneResponseSchema })),
});

export const getMetafields = defineEndpoint({
  method: 'POST',
  path: '/api/user/get-metafields',
  errors: ['validation_failed', 'unauthorized', 'UNAUTHORIZED_IN_APP', 'forbidden', 'not_found'],
  schemas: () => import('../user.ts').then((c) => ({ body: c.getMetafieldsBodySchema, response: c.metafieldsResponseSchema })),
});

export const createMetafields = defineEndpoint({
  method: 'POST',
  path: '/api/user/create-metafields',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../user.ts').then((c) => ({ body: c.createMetafieldsBodySchema, response: c.metafieldResponseSchema })),
});

export const updateTags = defineEndpoint({
  method: 'POST',
  path: '/api/user/update-tags',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../user.ts').then((c) => ({ body: c.updateTagsBodySchema, response: c.tagsResponseSchema })),
});

export const updateProfile = defineEndpoint({
  method: 'POST',
  path: '/api/user/update-profile',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../user.ts').then((c) => ({ body: c.updateProfileBodySchema, response: c.updateProfileResponseSchema })),
});

export const saveAddress = defineEndpoint({
  method: 'POST',
  path: '/api/user/save-address',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
  schemas: () => import('../user.ts').then((c) => ({ body: c.saveAddressBodySchema, response: c.saveAddressResponseSchema })),
});

export const changeEmail = defineEndpoint({
  method: 'POST',
  path: '/api/user/change-email',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'email_taken',
    'rate_limited',
    'limit_reached',
    'resend_too_soon',
    'service_unavailable',
  ],
  schemas: () => import('../user.ts').then((c) => ({ body: c.changeEmailBodySchema, response: c.changeEmailResponseSchema })),
});

export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/api/user/confirm-email',
  errors: ['validation_failed', 'invalid_code', 'unauthorized', 'forbidden', 'email_taken'],
  schemas: () => import('../user.ts').then((c) => ({ body: c.confirmEmailBodySchema, response: c.confirmEmailResponseSchema })),
});

export const checkAllowedUser = defineEndpoint({
  method: 'GET',
  path: '/api/user/check-allowed-user',
  errors: ['unauthorized'],
  schemas: () => import('../user.ts').then((c) => ({ response: c.checkAllowedUserResponseSchema })),
});

export const getVeloUser = defineEndpoint({
  method: 'GET',
  path: '/api/user/get-velo-user',
  errors: ['unauthorized', 'not_found'],
  schemas: () => import('../user.ts').then((c) => ({ response: c.veloUserResponseSchema })),
});
