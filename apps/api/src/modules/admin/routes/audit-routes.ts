// The audit trail (admin only): every change by whom, filtered by actor, action or target; CSV for the lot.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditListResponseSchema, adminAuditQuerySchema } from '@loyalty/contracts/admin';
import type { AuditLogRow } from '@loyalty/db/schema';
import type { FastifyReply } from 'fastify';
import { listAudit } from '../../audit/service.ts';
import { sendCsv } from '../csv-reply.ts';
import { adminErrors } from './errors.ts';

const errors = adminErrors;

function entryOf(row: AuditLogRow) {
  return {
    id: row.id,
    actor_type: row.actorType,
    actor: row.actor,
    role: row.role,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}

const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/audit',
    {
      config: { adminAccess: [] },
      schema: {
        tags: ['admin'],
        summary: 'The audit trail, newest first, by actor (e-mail or ops), action, target; `format=csv` for all of it',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const {
        page,
        per_page: perPage,
        format,
        actor,
        action,
        target_type: targetType,
        target_id: targetId,
        sort,
      } = request.query;
      const filter = { actor, action, targetType, targetId, sort };
      if (format === 'csv') {
        const { rows } = await listAudit(db, filter, { page: 1, perPage: 100_000 });
        return sendCsv(
          reply as unknown as FastifyReply,
          'audit.csv',
          ['id', 'created_at', 'actor', 'role', 'action', 'target_type', 'target_id', 'reason', 'before', 'after', 'request_id'],
          rows.map((row) => [
            row.id,
            row.createdAt.toISOString(),
            row.actor,
            row.role,
            row.action,
            row.targetType,
            row.targetId,
            row.reason,
            JSON.stringify(row.before),
            JSON.stringify(row.after),
            row.requestId,
          ]),
        );
      }
      const { rows, total } = await listAudit(db, filter, { page, perPage });
      return { entries: rows.map(entryOf), total, page, per_page: perPage };
    },
  );
};

export default adminAuditRoutes;
