// app.sms: records every SMS in sms_messages (the anti-pumping caps count these rows) and delivers it via the provider.
import { and, count, desc, eq, gte, min, sql } from 'drizzle-orm';
import type { Database, Executor } from '@loyalty/db/client';
import { lockKey } from '@loyalty/db/locks';
import { smsMessages, type SmsMessageRow } from '@loyalty/db/schema';
import type { AppConfig, SmsProviderConfig } from '../../config.ts';
import { DomainError, RetryLaterError } from '../../lib/domain-error.ts';
import { createOutboxSmsProvider, outboxSmsProviderName } from './outbox.ts';
import type { SmsMessage, SmsProvider } from './provider.ts';
import { createTurboSmsProvider } from './turbosms.ts';

export function createSmsProvider(config: SmsProviderConfig): SmsProvider {
  return config.provider === 'turbosms'
    ? createTurboSmsProvider({ token: config.token, sender: config.sender, apiUrl: config.apiUrl })
    : createOutboxSmsProvider();
}

export interface OutgoingSms extends SmsMessage {
  /** The client IP that caused it: the per-IP caps count by it. */
  ip: string;
  /**
   * What the record keeps when the SMS really leaves (gateway): the code masked, so the table cannot be used to sign
   * in. The outbox keeps the full text, as it is the only place a developer can read it.
   */
  logText?: string;
}

/** The anti-pumping rules of every code sent by SMS (login, certificate PIN reset): one cooldown, four caps. */
export interface SmsLimits {
  /** Seconds after a delivered SMS before the same phone may get another (OTP_RESEND_SECONDS). */
  resendSeconds: number;
  caps: AppConfig['smsCaps'];
}

export interface SmsService {
  readonly providerName: string;
  /**
   * Takes the phone's and the IP's locks (in that order, everywhere, so two senders never wait in a circle) and
   * refuses with 429 and Retry-After: resend_too_soon within the cooldown, limit_reached over a cap. Call it in the
   * transaction that then reserves the message, so parallel requests cannot all slip under the caps.
   */
  checkLimits(executor: Executor, sender: { phone: string; ip: string }, now?: Date): Promise<void>;
  /**
   * Writes the record (counted by the caps from now on) in the caller's transaction, before the network call: callers
   * check the caps and reserve under one lock, then deliver after committing.
   */
  reserve(executor: Executor, message: OutgoingSms): Promise<number>;
  /** Hands a reserved message to the gateway; a failure marks the record failed and answers 503 sms_unavailable. */
  deliver(recordId: number, message: SmsMessage): Promise<{ id?: string }>;
  /** reserve + deliver, for messages that need no cap check. */
  send(message: OutgoingSms): Promise<{ id?: string }>;
}

/** Told each delivery's outcome (the SMS counter of /metrics). */
export type SmsObserver = (outcome: 'sent' | 'failed') => void;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export function createSmsService(
  db: Database,
  provider: SmsProvider,
  limits: SmsLimits,
  observe: SmsObserver = () => {},
): SmsService {
  const service: SmsService = {
    providerName: provider.name,
    async checkLimits(executor, { phone, ip }, now = new Date()) {
      await lockKey(executor, `sms-phone:${phone}`);
      await lockKey(executor, `sms-ip:${ip}`);
      const lastSent = await lastSmsSentAt(executor, phone);
      const waitMs = lastSent ? lastSent.getTime() + limits.resendSeconds * 1000 - now.getTime() : 0;
      if (waitMs > 0) {
        throw new RetryLaterError(
          'resend_too_soon',
          'A code was sent a moment ago; wait before asking for another.',
          waitMs / 1000,
        );
      }
      const { caps } = limits;
      const windows = [
        { by: { phone }, ms: hourMs, cap: caps.phonePerHour },
        { by: { phone }, ms: dayMs, cap: caps.phonePerDay },
        { by: { ip }, ms: hourMs, cap: caps.ipPerHour },
        { by: { ip }, ms: dayMs, cap: caps.ipPerDay },
      ];
      for (const window of windows) {
        const counted = await countSms(executor, window.by, new Date(now.getTime() - window.ms));
        if (counted.count >= window.cap) {
          const freesAt = (counted.oldest?.getTime() ?? now.getTime()) + window.ms;
          throw new RetryLaterError(
            'limit_reached',
            'Too many codes requested; try again later.',
            (freesAt - now.getTime()) / 1000,
          );
        }
      }
    },
    async reserve(executor, { logText, ip, ...message }) {
      const body = provider.name === outboxSmsProviderName ? message.text : (logText ?? message.text);
      // Recorded as sent up front; deliver() turns it into failed if the gateway refuses.
      const [row] = await executor
        .insert(smsMessages)
        .values({ phone: message.phone, body, provider: provider.name, status: 'sent', requestIp: ip })
        .returning({ id: smsMessages.id });
      if (!row) throw new Error('sms_messages insert returned no row');
      return row.id;
    },
    async deliver(recordId, message) {
      try {
        const result = await provider.send({ phone: message.phone, text: message.text });
        observe('sent');
        if (result.id) await db.update(smsMessages).set({ providerMessageId: result.id }).where(eq(smsMessages.id, recordId));
        return result;
      } catch (error) {
        observe('failed');
        await db
          .update(smsMessages)
          .set({ status: 'failed', error: (error as Error).message.slice(0, 1000) })
          .where(eq(smsMessages.id, recordId));
        throw new DomainError('sms_unavailable', 'The SMS could not be sent; try again later.');
      }
    },
    async send(message) {
      const id = await service.reserve(db, message);
      return service.deliver(id, message);
    },
  };
  return service;
}

/** SMS sent (or attempted) to a phone, or caused by an IP, since `since`: what the caps count. */
async function countSms(
  executor: Executor,
  by: { phone: string } | { ip: string },
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const match = 'phone' in by ? eq(smsMessages.phone, by.phone) : eq(smsMessages.requestIp, by.ip);
  const [row] = await executor
    .select({ count: count(), oldest: min(smsMessages.createdAt) })
    .from(smsMessages)
    .where(and(match, gte(smsMessages.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** When the last SMS that reached the gateway (not failed) went to this phone: the cooldown counts from it. */
async function lastSmsSentAt(executor: Executor, phone: string): Promise<Date | null> {
  const [row] = await executor
    .select({ at: sql<Date | string | null>`max(${smsMessages.createdAt})` })
    .from(smsMessages)
    .where(and(eq(smsMessages.phone, phone), eq(smsMessages.status, 'sent')));
  const at = row?.at;
  return at ? new Date(at) : null;
}

/** The local outbox of one phone (development and tests), newest first. */
export async function listSmsOutbox(executor: Executor, phone: string | undefined, limit = 50): Promise<SmsMessageRow[]> {
  return executor
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.provider, outboxSmsProviderName), phone === undefined ? undefined : eq(smsMessages.phone, phone)))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit);
}
