// Referrals: inviters with their friends' outcomes and the suspicious patterns; CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { adminReferralListResponseSchema, adminReferralQuerySchema } from '@loyalty/contracts/admin';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { sendCsv } from '../csv-reply.ts';
import { listInviters } from '../referrals.ts';

const adminReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/referrals',
    {
      config: { adminAccess: ['support', 'marketing'] },
      schema: {
        tags: ['admin'],
        summary: 'Inviters, most friends first: pending, rewarded, capped, reversed, XP, and suspicious patterns',
        querystring: adminReferralQuerySchema,
        response: {
          200: adminReferralListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { suspicious, page, per_page: perPage, format, sort } = request.query;
      if (format === 'csv') {
        const all = await listInviters(app.database.db, { suspicious, page: 1, perPage: 100_000, sort });
        return sendCsv(
          reply as unknown as FastifyReply,
          'referrals.csv',
          [
            'customer_id',
            'brand',
            'phone',
            'name',
            'invited',
            'pending',
            'rewarded',
            'capped',
            'reversed',
            'xp_rewarded',
            'flags',
          ],
          all.inviters.map((row) => [
            row.customer_id,
            row.brand,
            row.phone,
            row.name,
            row.invited,
            row.pending,
            row.rewarded,
            row.capped,
            row.reversed,
            row.xp_rewarded,
            row.flags.join(' '),
          ]),
        );
      }
      return { ...(await listInviters(app.database.db, { suspicious, page, perPage, sort })), page, per_page: perPage };
    },
  );
};

export default adminReferralRoutes;
