// Card payment calls: get-liqpay-link, LiqPay's server callback (form-encoded, no API key), the built-in test checkout's
// page and decision (only when it is the provider), and the reconciliation job (only with real LiqPay keys).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDomainError } from '../../lib/domain-error.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireSession } from '../../plugins/session.ts';
import { orderExpiryQueue } from '../orders/lifecycle.ts';
import { moneyPriority } from '../../jobs/plugin.ts';
import { expireUnpaidOrder, getPaymentLink, handlePaymentCallback, reconcilePayments } from './service.ts';
import * as endpoints from '@loyalty/contracts/endpoints/payments';
import { routeOf } from '../../lib/endpoint-route.ts';

export const reconcileQueue = 'payments:reconcile';
export const reconcileEveryMs = 10 * 60 * 1000;

/** LiqPay's callback is a few kilobytes at most; the test checkout's form is the same two fields and a decision. */
const formBodyLimit = 64 * 1024;

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { provider, testCheckout } = app.payments;

  // Form bodies are accepted only by the routes of this plugin (the rest of the API speaks JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );

  const baseUrlOf = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.route({
    ...(await routeOf(endpoints.getLiqpayLink, {
      tags: ['shop'],
      summary: 'The card checkout link of an order',
      description:
        "The order must be the session's own (403), paid by card and still pending (409 `payment_not_needed`, " +
        "`order_not_payable`). The amount is the order's total as stored; asking again answers the same link. 503 " +
        '`payment_unavailable` when neither LiqPay nor the test checkout is configured.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return getPaymentLink(db, provider, session, {
        orderId: request.body.orderId,
        brand: request.body.product,
        baseUrl: baseUrlOf(request),
      });
    },
  });

  app.route({
    ...(await routeOf(endpoints.liqpayCallback, {
      tags: ['shop'],
      summary: "LiqPay's server callback",
      description:
        'Form-encoded `data` and `signature`, no API key. A bad signature or data answers 400 `invalid_signature` and ' +
        'changes nothing; a replay answers 200 and changes nothing; an unknown payment is recorded and answers 200.',
    })),
    handler: async (request) => {
      try {
        const result = await handlePaymentCallback(db, app.orderEvents, provider, request.body, request.log);
        app.metrics.liqpayCallbacks.inc({ outcome: result.applied ? result.outcome : result.reason });
      } catch (error) {
        if (isDomainError(error, 'invalid_signature')) {
          app.metrics.liqpayCallbacks.inc({ outcome: 'invalid_signature' });
        }
        throw error;
      }
      return { ok: true as const };
    },
  });

  if (testCheckout) {
    app.route({
      ...(await routeOf(endpoints.testCheckoutPage, {
        tags: ['dev'],
        summary: 'The built-in test checkout page (no LiqPay keys configured)',
      })),
      handler: async (request, reply) => {
        const page = testCheckout.pageFor(request.query);
        if (!page) throw new HttpError(400, 'invalid_signature', 'This checkout link was not signed by this server.');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      },
    });

    app.route({
      ...(await routeOf(endpoints.testCheckoutDecision, {
        tags: ['dev'],
        summary: "The test checkout's decision: pay or decline, then back to result_url",
        description: "Applies the signed callback the decision produces through the same code as LiqPay's callback.",
      })),
      handler: async (request, reply) => {
        const callback = testCheckout.decide(request.body);
        if (!callback) throw new HttpError(400, 'invalid_signature', 'This checkout form was not signed by this server.');
        await handlePaymentCallback(
          db,
          app.orderEvents,
          provider,
          { data: callback.data, signature: callback.signature },
          request.log,
        );
        return reply.redirect(callback.resultUrl, 303);
      },
    });
  }

  // Pending card orders expire through the job queue (the lifecycle enqueues the job with the order). LiqPay is asked
  // first only with real keys: the test checkout keeps no payments of its own to ask about.
  const liveProvider = app.payments.live ? provider : null;
  app.jobs.register(
    orderExpiryQueue,
    async (job, { log }) => {
      const orderId = Number(job.payload.orderId);
      if (!Number.isSafeInteger(orderId)) throw new Error(`expiry job ${job.id} has no order id`);
      await expireUnpaidOrder(db, app.orderEvents, liveProvider, orderId, log);
    },
    { priority: moneyPriority },
  );

  if (app.payments.live && provider) {
    app.jobs.register(
      reconcileQueue,
      async (_job, { log }) => {
        const result = await reconcilePayments(db, app.orderEvents, provider, log);
        if (result.checked > 0) log.info(result, 'payments reconciled');
      },
      { priority: moneyPriority },
    );
    app.jobs.every(reconcileQueue, reconcileEveryMs);
  }
};

export default paymentRoutes;
