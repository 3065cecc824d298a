// User calls of spec section 7 (and the /profile writes): every id must be the session's own customer, else 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { digitsOnly } from '@loyalty/domain/text';
import { HttpError } from '../../plugins/errors.ts';
import {
  assertOwnCustomer,
  ownCustomerId,
  requireSession,
  requireSessionInApp,
  type SessionContext,
} from '../../plugins/session.ts';
import { verifyOgoAuthApiToken } from '../auth/ogo-token.ts';
import { confirmEmailChange, requestEmailChange, type EmailChangeDeps } from './email-change.ts';
import { findCustomerByPhone } from './repository.ts';
import { createMetafield, getMetafields, getUser, getVeloUser, saveAddress, updateProfile, updateTags } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/user';
import { routeOf } from '../../lib/endpoint-route.ts';

/**
 * Per-IP budget of the email-code calls, on top of the per-person cooldown, daily cap and five tries per code: one
 * address cannot cycle through many accounts' codes quickly.
 */
const emailCodeBudget = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const emailChange = (): EmailChangeDeps => ({ db, secret: app.appSecret, mail: app.mail, otp: app.config.otp });

  /** The ogo site's token, when a call carries one, must be the session's own (spec section 6: ogoAuthApiToken). */
  function assertOgoToken(session: SessionContext, token: string | undefined): void {
    if (token !== undefined && !verifyOgoAuthApiToken(app.appSecret, token, session)) {
      throw new HttpError(403, 'forbidden', 'The ogo token is not valid for this session.', [
        { field: 'body.ogoAuthApiToken', message: 'Not valid for this session' },
      ]);
    }
  }

  app.route({
    ...(await routeOf(endpoints.getUser, {
      tags: ['user'],
      summary: 'The customer record of a brand',
      description: '`id` must be the session customer of `product` (403 otherwise).',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, request.body.product, request.body.id);
      return { user: await getUser(db, request.body.id) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.getUserByPhone, {
      tags: ['user'],
      summary: "The session person's record of a brand, found by the session's phone",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const customer = await findCustomerByPhone(db, request.query.product, session.phone);
      if (!customer)
        throw new HttpError(404, 'not_found', `There is no ${request.query.product} customer record for this account.`);
      return { user: await getUser(db, customer.id) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.getMetafields, {
      tags: ['user'],
      summary: 'Metafields of the customer record',
    })),
    handler: async (request) => {
      // Spec section 8: a missing session here logs the app out, so it is named UNAUTHORIZED_IN_APP.
      const session = requireSessionInApp(request);
      assertOwnCustomer(session, request.body.product, request.body.id);
      return { metafields: await getMetafields(db, request.body.id) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.createMetafields, {
      tags: ['user'],
      summary: 'Create or replace a metafield the app may write',
      description:
        'Only the client-writable metafields of spec section 3, with their namespace and type (403 for the ' +
        "server's or unknown ones; 400 when the value is not of its type).",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const { shopifyId, product, ...metafield } = request.body;
      assertOwnCustomer(session, product, shopifyId);
      return { metafield: await createMetafield(db, shopifyId, metafield) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.updateTags, {
      tags: ['user'],
      summary: "Set the customer's client-writable tags",
      description: "`tags` becomes the complete set of the app's tags; the server's tags are kept. Answers every tag.",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, request.body.product, request.body.shopifyId);
      return { tags: await updateTags(db, request.body.shopifyId, request.body.tags) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.updateProfile, {
      tags: ['user'],
      summary: 'First and last name of the customer record (/profile)',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const { id, product, first_name: firstName, last_name: lastName } = request.body;
      assertOwnCustomer(session, product, id);
      return { user: await updateProfile(db, id, { firstName, lastName }) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.saveAddress, {
      tags: ['user'],
      summary: 'Delivery address of the customer record (/profile)',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const { id, product, ...address } = request.body;
      assertOwnCustomer(session, product, id);
      return { user: await saveAddress(db, id, address) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.changeEmail, {
      tags: ['user'],
      summary: 'Mail a code to a new email address',
      description:
        "`customer_id` must be one of the session's records (either brand). 409 email_taken, 429 resend_too_soon " +
        'or limit_reached with Retry-After, 503 mail_unavailable.',
    })),
    config: emailCodeBudget,
    handler: async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, null, request.body.customer_id);
      assertOgoToken(session, request.body.ogoAuthApiToken);
      return requestEmailChange(emailChange(), session, {
        email: request.body.email,
        customerId: request.body.customer_id,
        ip: request.ip,
      });
    },
  });

  app.route({
    ...(await routeOf(endpoints.confirmEmail, {
      tags: ['user'],
      summary: 'Confirm the new email with the mailed code',
      description: "Applies the session person's newest pending change; 400 invalid_code otherwise.",
    })),
    config: emailCodeBudget,
    handler: async (request) => {
      const session = requireSession(request);
      assertOgoToken(session, request.body.ogoAuthApiToken);
      return { user: await confirmEmailChange(emailChange(), session, request.body.code) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.checkAllowedUser, {
      tags: ['user'],
      summary: "Whether the session's phone is in ALLOWED_PHONES",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return { allowed: app.config.allowedPhones.includes(digitsOnly(session.phone)) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.getVeloUser, {
      tags: ['user'],
      summary: "The session's ogo customer as the velo site knows it",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return getVeloUser(db, ownCustomerId(session, 'ogo'));
    },
  });
};

export default userRoutes;
