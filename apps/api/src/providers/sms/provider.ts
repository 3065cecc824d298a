// The SMS interface every gateway implements (local outbox, TurboSMS), and the error a failed delivery raises.

export interface SmsMessage {
  /** E.164, +380XXXXXXXXX. */
  phone: string;
  text: string;
}

export interface SmsProvider {
  /** Recorded with each message (sms_messages.provider). */
  readonly name: string;
  /** Resolves once the gateway accepted the message; rejects with SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<{ id?: string }>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
