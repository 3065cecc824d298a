// Gift certificate calls (/api/cert/*): session and certificate token checks, then the service.
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Brand, mainShopBrand } from '@loyalty/contracts/brand';
import {
  certCategoriesResponseSchema,
  certCreateBodySchema,
  certCreateResponseSchema,
  certDeleteBodySchema,
  certDeleteResponseSchema,
  certGetAuthBodySchema,
  certGetAuthResponseSchema,
  certListResponseSchema,
  certMessageBodySchema,
  certMessageResponseSchema,
  certPartnersBodySchema,
  certPartnersResponseSchema,
  certPinSmsResponseSchema,
  certPinStoreBodySchema,
  certPinStoreResponseSchema,
  certPinTokenBodySchema,
  certPinTokenResponseSchema,
  certRegistBodySchema,
  certRegistResponseSchema,
  certTokenBodySchema,
  certUnauthenticatedType,
} from '@loyalty/contracts/certificates';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { DomainError } from '../../lib/domain-error.ts';
import { HttpError, sendError } from '../../plugins/errors.ts';
import { ownCustomerId, requireSessionInApp } from '../../plugins/session.ts';
import { verifyCertToken } from './cert-token.ts';
import * as service from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Spec section 8: certificate calls without a session answer UNAUTHORIZED_IN_APP, which logs the client out. */
const requireCertSession = requireSessionInApp;

const certRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Encapsulated: only /api/cert/* answers carry errorType, which the client reads to clear its certificate token.
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    if (error instanceof DomainError && error.code === certUnauthenticatedType) {
      return reply
        .code(401)
        .type('application/json; charset=utf-8')
        .serializer(JSON.stringify)
        .send({ error: { code: error.code, message: error.message }, errorType: certUnauthenticatedType });
    }
    return sendError(error, request, reply);
  });

  /** The session, a valid certificate token of it and the customer of the asked brand (glo by default). */
  function callerOf(
    request: FastifyRequest,
    body: { token?: string | undefined; product?: Brand | undefined },
  ): service.CertCaller {
    const session = requireCertSession(request);
    const claims = body.token ? verifyCertToken(app.appSecret, body.token, session.id) : undefined;
    if (!claims) {
      throw new HttpError(
        certUnauthenticatedStatus,
        certUnauthenticatedType,
        'The certificate token is missing, expired or not yours.',
      );
    }
    const brand = body.product ?? mainShopBrand;
    return { session, claims, brand, customerId: ownCustomerId(session, brand) };
  }

  const tags = ['certificates'];

  app.post(
    '/api/cert/get-auth',
    {
      schema: {
        tags,
        summary: 'A certificate token valid until the end of the hour of `date`',
        description: 'A date that is not one, or more than two hours from the server clock, answers `error` and no token.',
        body: certGetAuthBodySchema,
        response: { 200: certGetAuthResponseSchema, ...errors },
      },
    },
    async (request) => service.getAuth(app.appSecret, requireCertSession(request), request.body.date),
  );

  app.post(
    '/api/cert/regist',
    {
      schema: {
        tags,
        summary: 'Registers the customer with the certificate service (again: updates the name and email)',
        body: certRegistBodySchema,
        response: { 200: certRegistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, first_name: firstName, last_name: lastName } = request.body;
      return service.registerAccount(db, callerOf(request, request.body), { email, firstName, lastName });
    },
  );

  app.post(
    '/api/cert/get-cats',
    {
      schema: {
        tags,
        summary: 'Certificate categories',
        body: certTokenBodySchema,
        response: { 200: certCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      callerOf(request, request.body);
      return service.categories(db);
    },
  );

  app.post(
    '/api/cert/get-partners-by-id',
    {
      schema: {
        tags,
        summary: 'Active partners of a category with their offers (nominal, XP price, codes left)',
        body: certPartnersBodySchema,
        response: { 200: certPartnersResponseSchema, ...errors },
      },
    },
    async (request) => {
      callerOf(request, request.body);
      return service.partnersOf(db, request.body.categoryId);
    },
  );

  app.post(
    '/api/cert/create',
    {
      schema: {
        tags,
        summary: 'Buys one certificate of a partner with XP',
        description:
          'All or nothing. 409 `insufficient_xp` or `out_of_stock`; 404 `cert_not_registered` before regist. With an ' +
          'Idempotency-Key header a retry answers the same certificate.',
        body: certCreateBodySchema,
        response: { 200: certCreateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request, request.body);
      const { partnerId, nominal, xpPrice } = request.body;
      return service.createCertificate(db, caller, { partnerId, nominal, xpPrice, idempotencyKey: idempotencyKeyOf(request) });
    },
  );

  app.post(
    '/api/cert/get-cert-list',
    {
      schema: {
        tags,
        summary: "The customer's certificates (not deleted)",
        description: '403 `pin_required` when a PIN is stored and the token is not one of pin/token.',
        body: certTokenBodySchema,
        response: { 200: certListResponseSchema, ...errors },
      },
    },
    async (request) => service.certificateList(db, callerOf(request, request.body)),
  );

  app.post(
    '/api/cert/get-message',
    {
      schema: {
        tags,
        summary: "A category's message text",
        body: certMessageBodySchema,
        response: { 200: certMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      callerOf(request, request.body);
      return service.categoryMessageOf(db, request.body.categoryId);
    },
  );

  app.post(
    '/api/cert/pin/store',
    {
      schema: {
        tags,
        summary: 'Stores the certificate PIN (4 to 6 digits)',
        description: 'Replacing a stored PIN needs a token of pin/token.',
        body: certPinStoreBodySchema,
        response: { 200: certPinStoreResponseSchema, ...errors },
      },
    },
    async (request) => service.storePin(db, callerOf(request, request.body), request.body.pin),
  );

  app.post(
    '/api/cert/pin/enter-sms',
    {
      schema: {
        tags,
        summary: 'Sends an SMS code that confirms a PIN reset',
        description: 'The cooldown and caps of login codes apply (429 with Retry-After).',
        body: certTokenBodySchema,
        response: { 200: certPinSmsResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) =>
      service.sendPinResetCode(
        { db, sms: app.sms, secret: app.appSecret, config: app.config },
        callerOf(request, request.body),
        request.ip,
      ),
  );

  app.post(
    '/api/cert/pin/token',
    {
      schema: {
        tags,
        summary: 'Checks the PIN or the SMS code and answers a token with pin_verified',
        description: '403 `pin_invalid` for a wrong one; five failures lock it for 15 minutes (429 `pin_locked`).',
        body: certPinTokenBodySchema,
        response: { 200: certPinTokenResponseSchema, ...errors },
      },
    },
    async (request) => service.verifyPin({ db, secret: app.appSecret }, callerOf(request, request.body), request.body.code),
  );

  app.post(
    '/api/cert/to-del-status',
    {
      schema: {
        tags,
        summary: "Hides one of the customer's certificates from the list",
        description: "Another customer's bar code answers the same 404 as an unknown one.",
        body: certDeleteBodySchema,
        response: { 200: certDeleteResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteCertificate(db, callerOf(request, request.body), request.body.bar_code),
  );
};

const certUnauthenticatedStatus = 401;

export default certRoutes;
