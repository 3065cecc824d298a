// Invite calls (spec section 7): get-promo-code, get-velo-mgm and GET /api/user/get-referrals.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { assertOwnCustomer, ownCustomerId, requireSession } from '../../plugins/session.ts';
import { verifyOgoAuthApiToken } from '../auth/ogo-token.ts';
import { getPromoCode, getReferrals, getVeloMgm } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/invite';
import { routeOf } from '../../lib/endpoint-route.ts';

const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.getPromoCode, {
      tags: ['invite'],
      summary: "The session customer's own member-get-member code of brand `product`",
      description: "Made on the first ask ('REW-' and 8 characters), the same ever after. `rules` are the programme's.",
    })),
    handler: async (request) =>
      getPromoCode(db, app.config.referral, ownCustomerId(requireSession(request), request.query.product)),
  });

  app.route({
    ...(await routeOf(endpoints.getVeloMgm, {
      tags: ['invite'],
      summary: "The session's ogo customer's velo discount code",
      description:
        "`shopifyId` must be the session's ogo customer and `ogoApiToken` this session's ogo token, else 403. " +
        'One code per customer, made once.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      assertOwnCustomer(session, 'ogo', request.body.shopifyId);
      if (!verifyOgoAuthApiToken(app.appSecret, request.body.ogoApiToken, session)) {
        throw new HttpError(403, 'forbidden', 'The ogo token is not valid for this session.', [
          { field: 'body.ogoApiToken', message: 'Not valid for this session' },
        ]);
      }
      return getVeloMgm(db, request.body.shopifyId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getReferrals, {
      tags: ['invite'],
      summary: "The friends the session's customer of brand `product` invited, newest first, and the totals",
      description: 'Phones are masked. `totals.xp` is the XP of referrals still rewarded (reversed ones were taken back).',
    })),
    handler: async (request) => getReferrals(db, ownCustomerId(requireSession(request), request.query.product)),
  });
};

export default inviteRoutes;
