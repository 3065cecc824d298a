// Marathon calls (/marathon, /marathon/quiz): quiz campaigns of a brand and answering one for XP.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { answerCampaign, getCampaigns } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/marathon';
import { routeOf } from '../../lib/endpoint-route.ts';

/** Scoring is cheap but each attempt is stored: a per-IP budget keeps one client from filling the attempts table. */
const answerBudget = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

const marathonRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...(await routeOf(endpoints.marathon, {
      tags: ['marathon'],
      summary: 'Quiz campaigns of brand `product`, newest first',
      description:
        'Questions come without their correct answers. `completed` tells whether the session customer has passed the ' +
        'campaign (and got its XP).',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getCampaigns(db, request.query.product, customerId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.answer, {
      tags: ['marathon'],
      summary: 'Answers a quiz campaign',
      description:
        '`answers` maps every question id to the index of the chosen option (400 names a missing or unknown one). A ' +
        'pass credits `xp_reward` once per customer per campaign; later passes credit 0. 409 `campaign_not_active` ' +
        'before the start or after the end.',
    })),
    config: answerBudget,
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return answerCampaign(db, request.body.product, customerId, request.body.campaign_id, request.body.answers);
    },
  });
};

export default marathonRoutes;
