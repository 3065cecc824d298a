// Platform calls: the health probe and the build version the client compares every 300 s.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@loyalty/contracts/endpoints/platform';
import { routeOf } from '../../lib/endpoint-route.ts';

const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await routeOf(endpoints.getHealth, {
      tags: ['platform'],
      summary: 'Health probe',
      description:
        '200 once migrations are applied, 503 `starting` before and `stopping` once a stop signal came (a load ' +
        'balancer takes the process out). Needs no API key.',
      security: [],
    })),
    // Probes poll every few seconds; their successful answers would drown the log.
    logLevel: 'warn',
    handler: async (_request, reply) => {
      if (app.readiness.isDraining) return reply.code(503).send({ status: 'stopping' });
      if (!app.readiness.isReady) return reply.code(503).send({ status: 'starting' });
      return { status: 'ok' } as const;
    },
  });

  app.route({
    ...(await routeOf(endpoints.getVersion, {
      tags: ['platform'],
      summary: 'Version of the served build',
      description: 'The client stores it and reloads when it changes (spec section 4, version check).',
    })),
    handler: async (_request, reply) => {
      // Intermediaries must not answer a version check from a cache.
      reply.header('cache-control', 'no-store');
      return { version: app.buildVersion };
    },
  });
};

export default platformRoutes;
