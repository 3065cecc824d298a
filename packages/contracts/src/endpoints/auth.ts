// The auth calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const loginSms = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login-sms',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'account_blocked',
    'rate_limited',
    'limit_reached',
    'resend_too_soon',
    'sms_unavailable',
    'service_unavailable',
  ],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.loginSmsBodySchema, response: c.loginSmsResponseSchema })),
});

export const confirmSms = defineEndpoint({
  method: 'POST',
  path: '/api/auth/confirm-sms',
  errors: [
    'validation_failed',
    'invalid_code',
    'unauthorized',
    'forbidden',
    'account_blocked',
    'rate_limited',
    'service_unavailable',
  ],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.confirmSmsBodySchema, response: c.confirmSmsResponseSchema })),
});

export const testLogin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/test-login',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'account_blocked', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.testLoginBodySchema, response: c.confirmSmsResponseSchema })),
});

export const registration = defineEndpoint({
  method: 'POST',
  path: '/api/auth/registration',
  errors: [
    'validation_failed',
    'invalid_ticket',
    'under_age',
    'unauthorized',
    'forbidden',
    'email_taken',
    'rate_limited',
    'service_unavailable',
  ],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.registrationBodySchema, response: c.registrationResponseSchema })),
});

export const regAuth = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reg-auth',
  errors: [
    'validation_failed',
    'invalid_ticket',
    'unauthorized',
    'forbidden',
    'account_blocked',
    'rate_limited',
    'service_unavailable',
  ],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.regAuthBodySchema, response: c.regAuthResponseSchema })),
});

export const checkEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/check-email',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.checkEmailBodySchema, response: c.checkEmailResponseSchema })),
});

export const createCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/auth/create-customer',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'customer_exists',
    'email_taken',
    'rate_limited',
    'service_unavailable',
  ],
  schemas: () =>
    import('../auth.ts').then((c) => ({ body: c.createCustomerBodySchema, response: c.createCustomerResponseSchema })),
});

export const sendBotStat = defineEndpoint({
  method: 'POST',
  path: '/api/auth/send-bot-stat',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.sendBotStatBodySchema, response: c.recordedResponseSchema })),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.logoutBodySchema.optional(), response: c.logoutResponseSchema })),
});

export const tokenClear = defineEndpoint({
  method: 'POST',
  path: '/api/auth/token-clear',
  errors: ['unauthorized', 'forbidden', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ response: c.tokenClearResponseSchema })),
});

export const checkToken = defineEndpoint({
  method: 'POST',
  path: '/api/auth/check-token',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited', 'service_unavailable'],
  schemas: () =>
    import('../auth.ts').then((c) => ({ body: c.checkTokenBodySchema.optional(), response: c.checkTokenResponseSchema })),
});

export const getOgoToken = defineEndpoint({
  method: 'GET',
  path: '/api/auth/get-ogo-token',
  errors: ['unauthorized', 'forbidden', 'not_found', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ response: c.ogoTokenResponseSchema })),
});

export const mloginGlo = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mlogin-glo',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'site_not_configured',
    'rate_limited',
    'service_unavailable',
  ],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.mloginGloBodySchema, response: c.mloginResponseSchema })),
});

export const mlogin = defineEndpoint({
  method: 'POST',
  path: '/api/mlogin',
  errors: [
    'validation_failed',
    'unauthorized',
    'forbidden',
    'not_found',
    'site_not_configured',
    'rate_limited',
    'service_unavailable',
  ],
  schemas: () => import('../auth.ts').then((c) => ({ body: c.mloginBodySchema, response: c.mloginResponseSchema })),
});

export const smsOutbox = defineEndpoint({
  method: 'GET',
  path: '/api/dev/sms-outbox',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ query: c.devOutboxQuerySchema, response: c.devSmsOutboxResponseSchema })),
});

export const mailOutbox = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mail-outbox',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'rate_limited', 'service_unavailable'],
  schemas: () => import('../auth.ts').then((c) => ({ query: c.devOutboxQuerySchema, response: c.devMailOutboxResponseSchema })),
});
