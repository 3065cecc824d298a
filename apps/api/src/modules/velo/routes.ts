// Velo calls (spec section 7): velo is sold by the ogo shop, so the velo token is the session's ogo auth token and the
// velo link is a Multipass login to the ogo site; check-oral-status reads the ogo record's velo activity.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import * as auth from '../auth/service.ts';
import { oralStatusOf } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/velo';
import { routeOf } from '../../lib/endpoint-route.ts';

const veloRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): auth.AuthDeps => ({ db: app.database.db, config: app.config, secret: app.appSecret, sms: app.sms });

  app.route({
    ...(await routeOf(endpoints.getToken, {
      tags: ['velo'],
      summary: "The velo site's token of the session (its ogo customer), valid one hour",
    })),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.ogoAuthApiToken(deps(), requireSession(request));
    },
  });

  app.route({
    ...(await routeOf(endpoints.mlogin, {
      tags: ['velo'],
      summary: 'Multipass link to a velo page of the ogo site',
      description:
        "The token must be this session's (403). Without a Multipass secret or an email on the record the plain " +
        'return URL is answered (spec section 5); return_to must be on the ogo site (400).',
    })),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, ...input } = request.body;
      return auth.multipassUrl(deps(), requireSession(request), 'ogo', { ...input, ogoAuthApiToken: token });
    },
  });

  app.route({
    ...(await routeOf(endpoints.checkOralStatus, {
      tags: ['velo'],
      summary: "The session's velo (oral) status: active, lapsed or '' (never)",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return { result: await oralStatusOf(app.database.db, ownCustomerId(session, 'ogo')) };
    },
  });
};

export default veloRoutes;
