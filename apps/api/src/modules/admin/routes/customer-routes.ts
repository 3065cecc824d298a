// The support desk's customer calls: search (JSON or CSV), one customer, XP adjustment through the ledger,
// block and unblock, and ending a customer's sessions.
import { withCustomPlans } from '@loyalty/db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminXpAdjustBodySchema, adminXpAdjustResponseSchema, customerIdParamsSchema } from '@loyalty/contracts/admin';
import type { FastifyReply } from 'fastify';
import { adjustXp } from '../../loyalty/adjust.ts';
import { actorOf } from '../access.ts';
import { sendCsv } from '../csv-reply.ts';
import { blockCustomer, revokeCustomerSessions, unblockCustomer } from '../../auth/blocking.ts';
import { searchCustomers } from '../../user/staff-view.ts';
import { customerDetail } from '../customers.ts';
import { adminErrors } from './errors.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-customer';
import { routeOf } from '../../../lib/endpoint-route.ts';

const errors = adminErrors;
const support = ['support'] as const;

const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.adminGetCustomers, {
      tags: ['admin'],
      summary:
        'People (a phone’s glo and ogo records as one) by phone in any format or its first or last digits, the beginning of a name or an e-mail; paged by person; `format=csv` for every record',
    })),
    config: { adminAccess: support },
    handler: async (request, reply) => {
      const { query, sort, page, per_page: perPage, format } = request.query;
      if (format === 'csv') {
        const all = await withCustomPlans(db, (executor) =>
          searchCustomers(executor, { query, sort, page: 1, perPage: 100_000, count: false }),
        );
        return sendCsv(
          reply as unknown as FastifyReply,
          'customers.csv',
          ['id', 'brand', 'phone', 'first_name', 'last_name', 'email', 'balance', 'orders_count', 'blocked', 'created_at'],
          all.people
            .flatMap((person) => person.records)
            .map((row) => [
              row.id,
              row.brand,
              row.phone,
              row.first_name,
              row.last_name,
              row.email,
              row.balance,
              row.orders_count,
              row.blocked ? 'yes' : 'no',
              row.created_at,
            ]),
        );
      }
      const found = await withCustomPlans(db, (executor) => searchCustomers(executor, { query, sort, page, perPage }));
      return { ...found, page, per_page: perPage };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminGetCustomersById, {
      tags: ['admin'],
      summary: 'One customer: both brand records, tags, metafields, live sessions, orders, scans, the XP ledger',
    })),
    config: { adminAccess: support },
    handler: async (request) => customerDetail(db, request.params.id),
  });

  app.post(
    '/api/admin/customers/:id/xp-adjust',
    {
      config: { adminAccess: support },
      schema: {
        tags: ['admin'],
        summary: 'Credits (+) or debits (−) XP through the ledger with the reason; a credit above the threshold waits',
        description:
          'Never below zero (409 insufficient_xp). A credit counts against XP_ADJUST_DAILY_CAP of this staff member and ' +
          'customer (409 daily_cap_reached naming body.amount); one above XP_ADJUST_APPROVAL_THRESHOLD answers 202 ' +
          'pending and reaches the ledger only when another staff member approves it.',
        params: customerIdParamsSchema,
        body: adminXpAdjustBodySchema,
        response: { 200: adminXpAdjustResponseSchema, 202: adminXpAdjustResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await adjustXp(
        db,
        { customer: { id: request.params.id }, amount: request.body.amount, reason: request.body.reason },
        actorOf(request),
        app.config.xpAdjust,
      );
      return reply.code(result.status === 'pending' ? 202 : 200).send({
        status: result.status,
        adjustment_id: result.adjustmentId,
        balance: result.balance,
        entry_id: result.entryId,
      });
    },
  );

  app.route({
    ...(await routeOf(endpoints.adminPostCustomersByIdBlock, {
      tags: ['admin'],
      summary: 'Blocks the person (both brands): sessions end, sign-in answers 403 account_blocked',
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      await blockCustomer(db, request.params.id, request.body.reason, actorOf(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostCustomersByIdUnblock, {
      tags: ['admin'],
      summary: 'Lets a blocked person sign in again',
    })),
    config: { adminAccess: support },
    handler: async (request) => {
      await unblockCustomer(db, request.params.id, request.body.reason, actorOf(request));
      return { ok: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.adminPostCustomersByIdSessionsRevoke, {
      tags: ['admin'],
      summary: "Ends every session of the customer's person (both brands)",
    })),
    config: { adminAccess: support },
    handler: async (request) => revokeCustomerSessions(db, request.params.id, actorOf(request)),
  });
};

export default adminCustomerRoutes;
