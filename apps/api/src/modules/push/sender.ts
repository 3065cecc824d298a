// Sends one push message to one subscription. The web-push library encrypts the payload (aes128gcm, RFC 8291) and
// signs the VAPID header (RFC 8292); the request itself goes out here through fetch, so that the endpoint policy is
// checked on the very URL requested, redirects are never followed and a slow push service cannot hold a job.
import webpush from 'web-push';
import type { PushSubscriptionRow } from '@loyalty/db/schema';
import { pushEndpointRefusal } from './endpoint-policy.ts';

/** sent: accepted by the push service; gone: the subscription no longer exists (404/410) or is no longer allowed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushMessageOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** A later message of the same topic replaces an undelivered one (RFC 8030 Topic header). */
  topic?: string;
}

export interface PushSender {
  send(
    subscription: PushSubscriptionRow,
    payload: string,
    options: PushMessageOptions,
  ): Promise<{ outcome: PushOutcome; status?: number; error?: string }>;
}

export interface WebPushSenderOptions {
  publicKey: string;
  privateKey: string;
  subject: string;
  endpointHosts: readonly string[];
  timeoutMs?: number;
}

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(subscription, payload, message) {
      // The hosts may have been narrowed since the subscription was stored: it is then dropped, never called.
      if (pushEndpointRefusal(subscription.endpoint, options.endpointHosts) !== null) return { outcome: 'gone' };
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject: options.subject, publicKey: options.publicKey, privateKey: options.privateKey },
          TTL: message.ttlSeconds,
          contentEncoding: 'aes128gcm',
          ...(message.urgency ? { urgency: message.urgency } : {}),
          ...(message.topic ? { topic: message.topic } : {}),
        },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
      } catch (error) {
        return { outcome: 'failed', error: (error as Error).message };
      }
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
      if (response.status >= 200 && response.status < 300) return { outcome: 'sent', status: response.status };
      return { outcome: 'failed', status: response.status, error: `push service answered ${response.status}` };
    },
  };
}
