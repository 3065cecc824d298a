// Web push calls: the VAPID public key, subscribe and unsubscribe a browser, the notification switches;
// and the jobs that send (notify.ts) and fan news out (news.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lockKey } from '@loyalty/db/locks';
import { HttpError } from '../../plugins/errors.ts';
import { ownCustomerId, requireSession } from '../../plugins/session.ts';
import { pushEndpointRefusal } from './endpoint-policy.ts';
import { fanOutNewsPush, newsPushQueue } from './news.ts';
import { marketingSmsJobHandler, marketingSmsQueue } from './marketing-sms.ts';
import { notificationJobHandler, notifyQueue } from './notify.ts';
import {
  countSubscriptions,
  marketingSmsConsentOf,
  deleteSubscriptionByEndpoint,
  settingsOf,
  trimSubscriptions,
  updateSettings,
  upsertSubscription,
} from './repository.ts';
import { browserKeyRefusal, createWebPushSender } from './sender.ts';
import { resolveVapidKeys } from './vapid.ts';
import * as endpoints from '@loyalty/contracts/endpoints/push';
import { routeOf } from '../../lib/endpoint-route.ts';

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const vapid = await resolveVapidKeys(app.config);
  if (vapid.source === 'generated') app.log.info('Generated web push (VAPID) keys into DATA_DIR');
  const sender = createWebPushSender({
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
    subject: app.config.push.subject,
    endpointHosts: app.config.push.endpointHosts,
  });

  const delivery = {
    sender,
    sms: app.sms,
    deadlineMs: app.config.push.sendDeadlineMs,
    claimSeconds: app.config.jobs.leaseSeconds,
    subscriptionsPerCustomer: app.config.push.subscriptionsPerCustomer,
  };
  app.jobs.register(notifyQueue, notificationJobHandler(delivery), { concurrency: 4, fairBy: 'customerId' });
  app.jobs.register(marketingSmsQueue, marketingSmsJobHandler(app.sms), { concurrency: 2, fairBy: 'customerId' });
  app.jobs.register(newsPushQueue, async (job) => {
    await fanOutNewsPush(db, Number(job.payload.newsId));
  });

  app.route({
    ...(await routeOf(endpoints.vapidPublicKey, {
      tags: ['push'],
      summary: 'The VAPID public key a browser subscribes with (applicationServerKey)',
    })),
    handler: async () => ({ key: vapid.publicKey }),
  });

  app.route({
    ...(await routeOf(endpoints.subscribe, {
      tags: ['push'],
      summary: "Stores the browser's PushSubscription for the session's customer of brand `product`",
      description:
        'Several devices per customer; subscribing an endpoint again updates it (and moves it to this customer). The ' +
        'endpoint must be https on a push service of PUSH_ENDPOINT_HOSTS (Chrome, Firefox, Edge, Safari by default): ' +
        'anything else is 400 naming `subscription.endpoint`, on port 443 unless the entry names another. A key ' +
        'that is not a point of P-256 is 400 naming `subscription.keys.p256dh`. A customer keeps ' +
        'PUSH_SUBSCRIPTIONS_PER_CUSTOMER devices: one more drops their oldest.',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.body.product);
      const { endpoint, keys } = request.body.subscription;
      const refusal = pushEndpointRefusal(endpoint, app.config.push.endpointHosts);
      if (refusal !== null) {
        throw new HttpError(400, 'validation_failed', 'This push endpoint is not accepted.', [
          { field: 'subscription.endpoint', message: refusal },
        ]);
      }
      const keyRefusal = browserKeyRefusal(keys.p256dh);
      if (keyRefusal !== null) {
        throw new HttpError(400, 'validation_failed', 'This push subscription key is not accepted.', [
          { field: 'subscription.keys.p256dh', message: keyRefusal },
        ]);
      }
      await db.transaction(async (tx) => {
        // Two subscribes of one customer at once must not both keep their device past the limit.
        await lockKey(tx, `push-subscriptions:${customerId}`);
        await upsertSubscription(tx, { customerId, brand: request.body.product, endpoint, p256dh: keys.p256dh, auth: keys.auth });
        await trimSubscriptions(tx, customerId, app.config.push.subscriptionsPerCustomer);
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.unsubscribe, {
      tags: ['push'],
      summary: "Removes a browser's subscription of the session's person",
      description: 'An endpoint that is not theirs (or not stored) changes nothing and still answers ok.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const own = [session.customerIds.glo, session.customerIds.ogo].filter((id): id is number => id !== null);
      await deleteSubscriptionByEndpoint(db, request.body.endpoint, own);
      return { ok: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.settings, {
      tags: ['push'],
      summary: "Which notifications the session's customer of brand `product` wants, and how many devices",
      description:
        'Every kind is on until switched off. Expiry reminders go by SMS to a customer without devices. ' +
        '`marketing_sms`: consent to campaign messages by SMS, off until turned on.',
    })),
    handler: async (request) => {
      const customerId = ownCustomerId(requireSession(request), request.query.product);
      const [settings, devices, marketingSms] = await Promise.all([
        settingsOf(db, customerId),
        countSubscriptions(db, customerId),
        marketingSmsConsentOf(db, customerId),
      ]);
      return { settings, devices, marketing_sms: marketingSms };
    },
  });

  app.route({
    ...(await routeOf(endpoints.settingsPost, {
      tags: ['push'],
      summary: "Switches kinds of notification on or off for the session's customer of brand `product`",
    })),
    handler: async (request) => {
      const { product, marketing_sms: marketingSms, ...change } = request.body;
      const customerId = ownCustomerId(requireSession(request), product);
      const settings = await updateSettings(db, customerId, {
        ...change,
        ...(marketingSms === undefined ? {} : { marketingSms }),
      });
      const [devices, consent] = await Promise.all([countSubscriptions(db, customerId), marketingSmsConsentOf(db, customerId)]);
      return { settings, devices, marketing_sms: consent };
    },
  });
};

export default pushRoutes;
