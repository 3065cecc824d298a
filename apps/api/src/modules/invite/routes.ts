// Invite calls (spec section 7): get-promo-code, get-velo-mgm and GET /api/user/get-referrals.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import {
  invitePromoCodeQuerySchema,
  invitePromoCodeResponseSchema,
  referralsQuerySchema,
  referralsResponseSchema,
  veloMgmBodySchema,
  veloMgmResponseSchema,
} from '@loyalty/contracts/invite';
import { HttpError } from '../../plugins/errors.ts';
import { assertOwnCustomer, ownCustomerId, requireSession } from '../../plugins/session.ts';
import { verifyOgoAuthApiToken } from '../auth/ogo-token.ts';
import { getPromoCode, getReferrals, getVeloMgm } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/invite/get-promo-code',
    {
      schema: {
        tags: ['invite'],
        summary: "The session customer's own member-get-member code of brand `product`",
        description: "Made on the first ask ('REW-' and 8 characters), the same ever after. `rules` are the programme's.",
        querystring: invitePromoCodeQuerySchema,
        response: { 200: invitePromoCodeResponseSchema, ...errors },
      },
    },
    async (request) => getPromoCode(db, app.config.referral, ownCustomerId(requireSession(request), request.query.product)),
  );

  app.post(
    '/api/invite/get-velo-mgm',
    {
      schema: {
        tags: ['invite'],
        summary: "The session's ogo customer's velo discount code",
        description:
          "`shopifyId` must be the session's ogo customer and `ogoApiToken` this session's ogo token, else 403. " +
          'One code per customer, made once.',
        body: veloMgmBodySchema,
        response: { 200: veloMgmResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, 'ogo', request.body.shopifyId);
      if (!verifyOgoAuthApiToken(app.appSecret, request.body.ogoApiToken, session)) {
        throw new HttpError(403, 'forbidden', 'The ogo token is not valid for this session.', [
          { field: 'body.ogoApiToken', message: 'Not valid for this session' },
        ]);
      }
      return getVeloMgm(db, request.body.shopifyId);
    },
  );

  app.get(
    '/api/user/get-referrals',
    {
      schema: {
        tags: ['invite'],
        summary: "The friends the session's customer of brand `product` invited, newest first, and the totals",
        description: 'Phones are masked. `totals.xp` is the XP of referrals still rewarded (reversed ones were taken back).',
        querystring: referralsQuerySchema,
        response: { 200: referralsResponseSchema, ...errors },
      },
    },
    async (request) => getReferrals(db, ownCustomerId(requireSession(request), request.query.product)),
  );
};

export default inviteRoutes;
