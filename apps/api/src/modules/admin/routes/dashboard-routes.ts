// The dashboard: every staff role sees the programme's numbers for a period and a brand.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '../dashboard.ts';
import * as endpoints from '@loyalty/contracts/endpoints/admin-dashboard';
import { routeOf } from '../../../lib/endpoint-route.ts';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await routeOf(endpoints.adminGetDashboard, {
      tags: ['admin'],
      summary:
        'A period of Kyiv days (the last 30 by default), one brand or both: registrations, active customers, scans, XP, paid orders and revenue by payment',
      description:
        'Day by day, added up, and the same number of days before the period to compare with. Also what waits now: age verifications, failed jobs, undelivered analytics events.',
    })),
    config: { adminAccess: 'staff' },
    handler: async (request) => dashboard(app.database.db, request.query),
  });
};

export default adminDashboardRoutes;
