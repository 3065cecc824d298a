// Subscription calls under /api/subscription/ (the spec gives none; designed here): read, start, change, stop, history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { changeSubscription, getSubscription, startSubscription, stopSubscription, subscriptionHistory } from './service.ts';
import { deliverDueSubscriptions, subscriptionDeliveryEveryMs, subscriptionDeliveryQueue } from './deliveries.ts';
import * as endpoints from '@loyalty/contracts/endpoints/subscription';
import { routeOf } from '../../lib/endpoint-route.ts';

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // The monthly deliveries: due subscriptions become cash-on-delivery orders (deliveries.ts).
  app.jobs.register(subscriptionDeliveryQueue, async (_job, { log }) => {
    await deliverDueSubscriptions(
      db,
      { delivery: app.delivery, events: app.orderEvents },
      { paymentTtlMs: app.config.orders.paymentTtlMs },
      log,
    );
  });
  app.jobs.every(subscriptionDeliveryQueue, subscriptionDeliveryEveryMs);

  app.route({
    ...(await routeOf(endpoints.get, {
      tags: ['subscription'],
      summary: "The session customer's sticks subscription of brand `product`, and what can be subscribed to",
      description:
        '`subscription` is the active one, else the latest stopped one, else null. `options` are the available ' +
        "variants of the brand's sticks categories.",
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getSubscription(db, request.query.product, customerId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.start, {
      tags: ['subscription'],
      summary: 'Starts a monthly sticks subscription',
      description:
        'One active subscription per customer record: a second start is 409 `subscription_active`. A variant that is ' +
        "not an available one of the brand's sticks is 400 `variant_not_subscribable` (field body.variantId). The " +
        'first delivery is the 1st of next month on the Kyiv calendar.',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return startSubscription(db, customerId, request.body);
    },
  });

  app.route({
    ...(await routeOf(endpoints.change, {
      tags: ['subscription'],
      summary: "Changes the active subscription's variant and packs a month",
      description: '409 `no_active_subscription` when there is none; recorded as a `changed` event.',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return changeSubscription(db, customerId, request.body);
    },
  });

  app.route({
    ...(await routeOf(endpoints.stop, {
      tags: ['subscription'],
      summary: 'Stops the active subscription',
      description: 'The subscription and its history stay readable. 409 `no_active_subscription` when there is none.',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return stopSubscription(db, customerId);
    },
  });

  app.route({
    ...(await routeOf(endpoints.history, {
      tags: ['subscription'],
      summary: "Events of the session customer's subscriptions, newest first",
      description: 'Pages of 20; `offset` counts events already shown; `has_more` says whether more follow.',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return subscriptionHistory(db, customerId, request.query.offset);
    },
  });
};

export default subscriptionRoutes;
