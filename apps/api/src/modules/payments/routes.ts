// Card payment calls: get-liqpay-link, LiqPay's server callback (form-encoded, no API key), the built-in test checkout's
// page and decision (only when it is the provider), and the reconciliation job (only with real LiqPay keys).
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import { getLiqpayLinkBodySchema, getLiqpayLinkResponseSchema, liqpayCallbackResponseSchema } from '@loyalty/contracts/orders';
import { isDomainError } from '../../lib/domain-error.ts';
import { HttpError } from '../../plugins/errors.ts';
import { requireSession } from '../../plugins/session.ts';
import { DEFAULT_TEST_CHECKOUT_PATH, DEFAULT_TEST_DECISION_PATH } from '../../providers/payment/test-checkout.ts';
import { orderExpiryQueue } from '../orders/lifecycle.ts';
import { moneyPriority } from '../../jobs/plugin.ts';
import { expireUnpaidOrder, getPaymentLink, handlePaymentCallback, reconcilePayments } from './service.ts';

export const reconcileQueue = 'payments:reconcile';
export const reconcileEveryMs = 10 * 60 * 1000;

/** LiqPay's callback is a few kilobytes at most; the test checkout's form is the same two fields and a decision. */
const formBodyLimit = 64 * 1024;

/**
 * The form fields as strings (the last of repeated names). Declared loosely on purpose: a missing or malformed field is
 * the callback's `invalid_signature`, not a validation error naming our fields to whoever probes the endpoint.
 */
const formSchema = z.record(z.string(), z.unknown());

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

  app.post(
    '/api/shop/get-liqpay-link',
    {
      schema: {
        tags: ['shop'],
        summary: 'The card checkout link of an order',
        description:
          "The order must be the session's own (403), paid by card and still pending (409 `payment_not_needed`, " +
          "`order_not_payable`). The amount is the order's total as stored; asking again answers the same link. 503 " +
          '`payment_unavailable` when neither LiqPay nor the test checkout is configured.',
        body: getLiqpayLinkBodySchema,
        response: {
          200: getLiqpayLinkResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return getPaymentLink(db, provider, session, {
        orderId: request.body.orderId,
        brand: request.body.product,
        baseUrl: baseUrlOf(request),
      });
    },
  );

  app.post(
    '/api/shop/liqpay-callback',
    {
      schema: {
        tags: ['shop'],
        summary: "LiqPay's server callback",
        description:
          'Form-encoded `data` and `signature`, no API key. A bad signature or data answers 400 `invalid_signature` and ' +
          'changes nothing; a replay answers 200 and changes nothing; an unknown payment is recorded and answers 200.',
        body: formSchema,
        response: { 200: liqpayCallbackResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
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
  );

  if (testCheckout) {
    app.get(
      DEFAULT_TEST_CHECKOUT_PATH,
      {
        schema: {
          tags: ['dev'],
          summary: 'The built-in test checkout page (no LiqPay keys configured)',
          querystring: z.object({ data: z.string().max(20_000).optional(), signature: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const page = testCheckout.pageFor(request.query);
        if (!page) throw new HttpError(400, 'invalid_signature', 'This checkout link was not signed by this server.');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      },
    );

    app.post(
      DEFAULT_TEST_DECISION_PATH,
      {
        schema: {
          tags: ['dev'],
          summary: "The test checkout's decision: pay or decline, then back to result_url",
          description: "Applies the signed callback the decision produces through the same code as LiqPay's callback.",
          body: formSchema,
        },
      },
      async (request, reply) => {
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
    );
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
