// Sends one push message to one subscription. The web-push library encrypts the payload (aes128gcm, RFC 8291) and
// signs the VAPID header (RFC 8292); the request itself goes out here through fetch, so that the endpoint policy is
// checked on the very URL requested, redirects are never followed and a slow push service cannot hold a job.
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import type { PushSubscriptionRow } from '@loyalty/db/schema';
import { pushEndpointRefusal } from './endpoint-policy.ts';

/**
 * sent: accepted by the push service; gone: the subscription no longer exists (404/410), is no longer allowed, or its
 * key cannot be encrypted to; failed: try again later.
 */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushMessageOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** A later message of the same topic replaces an undelivered one (RFC 8030 Topic header). */
  topic?: string;
  /** The job's deadline: the request is given up when it fires. */
  signal?: AbortSignal;
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

/** A key pair of our own, only to check that a browser's key agrees on a secret with one (what encrypting does). */
const keyCheck = createECDH('prime256v1');
keyCheck.generateKeys();

/**
 * Why the browser's p256dh key cannot be encrypted to, or null. The contract checks its shape (65 bytes, 0x04 first);
 * this checks that it is a point of P-256, which web-push's encryption needs and would otherwise throw on at send
 * time (ERR_CRYPTO_ECDH_INVALID_PUBLIC_KEY).
 */
export function browserKeyRefusal(p256dh: string): string | null {
  try {
    keyCheck.computeSecret(Buffer.from(p256dh, 'base64url'));
    return null;
  } catch {
    return 'not a public key of the P-256 curve';
  }
}

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(subscription, payload, message) {
      // The hosts may have been narrowed since the subscription was stored: it is then dropped, never called.
      if (pushEndpointRefusal(subscription.endpoint, options.endpointHosts) !== null) return { outcome: 'gone' };
      // Keys that cannot be encrypted to (stored before subscribe checked them) will never work: the device is gone.
      const keyRefusal = browserKeyRefusal(subscription.p256dh);
      if (keyRefusal !== null) return { outcome: 'gone', error: `p256dh is ${keyRefusal}` };
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(
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
      } catch (error) {
        // Anything else (the auth secret, our VAPID keys) fails this device only, and loudly: deleting every
        // subscription over a server's own misconfiguration would lose them all.
        return { outcome: 'failed', error: `cannot encrypt the message: ${(error as Error).message}` };
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ?? null,
          redirect: 'manual',
          signal: message.signal ? AbortSignal.any([timeout, message.signal]) : timeout,
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
