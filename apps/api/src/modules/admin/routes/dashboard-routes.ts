// The dashboard: every staff role sees the programme's numbers for a period and a brand.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardQuerySchema, adminDashboardResponseSchema } from '@loyalty/contracts/admin';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { dashboard } from '../dashboard.ts';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { adminAccess: 'staff' },
      schema: {
        tags: ['admin'],
        summary:
          'A period of Kyiv days (the last 30 by default), one brand or both: registrations, active customers, scans, XP, paid orders and revenue by payment',
        description:
          'Day by day, added up, and the same number of days before the period to compare with. Also what waits now: age verifications, failed jobs, undelivered analytics events.',
        querystring: adminDashboardQuerySchema,
        response: {
          200: adminDashboardResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => dashboard(app.database.db, request.query),
  );
};

export default adminDashboardRoutes;
