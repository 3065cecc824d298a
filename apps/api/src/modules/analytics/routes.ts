// Analytics calls of spec section 7 and the outbox delivery jobs (registered only here).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import {
  analyticsDeliveryHandler,
  analyticsDeliveryQueue,
  analyticsSweepQueue,
  sweepAnalyticsOutbox,
  type AnalyticsSinks,
} from './delivery.ts';
import { createBatHandleSigner } from './handle.ts';
import * as analytics from './service.ts';
import { createHttpSink } from './sink.ts';
import * as endpoints from '@loyalty/contracts/endpoints/analytics';
import { routeOf } from '../../lib/endpoint-route.ts';
const hourMs = 3_600_000;

export interface AnalyticsRoutesOptions {
  /** Tests pass sinks backed by a fake; by default the configured HTTP sinks. */
  sinks?: AnalyticsSinks;
}

const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, options) => {
  const configured = app.config.analytics.sinks;
  const sinks: AnalyticsSinks = options.sinks ?? {
    ...(configured.bat ? { bat: createHttpSink('bat', configured.bat) } : {}),
    ...(configured.esputnik ? { esputnik: createHttpSink('esputnik', configured.esputnik) } : {}),
  };
  const signer = createBatHandleSigner(app.appSecret);
  const deps = (): analytics.AnalyticsDeps => ({ db: app.database.db, sinks, signer });

  app.jobs.register(analyticsDeliveryQueue, analyticsDeliveryHandler(sinks));
  app.jobs.register(analyticsSweepQueue, async (_job, { db, log }) => {
    const counts = await sweepAnalyticsOutbox(db, sinks, { retentionDays: app.config.analytics.retentionDays });
    if (counts.purged > 0 || counts.enqueued > 0) log.info(counts, 'analytics outbox swept');
  });
  app.jobs.every(analyticsSweepQueue, hourMs);
  const sessionNote = "Needs a session; every id must be the session's own (403 otherwise). Answers the queued outbox row.";

  app.route({
    ...(await routeOf(endpoints.getBatToken, {
      tags: ['analytics'],
      summary: 'A token for send-bat-event, bound to the session',
      description: 'Valid for an hour. send-bat-event answers 401 analytics_token_invalid for an expired or foreign one.',
    })),
    handler: async (request) => analytics.issueBatToken(deps(), requireSession(request)),
  });

  app.route({
    ...(await routeOf(endpoints.sendBatEvent, {
      tags: ['analytics'],
      summary: 'A page view or e-commerce event for the BAT measurement sink',
      description: `${sessionNote} \`token\` comes from get-bat-token.`,
    })),
    handler: async (request) => analytics.sendBatEvent(deps(), requireSession(request), request.body),
  });

  app.route({
    ...(await routeOf(endpoints.esputnikAddContact, {
      tags: ['analytics'],
      summary: 'Adds the customer as a CRM contact',
      description: sessionNote,
    })),
    handler: async (request) => analytics.esputnikAddContact(deps(), requireSession(request), request.body),
  });

  app.route({
    ...(await routeOf(endpoints.esputnikEventLogin, {
      tags: ['analytics'],
      summary: 'A login event for the CRM',
      description: sessionNote,
    })),
    handler: async (request) => analytics.esputnikEventLogin(deps(), requireSession(request), request.body),
  });

  app.route({
    ...(await routeOf(endpoints.esputnikSendId, {
      tags: ['analytics'],
      summary: "Links the CRM contact to the customer's id",
      description: sessionNote,
    })),
    handler: async (request) => analytics.esputnikSendId(deps(), requireSession(request), request.body),
  });

  app.route({
    ...(await routeOf(endpoints.authBat, {
      tags: ['analytics'],
      summary: 'An authentication event for the BAT sink',
      description: sessionNote,
    })),
    handler: async (request) => analytics.authBat(deps(), requireSession(request), request.body),
  });

  app.route({
    ...(await routeOf(endpoints.pwaAddOrderInfo, {
      tags: ['analytics'],
      summary: 'The device an order was placed from',
      description: `${sessionNote} transaction_id is an order of shopify_id. The request's user agent is stored cut at 500 characters.`,
    })),
    handler: async (request) =>
      analytics.pwaAddOrderInfo(deps(), requireSession(request), request.body, request.headers['user-agent']),
  });
};

export default analyticsRoutes;
