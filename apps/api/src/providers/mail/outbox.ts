// The local mail "gateway": nothing leaves the machine; the mail_messages row the mail service writes is the outbox.

import type { MailProvider } from './provider.ts';

export const outboxMailProviderName = 'outbox';

/** Delivery is the stored row itself (see MailService), readable at /api/dev/mail-outbox outside production. */
export function createOutboxMailProvider(): MailProvider {
  return {
    name: outboxMailProviderName,
    async send() {
      return {};
    },
  };
}
