// The local SMS "gateway": nothing is sent; the sms_messages row the SMS service writes is the outbox.
import type { SmsProvider } from './provider.ts';

export const outboxSmsProviderName = 'outbox';

/** Delivery is the stored row itself (see SmsService), readable at /api/dev/sms-outbox outside production. */
export function createOutboxSmsProvider(): SmsProvider {
  return {
    name: outboxSmsProviderName,
    async send() {
      return {};
    },
  };
}
