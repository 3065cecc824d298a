// XP adjustments waiting for a second staff member: the queue (and the decided and applied ones), approve
// (the ledger entry is written then) and reject. Support and admin, the roles that adjust; never one's own request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveXpAdjustment, listXpAdjustments, rejectXpAdjustment, xpAdjustmentView } from '../../loyalty/adjust.ts';
import { actorOf } from '../access.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-xp-adjustment';
import { routeOf } from '../../../lib/endpoint-route.ts';
const support = ['support'] as const;

const adminXpAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetXpAdjustments, {
      tags: ['admin'],
      summary: 'XP adjustments by status: pending (default, oldest first), approved, rejected or applied at once',
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      const { status, customer_id: customerId, page, per_page: perPage } = request.query;
      const found = await listXpAdjustments(db, { status, customerId }, { page, perPage }, actorOf(request));
      const { dailyCap, approvalThreshold } = app.config.xpAdjust;
      return {
        ...found,
        page,
        per_page: perPage,
        limits: { daily_cap: dailyCap, approval_threshold: approvalThreshold },
      };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostXpAdjustmentsByIdApprove, {
      tags: ['admin'],
      summary: "Approves another staff member's pending credit: its ledger entry is written now",
      description:
        '409 already_decided when approved or rejected already (also when two approvals race), 403 own_request for ' +
        'the requester, 409 balance_limit when the balance cannot hold it (it stays pending).',
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      const actor = actorOf(request);
      const { balance } = await approveXpAdjustment(db, request.params.id, request.body.reason, actor);
      return { adjustment: await xpAdjustmentView(db, request.params.id, actor), balance };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostXpAdjustmentsByIdReject, {
      tags: ['admin'],
      summary: "Rejects another staff member's pending credit with a reason: nothing reaches the ledger",
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      const actor = actorOf(request);
      const { balance } = await rejectXpAdjustment(db, request.params.id, request.body.reason, actor);
      return { adjustment: await xpAdjustmentView(db, request.params.id, actor), balance };
    },
  });
};

export default adminXpAdjustmentRoutes;
