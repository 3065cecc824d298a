// Gift certificate calls (/api/cert/*): session and certificate token checks, then the service.
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Brand, mainShopBrand } from '@loyalty/contracts/brand';
import { certUnauthenticatedType } from '@loyalty/contracts/certificates';
import { DomainError } from '../../lib/domain-error.ts';
import { HttpError, sendError } from '../../plugins/errors.ts';
import { ownCustomerId, requireSessionInApp } from '../../plugins/session.ts';
import { verifyCertToken } from './cert-token.ts';
import * as service from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/certificates';
import { routeOf } from '../../lib/endpoint-route.ts';

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

  app.route({
    ...(await routeOf(endpoints.getAuth, {
      tags,
      summary: 'A certificate token valid until the end of the hour of `date`',
      description: 'A date that is not one, or more than two hours from the server clock, answers `error` and no token.',
    })),
    handler: async (request) => service.getAuth(app.appSecret, requireCertSession(request), request.body.date),
  });

  app.route({
    ...(await routeOf(endpoints.regist, {
      tags,
      summary: 'Registers the customer with the certificate service (again: updates the name and email)',
    })),
    handler: async (request) => {
      const { email, first_name: firstName, last_name: lastName } = request.body;
      return service.registerAccount(db, callerOf(request, request.body), { email, firstName, lastName });
    },
  });

  app.route({
    ...(await routeOf(endpoints.getCats, {
      tags,
      summary: 'Certificate categories',
    })),
    handler: async (request) => {
      callerOf(request, request.body);
      return service.categories(db);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getPartnersById, {
      tags,
      summary: 'Active partners of a category with their offers (nominal, XP price, codes left)',
    })),
    handler: async (request) => {
      callerOf(request, request.body);
      return service.partnersOf(db, request.body.categoryId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.create, {
      tags,
      summary: 'Buys one certificate of a partner with XP',
      description:
        'All or nothing. 409 `insufficient_xp` or `out_of_stock`; 404 `cert_not_registered` before regist. With an ' +
        'Idempotency-Key header a retry answers the same certificate.',
    })),
    handler: async (request) => {
      const caller = callerOf(request, request.body);
      const { partnerId, nominal, xpPrice } = request.body;
      return service.createCertificate(db, caller, { partnerId, nominal, xpPrice, idempotencyKey: idempotencyKeyOf(request) });
    },
  });

  app.route({
    ...(await routeOf(endpoints.getCertList, {
      tags,
      summary: "The customer's certificates (not deleted)",
      description: '403 `pin_required` when a PIN is stored and the token is not one of pin/token.',
    })),
    handler: async (request) => service.certificateList(db, callerOf(request, request.body)),
  });

  app.route({
    ...(await routeOf(endpoints.getMessage, {
      tags,
      summary: "A category's message text",
    })),
    handler: async (request) => {
      callerOf(request, request.body);
      return service.categoryMessageOf(db, request.body.categoryId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.store, {
      tags,
      summary: 'Stores the certificate PIN (4 to 6 digits)',
      description: 'Replacing a stored PIN needs a token of pin/token.',
    })),
    handler: async (request) => service.storePin(db, callerOf(request, request.body), request.body.pin),
  });

  app.route({
    ...(await routeOf(endpoints.enterSms, {
      tags,
      summary: 'Sends an SMS code that confirms a PIN reset',
      description: 'The cooldown and caps of login codes apply (429 with Retry-After).',
    })),
    handler: async (request) =>
      service.sendPinResetCode(
        { db, sms: app.sms, secret: app.appSecret, config: app.config },
        callerOf(request, request.body),
        request.ip,
      ),
  });

  app.route({
    ...(await routeOf(endpoints.token, {
      tags,
      summary: 'Checks the PIN or the SMS code and answers a token with pin_verified',
      description: '403 `pin_invalid` for a wrong one; five failures lock it for 15 minutes (429 `pin_locked`).',
    })),
    handler: async (request) =>
      service.verifyPin({ db, secret: app.appSecret }, callerOf(request, request.body), request.body.code),
  });

  app.route({
    ...(await routeOf(endpoints.toDelStatus, {
      tags,
      summary: "Hides one of the customer's certificates from the list",
      description: "Another customer's bar code answers the same 404 as an unknown one.",
    })),
    handler: async (request) => service.deleteCertificate(db, callerOf(request, request.body), request.body.bar_code),
  });
};

const certUnauthenticatedStatus = 401;

export default certRoutes;
