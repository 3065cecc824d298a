// The hand-over of rewards bought with XP («Видача нагород», decision 0084): a brand's redemptions by status, and what
// the staff who handle orders do to one: sent with its waybill, received, cancelled (XP and stock back), each audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@loyalty/contracts/endpoints/admin-reward-redemption';
import { routeOf } from '../../../lib/endpoint-route.ts';
import { moveRedemption, staffRedemptionOf } from '../../rewards/hand-over.ts';
import { listBrandRedemptions } from '../../rewards/repository.ts';
import { actorOf } from '../access.ts';

/** The roles that handle orders (admin always may). */
const support = ['support'] as const;

const adminRewardRedemptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetRewardRedemptions, {
      tags: ['admin'],
      summary: "A brand's reward redemptions to hand over, newest first, by status; paged",
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      const { brand, status, page, per_page: perPage } = request.query;
      const found = await listBrandRedemptions(db, { brand, status }, { page, perPage });
      return {
        redemptions: found.rows.map(staffRedemptionOf),
        total: found.total,
        total_exact: found.totalExact,
        page,
        per_page: perPage,
      };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostRewardRedemptionSent, {
      tags: ['admin'],
      summary: 'The reward left with Nova Poshta: sent, with its waybill (ТТН) for the customer to track',
      description: "404 for an unknown id or another brand's redemption; 409 `redemption_transition_refused` unless placed.",
    })),
    config: { adminAccess: support },
    handler: async (request) => ({
      redemption: await moveRedemption(
        db,
        request.body.brand,
        request.params.id,
        { to: 'sent', waybillNumber: request.body.waybill_number },
        actorOf(request),
      ),
    }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostRewardRedemptionReceived, {
      tags: ['admin'],
      summary: 'The customer took the reward at the branch: received',
      description: "404 for an unknown id or another brand's redemption; 409 `redemption_transition_refused` unless sent.",
    })),
    config: { adminAccess: support },
    handler: async (request) => ({
      redemption: await moveRedemption(db, request.body.brand, request.params.id, { to: 'received' }, actorOf(request)),
    }),
  });

  app.route({
    ...(await routeOf(endpoints.adminPostRewardRedemptionCancel, {
      tags: ['admin'],
      summary: 'The reward will not reach the customer: cancelled, its XP back through the ledger and its unit to the stock',
      description:
        "404 for an unknown id or another brand's redemption; 409 `redemption_transition_refused` once received or " +
        'cancelled (the XP come back once).',
    })),
    config: { adminAccess: support },
    handler: async (request) => ({
      redemption: await moveRedemption(
        db,
        request.body.brand,
        request.params.id,
        { to: 'cancelled', reason: request.body.reason },
        actorOf(request),
      ),
    }),
  });
};

export default adminRewardRedemptionRoutes;
