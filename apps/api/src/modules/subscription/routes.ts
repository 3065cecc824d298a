// Subscription calls under /api/subscription/ (the spec gives none; designed here): read, start, change, stop, history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import {
  changeSubscriptionBodySchema,
  getSubscriptionQuerySchema,
  getSubscriptionResponseSchema,
  startSubscriptionBodySchema,
  stopSubscriptionBodySchema,
  subscriptionHistoryQuerySchema,
  subscriptionHistoryResponseSchema,
  subscriptionResponseSchema,
} from '@loyalty/contracts/subscription';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { changeSubscription, getSubscription, startSubscription, stopSubscription, subscriptionHistory } from './service.ts';
import { deliverDueSubscriptions, subscriptionDeliveryEveryMs, subscriptionDeliveryQueue } from './deliveries.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const writeErrors = { ...errors, 409: errorResponseSchema };

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // The monthly deliveries: due subscriptions become cash-on-delivery orders (deliveries.ts).
  app.jobs.register(subscriptionDeliveryQueue, async (_job, { log }) => {
    await deliverDueSubscriptions(db, { delivery: app.delivery, events: app.orderEvents }, { paymentTtlMs: app.config.orders.paymentTtlMs }, log);
  });
  app.jobs.every(subscriptionDeliveryQueue, subscriptionDeliveryEveryMs);

  app.get(
    '/api/subscription/get',
    {
      schema: {
        tags: ['subscription'],
        summary: "The session customer's sticks subscription of brand `product`, and what can be subscribed to",
        description:
          '`subscription` is the active one, else the latest stopped one, else null. `options` are the available ' +
          "variants of the brand's sticks categories.",
        querystring: getSubscriptionQuerySchema,
        response: { 200: getSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return getSubscription(db, request.query.product, customerId);
    },
  );

  app.post(
    '/api/subscription/start',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Starts a monthly sticks subscription',
        description:
          'One active subscription per customer record: a second start is 409 `subscription_active`. A variant that is ' +
          "not an available one of the brand's sticks is 400 `variant_not_subscribable` (field body.variantId). The " +
          'first delivery is the 1st of next month on the Kyiv calendar.',
        body: startSubscriptionBodySchema,
        response: { 200: subscriptionResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return startSubscription(db, customerId, request.body);
    },
  );

  app.post(
    '/api/subscription/change',
    {
      schema: {
        tags: ['subscription'],
        summary: "Changes the active subscription's variant and packs a month",
        description: '409 `no_active_subscription` when there is none; recorded as a `changed` event.',
        body: changeSubscriptionBodySchema,
        response: { 200: subscriptionResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return changeSubscription(db, customerId, request.body);
    },
  );

  app.post(
    '/api/subscription/stop',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Stops the active subscription',
        description: 'The subscription and its history stay readable. 409 `no_active_subscription` when there is none.',
        body: stopSubscriptionBodySchema,
        response: { 200: subscriptionResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      return stopSubscription(db, customerId);
    },
  );

  app.get(
    '/api/subscription/history',
    {
      schema: {
        tags: ['subscription'],
        summary: "Events of the session customer's subscriptions, newest first",
        description: 'Pages of 20; `offset` counts events already shown; `has_more` says whether more follow.',
        querystring: subscriptionHistoryQuerySchema,
        response: { 200: subscriptionHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      return subscriptionHistory(db, customerId, request.query.offset);
    },
  );
};

export default subscriptionRoutes;
