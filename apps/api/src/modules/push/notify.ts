// Notifications go through the job queue: notifyCustomer enqueues one job per customer and notification in
// the caller's transaction (an order paid and its notification commit together, or neither), keyed so that a second
// enqueue is the same job; the job then claims each of the customer's devices, sends to them all at once within a
// deadline, and records each delivery, so a retry after a failure sends only to the devices that did not get it and a
// second run of the job beside the first sends to none of the first's. A customer without a subscription
// gets the SMS text when the message has one (expiry reminders); a kind switched off in the profile is not sent at all.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@loyalty/db/client';
import type { JobHandler } from '../../jobs/queue.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { SmsService } from '../../providers/sms/service.ts';
import { findCustomer } from '../user/repository.ts';
import type { NotificationMessage } from './messages.ts';
import {
  claimDeliveries,
  deleteSubscription,
  listSubscriptions,
  markDeliverySent,
  releaseDelivery,
  settingsOf,
  trimSubscriptions,
} from './repository.ts';
import type { PushSender } from './sender.ts';

export const notifyQueue = 'push:notify';

interface NotifyPayload extends NotificationMessage {
  customerId: number;
}

/** Enqueues `message` for a customer, once (the same key and customer again is the same job). */
export async function notifyCustomer(executor: Executor, customerId: number, message: NotificationMessage): Promise<void> {
  await enqueueJob(executor, {
    queue: notifyQueue,
    payload: { customerId, ...message } satisfies NotifyPayload as unknown as Record<string, unknown>,
    dedupeKey: `notify:${message.key}:${customerId}`,
    maxAttempts: 8,
  });
}

/** The JSON the service worker reads (apps/web/public/push-sw.js). */
export function pushPayload(message: NotificationMessage): string {
  return JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: message.key });
}

export interface NotificationDelivery {
  sender: PushSender;
  sms: Pick<SmsService, 'send'>;
  /** How long one run waits for the push services (PUSH_SEND_DEADLINE_MS). */
  deadlineMs: number;
  /** How long a run's claim on a device holds: the job lease, which the deadline is well under. */
  claimSeconds: number;
  /** Devices a customer keeps (PUSH_SUBSCRIPTIONS_PER_CUSTOMER). */
  subscriptionsPerCustomer: number;
}

export async function deliverNotification(
  db: Database,
  services: NotificationDelivery,
  payload: NotifyPayload,
  log: FastifyBaseLogger,
  /** This run of the job (worker, job, attempt): the owner of the device claims it takes. */
  claimant: string = randomUUID(),
): Promise<{ pushed: number; gone: number; sms: boolean }> {
  const settings = await settingsOf(db, payload.customerId);
  if (!settings[payload.kind]) return { pushed: 0, gone: 0, sms: false };
  let subscriptions = await listSubscriptions(db, payload.customerId);
  if (subscriptions.length === 0) {
    if (!payload.sms) return { pushed: 0, gone: 0, sms: false };
    const customer = await findCustomer(db, payload.customerId);
    if (!customer || customer.phone === '') return { pushed: 0, gone: 0, sms: false };
    await services.sms.send({ phone: customer.phone, text: payload.sms, ip: '' });
    return { pushed: 0, gone: 0, sms: true };
  }
  // Devices stored before the limit existed (or over a limit since lowered) are dropped here, oldest first.
  if (subscriptions.length > services.subscriptionsPerCustomer) {
    await trimSubscriptions(db, payload.customerId, services.subscriptionsPerCustomer);
    subscriptions = await listSubscriptions(db, payload.customerId);
  }
  const claims = await claimDeliveries(
    db,
    payload.key,
    subscriptions.map((subscription) => subscription.id),
    claimant,
    services.claimSeconds,
  );
  const body = pushPayload(payload);
  // Every device at once, all within one deadline well under the job's lease (one device after another, a
  // slow push service held a job past its lease and it ran twice).
  const deadline = AbortSignal.timeout(services.deadlineMs);
  const results = await Promise.all(
    subscriptions
      .filter((subscription) => claims.mine.has(subscription.id))
      .map(async (subscription) => {
        try {
          const result = await services.sender.send(subscription, body, {
            ttlSeconds: payload.ttlSeconds,
            ...(payload.urgency ? { urgency: payload.urgency } : {}),
            signal: deadline,
          });
          return { subscription, ...result };
        } catch (error) {
          return { subscription, outcome: 'failed' as const, error: (error as Error).message };
        }
      }),
  );
  let pushed = 0;
  let gone = 0;
  const failures: string[] = [];
  for (const { subscription, outcome, error } of results) {
    if (outcome === 'sent') {
      await markDeliverySent(db, payload.key, subscription.id);
      pushed += 1;
    } else if (outcome === 'gone') {
      // 404/410: the browser dropped the subscription (or its host is no longer allowed, or its key is unusable); it
      // will not come back. Its delivery claim goes with it.
      await deleteSubscription(db, subscription.id);
      gone += 1;
    } else {
      await releaseDelivery(db, payload.key, subscription.id, claimant);
      failures.push(`subscription ${subscription.id}: ${error ?? 'failed'}`);
    }
  }
  if (claims.elsewhere.size > 0) failures.push(`${claims.elsewhere.size} device(s) being sent by another run of this job`);
  if (failures.length > 0) {
    log.warn({ customerId: payload.customerId, key: payload.key, failures }, 'push delivery failed; the job tries again');
    throw new Error(`push delivery not finished for ${failures.length} device(s)`);
  }
  return { pushed, gone, sms: false };
}

export function notificationJobHandler(services: NotificationDelivery): JobHandler {
  return async (job, { db, log }) => {
    const claimant = `${job.lockedBy ?? 'worker'}:${job.id}:${job.attempts}`;
    await deliverNotification(db, services, job.payload as unknown as NotifyPayload, log, claimant);
  };
}
