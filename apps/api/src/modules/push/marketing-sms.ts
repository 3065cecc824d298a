// Marketing SMS (a campaign's message effect, decision 0065): enqueued in the caller's transaction, keyed so a second
// enqueue of the same message is the same job, and sent by the worker after commit only to a customer who consented
// (notification_settings.marketing_sms) and has not switched news and promotions off.
import type { Executor } from '@loyalty/db/client';
import { enqueueJob, type JobHandler } from '../../jobs/queue.ts';
import type { SmsService } from '../../providers/sms/service.ts';
import { findCustomer } from '../user/repository.ts';
import { marketingSmsConsentOf, settingsOf } from './repository.ts';

export const marketingSmsQueue = 'sms:marketing';

interface MarketingSmsPayload {
  customerId: number;
  /** One message, once: the job's dedupe key. */
  key: string;
  text: string;
}

/** Enqueues the SMS, once per key (the same key again is the same job, whatever the text). */
export async function enqueueMarketingSms(executor: Executor, message: MarketingSmsPayload): Promise<void> {
  await enqueueJob(executor, {
    queue: marketingSmsQueue,
    payload: { ...message },
    dedupeKey: `marketing-sms:${message.key}`,
    maxAttempts: 5,
  });
}

/**
 * Sends the SMS if the customer still consents when the job runs. Delivery is at least once, like every job: a worker
 * that dies between the gateway's answer and the job's completion sends it again.
 */
export async function deliverMarketingSms(
  executor: Executor,
  sms: Pick<SmsService, 'send'>,
  payload: MarketingSmsPayload,
): Promise<boolean> {
  const [consent, settings, customer] = await Promise.all([
    marketingSmsConsentOf(executor, payload.customerId),
    settingsOf(executor, payload.customerId),
    findCustomer(executor, payload.customerId),
  ]);
  if (!consent || !settings.news || !customer || customer.phone === '') return false;
  await sms.send({ phone: customer.phone, text: payload.text, ip: '' });
  return true;
}

export function marketingSmsJobHandler(sms: Pick<SmsService, 'send'>): JobHandler {
  return async (job, { db }) => {
    await deliverMarketingSms(db, sms, job.payload as unknown as MarketingSmsPayload);
  };
}
