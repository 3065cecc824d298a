// The mail interface every mail gateway implements (local outbox, SMTP), and the error a failed delivery raises.

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: our mail carries codes and notices, nothing that needs markup. */
  text: string;
}

export interface MailProvider {
  /** Recorded with each message (mail_messages.provider). */
  readonly name: string;
  /** Hands the message over; resolves once the gateway accepted it, rejects with MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<{ id?: string }>;
  close?(): Promise<void>;
}

export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}
