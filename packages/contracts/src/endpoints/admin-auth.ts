// The back-office's auth calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminPostAuthLogin = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/login',
  errors: ['validation_failed', 'unauthorized', 'invalid_credentials', 'forbidden', 'rate_limited'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminLoginBodySchema, response: c.adminLoginResponseSchema })),
});

export const adminPostAuthLogout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/logout',
  errors: ['unauthorized', 'forbidden', 'rate_limited'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminOkSchema })),
});

export const adminGetAuthMe = defineEndpoint({
  method: 'GET',
  path: '/api/admin/auth/me',
  errors: ['unauthorized', 'forbidden', 'rate_limited'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminMeResponseSchema })),
});

export const adminPostAuthPassword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/password',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminChangePasswordBodySchema, response: c.adminMeResponseSchema })),
});

export const adminPostAuthTotpSetup = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/totp/setup',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'conflict', 'rate_limited'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ body: c.adminTotpSetupBodySchema, response: c.adminTotpSetupResponseSchema })),
});

export const adminPostAuthTotpEnable = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/totp/enable',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'conflict', 'rate_limited'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminTotpEnableBodySchema, response: c.adminMeResponseSchema })),
});

export const adminPostAuthTotpDisable = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/totp/disable',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'conflict', 'rate_limited'],
  schemas: () => import('../admin.ts').then((c) => ({ body: c.adminTotpDisableBodySchema, response: c.adminMeResponseSchema })),
});
