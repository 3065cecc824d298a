// User calls of spec section 7 (and the /profile writes): every id must be the session's own customer, else 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import {
  changeEmailBodySchema,
  changeEmailResponseSchema,
  checkAllowedUserResponseSchema,
  confirmEmailBodySchema,
  confirmEmailResponseSchema,
  createMetafieldsBodySchema,
  getMetafieldsBodySchema,
  getUserBodySchema,
  getUserByPhoneQuerySchema,
  getUserByPhoneResponseSchema,
  metafieldResponseSchema,
  metafieldsResponseSchema,
  saveAddressBodySchema,
  saveAddressResponseSchema,
  tagsResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  updateTagsBodySchema,
  userResponseSchema,
  veloUserResponseSchema,
} from '@loyalty/contracts/user';
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

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
} as const;

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

  app.post(
    '/api/user/get-user',
    {
      schema: {
        tags: ['user'],
        summary: 'The customer record of a brand',
        description: '`id` must be the session customer of `product` (403 otherwise).',
        body: getUserBodySchema,
        response: { 200: userResponseSchema, ...failures },
      },
    },
    async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, request.body.product, request.body.id);
      return { user: await getUser(db, request.body.id) };
    },
  );

  app.get(
    '/api/user/get-user-by-phone',
    {
      schema: {
        tags: ['user'],
        summary: "The session person's record of a brand, found by the session's phone",
        querystring: getUserByPhoneQuerySchema,
        response: { 200: getUserByPhoneResponseSchema, ...failures },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const customer = await findCustomerByPhone(db, request.query.product, session.phone);
      if (!customer)
        throw new HttpError(404, 'not_found', `There is no ${request.query.product} customer record for this account.`);
      return { user: await getUser(db, customer.id) };
    },
  );

  app.post(
    '/api/user/get-metafields',
    {
      schema: {
        tags: ['user'],
        summary: 'Metafields of the customer record',
        body: getMetafieldsBodySchema,
        response: { 200: metafieldsResponseSchema, ...failures },
      },
    },
    async (request) => {
      // Spec section 8: a missing session here logs the app out, so it is named UNAUTHORIZED_IN_APP.
      const session = requireSessionInApp(request);
      assertOwnCustomer(session, request.body.product, request.body.id);
      return { metafields: await getMetafields(db, request.body.id) };
    },
  );

  app.post(
    '/api/user/create-metafields',
    {
      schema: {
        tags: ['user'],
        summary: 'Create or replace a metafield the app may write',
        description:
          'Only the client-writable metafields of spec section 3, with their namespace and type (403 for the ' +
          "server's or unknown ones; 400 when the value is not of its type).",
        body: createMetafieldsBodySchema,
        response: { 200: metafieldResponseSchema, ...failures },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { shopifyId, product, ...metafield } = request.body;
      assertOwnCustomer(session, product, shopifyId);
      return { metafield: await createMetafield(db, shopifyId, metafield) };
    },
  );

  app.post(
    '/api/user/update-tags',
    {
      schema: {
        tags: ['user'],
        summary: "Set the customer's client-writable tags",
        description: "`tags` becomes the complete set of the app's tags; the server's tags are kept. Answers every tag.",
        body: updateTagsBodySchema,
        response: { 200: tagsResponseSchema, ...failures },
      },
    },
    async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, request.body.product, request.body.shopifyId);
      return { tags: await updateTags(db, request.body.shopifyId, request.body.tags) };
    },
  );

  app.post(
    '/api/user/update-profile',
    {
      schema: {
        tags: ['user'],
        summary: 'First and last name of the customer record (/profile)',
        body: updateProfileBodySchema,
        response: { 200: updateProfileResponseSchema, ...failures },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { id, product, first_name: firstName, last_name: lastName } = request.body;
      assertOwnCustomer(session, product, id);
      return { user: await updateProfile(db, id, { firstName, lastName }) };
    },
  );

  app.post(
    '/api/user/save-address',
    {
      schema: {
        tags: ['user'],
        summary: 'Delivery address of the customer record (/profile)',
        body: saveAddressBodySchema,
        response: { 200: saveAddressResponseSchema, ...failures },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { id, product, ...address } = request.body;
      assertOwnCustomer(session, product, id);
      return { user: await saveAddress(db, id, address) };
    },
  );

  app.post(
    '/api/user/change-email',
    {
      config: emailCodeBudget,
      schema: {
        tags: ['user'],
        summary: 'Mail a code to a new email address',
        description:
          "`customer_id` must be one of the session's records (either brand). 409 email_taken, 429 resend_too_soon " +
          'or limit_reached with Retry-After, 503 mail_unavailable.',
        body: changeEmailBodySchema,
        response: {
          200: changeEmailResponseSchema,
          ...failures,
          409: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, null, request.body.customer_id);
      assertOgoToken(session, request.body.ogoAuthApiToken);
      return requestEmailChange(emailChange(), session, {
        email: request.body.email,
        customerId: request.body.customer_id,
        ip: request.ip,
      });
    },
  );

  app.post(
    '/api/user/confirm-email',
    {
      config: emailCodeBudget,
      schema: {
        tags: ['user'],
        summary: 'Confirm the new email with the mailed code',
        description: "Applies the session person's newest pending change; 400 invalid_code otherwise.",
        body: confirmEmailBodySchema,
        response: { 200: confirmEmailResponseSchema, ...failures, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      assertOgoToken(session, request.body.ogoAuthApiToken);
      return { user: await confirmEmailChange(emailChange(), session, request.body.code) };
    },
  );

  app.get(
    '/api/user/check-allowed-user',
    {
      schema: {
        tags: ['user'],
        summary: "Whether the session's phone is in ALLOWED_PHONES",
        response: { 200: checkAllowedUserResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return { allowed: app.config.allowedPhones.includes(digitsOnly(session.phone)) };
    },
  );

  app.get(
    '/api/user/get-velo-user',
    {
      schema: {
        tags: ['user'],
        summary: "The session's ogo customer as the velo site knows it",
        response: { 200: veloUserResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return getVeloUser(db, ownCustomerId(session, 'ogo'));
    },
  );
};

export default userRoutes;
