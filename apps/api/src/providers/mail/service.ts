// app.mail: sends through the configured provider and records every message in mail_messages, sent or failed.
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '@loyalty/db/client';
import { mailMessages, type MailMessageRow } from '@loyalty/db/schema';
import type { MailProviderConfig } from '../../config.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { createOutboxMailProvider, outboxMailProviderName } from './outbox.ts';
import type { MailMessage, MailProvider } from './provider.ts';
import { createSmtpMailProvider } from './smtp.ts';

export function createMailProvider(config: MailProviderConfig): MailProvider {
  return config.provider === 'smtp' ? createSmtpMailProvider({ url: config.url, from: config.from }) : createOutboxMailProvider();
}

export interface OutgoingMail extends MailMessage {
  /**
   * What the record keeps when the mail really leaves (SMTP): codes are masked, so that reading the table does not let
   * anyone use them. The outbox keeps the full text, as it is the only place a developer can read it.
   */
  logText?: string;
}

export interface MailService {
  readonly providerName: string;
  /** Sends and records; a failed delivery is recorded and answers the client 503 mail_unavailable. */
  send(message: OutgoingMail): Promise<{ id?: string }>;
  close(): Promise<void>;
}

export function createMailService(db: Database, provider: MailProvider): MailService {
  return {
    providerName: provider.name,
    async send({ logText, ...message }) {
      const body = provider.name === outboxMailProviderName ? message.text : (logText ?? message.text);
      try {
        const result = await provider.send(message);
        await db.insert(mailMessages).values({
          recipient: message.to,
          subject: message.subject,
          body,
          provider: provider.name,
          status: 'sent',
        });
        return result;
      } catch (error) {
        await db.insert(mailMessages).values({
          recipient: message.to,
          subject: message.subject,
          body,
          provider: provider.name,
          status: 'failed',
          error: (error as Error).message.slice(0, 1000),
        });
        throw new DomainError('mail_unavailable', 'The mail could not be sent; try again later.');
      }
    },
    async close() {
      await provider.close?.();
    },
  };
}

/** The local outbox of one address (development and tests), newest first. */
export async function listMailOutbox(executor: Executor, to: string | undefined, limit = 50): Promise<MailMessageRow[]> {
  return executor
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.provider, outboxMailProviderName), to === undefined ? undefined : eq(mailMessages.recipient, to)))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}
