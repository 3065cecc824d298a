// Mail through an SMTP server (SMTP_URL, MAIL_FROM) with nodemailer; any refusal or network error is a MailDeliveryError.
import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailProvider } from './provider.ts';

export interface SmtpMailOptions {
  /** smtp:// or smtps:// with credentials, e.g. smtps://user:pass@mail.example.ua:465. */
  url: string;
  from: string;
  /** Upper bound of each network phase; a hung server must not hold a request for minutes. */
  timeoutMs?: number;
}

export function createSmtpMailProvider(options: SmtpMailOptions): MailProvider {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        if (info.rejected.length > 0) throw new Error(`recipient refused: ${info.rejected.map(String).join(', ')}`);
        return { id: info.messageId };
      } catch (error) {
        throw new MailDeliveryError(`SMTP delivery failed: ${(error as Error).message}`, { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
