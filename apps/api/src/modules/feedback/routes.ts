// Feedback calls of spec section 7 under /api/feedback: get-auth, can-write-by-order, send (multipart with photos),
// send-offline, get-offline-orders and import-orders-in-background (a job that links offline orders).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import {
  canWriteByOrder,
  createFeedbackTokenSigner,
  enqueueOfflineImport,
  getOfflineOrders,
  offlineImportJob,
  offlineImportQueue,
  requireFeedbackToken,
  sendFeedback,
  sendOfflineFeedback,
} from './service.ts';
import { feedbackFormLimits, readFeedbackForm } from './upload.ts';
import * as endpoints from '@loyalty/contracts/endpoints/feedback';
import { routeOf } from '../../lib/endpoint-route.ts';

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signer = createFeedbackTokenSigner(app.appSecret);
  // Encapsulated in this plugin: only /api/feedback/send takes multipart bodies, within its own limits.
  await app.register(multipart, { limits: feedbackFormLimits, throwFileSizeLimit: true });
  app.jobs.register(offlineImportQueue, offlineImportJob);

  app.route({
    ...(await routeOf(endpoints.getAuth, {
      tags: ['feedback'],
      summary: 'A feedback token for this session',
      description: 'Valid for an hour and only with the session it was issued to; other feedback calls answer 401 otherwise.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const issued = signer.issue(session.id);
      return { token: issued.token, expired_at: issued.expiresAt.toISOString() };
    },
  });

  app.route({
    ...(await routeOf(endpoints.canWriteByOrder, {
      tags: ['feedback'],
      summary: 'Which of the given orders can still get feedback',
      description:
        "shop velo means the ogo customer's orders. shopifyId must be the session's customer of that brand (403). An " +
        'order can get feedback once, and only a non-failed order of the customer; other ids are left out.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      requireFeedbackToken(signer, request.body.token, session);
      return canWriteByOrder(db, session, request.body);
    },
  });

  app.route({
    ...(await routeOf(endpoints.send, {
      tags: ['feedback'],
      summary: 'Send feedback on an order, with up to 3 photos',
      description:
        'multipart/form-data: order_id or offline_order_id, rating 1–5, text (at most 2000 characters) and up to 3 ' +
        '`photos` files (JPEG, PNG or WebP by content, at most 5 MB each). 400 naming the field, 403 for an order ' +
        'that is not yours, 409 already_sent, 413 for a larger photo or a fourth one, 415 for another file type.',
      consumes: ['multipart/form-data'],
    })),
    handler: async (request, reply) => {
      // Before the body is read: a caller without a session or token never gets to stream 15 MB at us.
      const session = requireSession(request);
      requireFeedbackToken(signer, request.query.token, session);
      const form = await readFeedbackForm(request);
      const result = await sendFeedback(db, session, {
        shop: request.query.shop,
        orderId: form.fields.order_id,
        offlineOrderId: form.fields.offline_order_id,
        rating: form.fields.rating,
        text: form.fields.text,
        photos: form.photos,
      });
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...(await routeOf(endpoints.sendOffline, {
      tags: ['feedback'],
      summary: 'Send feedback on an offline order (JSON, no photos)',
      description: "Only an offline order of the session's phone that the import job linked (409 not_imported otherwise); once.",
    })),
    handler: async (request, reply) => {
      const session = requireSession(request);
      requireFeedbackToken(signer, request.body.token, session);
      const result = await sendOfflineFeedback(db, session, {
        offlineOrderId: request.body.offline_order_id,
        rating: request.body.rating,
        text: request.body.text,
      });
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getOfflineOrders, {
      tags: ['feedback'],
      summary: "The session phone's linked offline orders without feedback",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      requireFeedbackToken(signer, request.body.token, session);
      return getOfflineOrders(db, session);
    },
  });

  app.route({
    ...(await routeOf(endpoints.importOrdersInBackground, {
      tags: ['feedback'],
      summary: "Queue the job that links the session phone's offline orders (once per phone per day)",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      requireFeedbackToken(signer, request.body.token, session);
      await enqueueOfflineImport(db, session.phone);
      return { queued: true as const };
    },
  });
};

export default feedbackRoutes;
