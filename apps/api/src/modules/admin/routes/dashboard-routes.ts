// The dashboard: every staff role sees the programme's numbers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponseSchema } from '@loyalty/contracts/admin';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { dashboard } from '../dashboard.ts';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { adminAccess: 'staff' },
      schema: {
        tags: ['admin'],
        summary: 'The last 30 Kyiv days: registrations, active customers, scans, XP, paid orders and revenue by payment',
        description: 'Also what waits now: age verifications, failed jobs, undelivered analytics events.',
        response: { 200: adminDashboardResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => dashboard(app.database.db),
  );
};

export default adminDashboardRoutes;
