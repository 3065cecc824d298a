// XP adjustments waiting for a second staff member: the queue (and the decided and applied ones), approve
// (the ledger entry is written then) and reject. Support and admin, the roles that adjust; never one's own request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminXpAdjustmentListResponseSchema,
  adminXpAdjustmentQuerySchema,
  adminXpApproveBodySchema,
  adminXpDecisionResponseSchema,
  adminXpRejectBodySchema,
} from '@loyalty/contracts/admin';
import { idParamsSchema } from '@loyalty/contracts/ids';
import { approveXpAdjustment, listXpAdjustments, rejectXpAdjustment, xpAdjustmentView } from '../../loyalty/adjust.ts';
import { actorOf } from '../access.ts';
import { adminErrors } from './errors.ts';

const errors = adminErrors;
const support = ['support'] as const;

const adminXpAdjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/xp-adjustments',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: 'XP adjustments by status: pending (default, oldest first), approved, rejected or applied at once',
        querystring: adminXpAdjustmentQuerySchema,
        response: { 200: adminXpAdjustmentListResponseSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/api/admin/xp-adjustments/:id/approve',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: "Approves another staff member's pending credit: its ledger entry is written now",
        description:
          '409 already_decided when approved or rejected already (also when two approvals race), 403 own_request for ' +
          'the requester, 409 balance_limit when the balance cannot hold it (it stays pending).',
        params: idParamsSchema,
        body: adminXpApproveBodySchema,
        response: { 200: adminXpDecisionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { balance } = await approveXpAdjustment(db, request.params.id, request.body.reason, actor);
      return { adjustment: await xpAdjustmentView(db, request.params.id, actor), balance };
    },
  );

  app.post(
    '/api/admin/xp-adjustments/:id/reject',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: "Rejects another staff member's pending credit with a reason: nothing reaches the ledger",
        params: idParamsSchema,
        body: adminXpRejectBodySchema,
        response: { 200: adminXpDecisionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { balance } = await rejectXpAdjustment(db, request.params.id, request.body.reason, actor);
      return { adjustment: await xpAdjustmentView(db, request.params.id, actor), balance };
    },
  );
};

export default adminXpAdjustmentRoutes;
