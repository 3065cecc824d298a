// The certificates calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getAuth = defineEndpoint({
  method: 'POST',
  path: '/api/cert/get-auth',
  errors: ['validation_failed', 'unauthorized', 'UNAUTHORIZED_IN_APP', 'forbidden', 'rate_limited'],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certGetAuthBodySchema, response: c.certGetAuthResponseSchema })),
});

export const regist = defineEndpoint({
  method: 'POST',
  path: '/api/cert/regist',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'not_found',
    'rate_limited',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certRegistBodySchema, response: c.certRegistResponseSchema })),
});

export const getCats = defineEndpoint({
  method: 'POST',
  path: '/api/cert/get-cats',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'not_found',
    'rate_limited',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certTokenBodySchema, response: c.certCategoriesResponseSchema })),
});

export const getPartnersById = defineEndpoint({
  method: 'POST',
  path: '/api/cert/get-partners-by-id',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'not_found',
    'rate_limited',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certPartnersBodySchema, response: c.certPartnersResponseSchema })),
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/cert/create',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'not_found',
    'cert_not_registered',
    'conflict',
    'balance_limit',
    'insufficient_xp',
    'out_of_stock',
    'idempotency_key_reused',
    'rate_limited',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certCreateBodySchema, response: c.certCreateResponseSchema })),
});

export const getCertList = defineEndpoint({
  method: 'POST',
  path: '/api/cert/get-cert-list',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'pin_required',
    'not_found',
    'cert_not_registered',
    'rate_limited',
  ],
  schemas: () => import('../certificates.ts').then((c) => ({ body: c.certTokenBodySchema, response: c.certListResponseSchema })),
});

export const getMessage = defineEndpoint({
  method: 'POST',
  path: '/api/cert/get-message',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'not_found',
    'rate_limited',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certMessageBodySchema, response: c.certMessageResponseSchema })),
});

export const store = defineEndpoint({
  method: 'POST',
  path: '/api/cert/pin/store',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'pin_required',
    'not_found',
    'cert_not_registered',
    'rate_limited',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certPinStoreBodySchema, response: c.certPinStoreResponseSchema })),
});

export const enterSms = defineEndpoint({
  method: 'POST',
  path: '/api/cert/pin/enter-sms',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'not_found',
    'cert_not_registered',
    'rate_limited',
    'limit_reached',
    'resend_too_soon',
    'sms_unavailable',
    'service_unavailable',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certTokenBodySchema, response: c.certPinSmsResponseSchema })),
});

export const token = defineEndpoint({
  method: 'POST',
  path: '/api/cert/pin/token',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'pin_invalid',
    'not_found',
    'cert_not_registered',
    'rate_limited',
    'pin_locked',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certPinTokenBodySchema, response: c.certPinTokenResponseSchema })),
});

export const toDelStatus = defineEndpoint({
  method: 'POST',
  path: '/api/cert/to-del-status',
  errors: [
    'validation_failed',
    'unauthorized',
    'UNAUTHORIZED_IN_APP',
    'cert_unauthenticated',
    'forbidden',
    'not_found',
    'rate_limited',
  ],
  schemas: () =>
    import('../certificates.ts').then((c) => ({ body: c.certDeleteBodySchema, response: c.certDeleteResponseSchema })),
});
