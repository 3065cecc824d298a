// Referrals: inviters with their friends' outcomes and the suspicious patterns; CSV.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { sendCsv } from '../csv-reply.ts';
import { listInviters } from '../referrals.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-referral';
import { routeOf } from '../../../lib/endpoint-route.ts';

const adminReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await routeOf(endpoints.adminGetReferrals, {
      tags: ['admin'],
      summary: 'Inviters, most friends first: pending, rewarded, capped, reversed, XP, and suspicious patterns',
    })),
    config: { adminAccess: ['support', 'marketing'] },
    handler: async (request, reply) => {
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
  });
};

export default adminReferralRoutes;
