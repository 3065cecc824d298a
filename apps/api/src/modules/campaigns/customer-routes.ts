// GET /api/user/get-campaigns: the running campaigns of a brand the signed-in customer could earn from now, in a few
// words, for the app's home and scan screens (decision 0062).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@loyalty/contracts/endpoints/campaigns';
import { routeOf } from '../../lib/endpoint-route.ts';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { campaignsShownTo } from './customer-service.ts';

const customerCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.getCampaigns, {
      tags: ['loyalty'],
      summary: 'The campaigns of brand `v` the signed-in customer could earn from now',
      description:
        'Running campaigns of the brand, without those the customer is held out of, has used up (limits, a first ' +
        'time already behind them) or that do not run at this hour or day; each with its name, a short description ' +
        '("×2 XP за стіки"), its trigger and its end. An empty list when none.',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.v);
      return { campaigns: await campaignsShownTo(db, app.campaigns, customerId, request.query.v) };
    },
  });
};

export default customerCampaignRoutes;
