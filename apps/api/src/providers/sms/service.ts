// app.sms: records every SMS in sms_messages (the anti-pumping caps count these rows) and delivers it via the provider.
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '@loyalty/db/client';
import { smsMessages, type SmsMessageRow } from '@loyalty/db/schema';
import type { SmsProviderConfig } from '../../config.ts';
import { HttpError } from '../../plugins/errors.ts';
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

export interface SmsService {
  readonly providerName: string;
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

export function createSmsService(db: Database, provider: SmsProvider, observe: SmsObserver = () => {}): SmsService {
  const service: SmsService = {
    providerName: provider.name,
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
        throw new HttpError(503, 'sms_unavailable', 'The SMS could not be sent; try again later.');
      }
    },
    async send(message) {
      const id = await service.reserve(db, message);
      return service.deliver(id, message);
    },
  };
  return service;
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
