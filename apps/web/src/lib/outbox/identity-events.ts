// The CRM and bot calls of a sign-in (spec section 7, Analytics and Auth): who the customer is (esputnik-send-id), that
// they logged in (esputnik-event-login, auth-bat, send-bot-stat), and on registration the new contact
// (esputnik-add-contact). The server checks every id and phone against the session and queues them in its outbox.
// Loaded lazily after a sign-in, like the page-view outbox, so none of it is on the first screen. The bodies are typed
// from the contract and left to the server to check, and the contract's schemas load only where answers are checked
// (lib/api-client.ts): zod is not loaded to send them.
import type {
  AuthBatBody,
  EsputnikAddContactBody,
  EsputnikEventLoginBody,
  EsputnikSendIdBody,
} from '@loyalty/contracts/analytics';
import type { Brand } from '@loyalty/contracts/brand';
import type { SendBotStatBody, SessionCustomer } from '@loyalty/contracts/auth';
import * as analyticsEndpoints from '@loyalty/contracts/endpoints/analytics';
import * as authEndpoints from '@loyalty/contracts/endpoints/auth';
import { call } from '@/lib/api-client';

export type SignInKind = 'login' | 'registration';

/** What the calls need, read from the session just started. */
export interface SignedInCustomer {
  customer: SessionCustomer;
  brand: Brand;
}

/** A best-effort call: its answer is not needed. */
const sent = async (answer: Promise<unknown>): Promise<void> => void (await answer);

/**
 * Sends the sign-in's calls. Each is independent and best effort: analytics never holds up or breaks a login, so a
 * failure is dropped (the server's outbox retries its own deliveries).
 */
export async function reportSignIn(kind: SignInKind, { customer, brand }: SignedInCustomer, now = new Date()): Promise<void> {
  const id = customer.shopify_id;
  const calls: Promise<void>[] = [];
  if (kind === 'registration') {
    // The contract trims the names: they go trimmed, as its parse used to send them.
    const contact: EsputnikAddContactBody = {
      firstName: customer.first_name.trim(),
      lastName: customer.last_name.trim(),
      shopifyId: id,
      email: customer.email,
      phone: customer.phone,
      product: brand,
    };
    calls.push(sent(call(analyticsEndpoints.esputnikAddContact, { body: contact })));
  }
  const sendId: EsputnikSendIdBody = { id, phone: customer.phone, email: customer.email, product: brand };
  const eventLogin: EsputnikEventLoginBody = { phone: customer.phone, date: now.toISOString() };
  const authBat: AuthBatBody = { shopifyId: id, event: kind, product: brand };
  const botStat: SendBotStatBody = { phone: customer.phone, shopifyId: id };
  calls.push(
    sent(call(analyticsEndpoints.esputnikSendId, { body: sendId })),
    sent(call(analyticsEndpoints.esputnikEventLogin, { body: eventLogin })),
    sent(call(analyticsEndpoints.authBat, { body: authBat })),
    sent(call(authEndpoints.sendBotStat, { body: botStat })),
  );
  await Promise.allSettled(calls);
}
