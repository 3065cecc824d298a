// The CRM and bot calls of a sign-in (spec section 7, Analytics and Auth): who the customer is (esputnik-send-id), that
// they logged in (esputnik-event-login, auth-bat, send-bot-stat), and on registration the new contact
// (esputnik-add-contact). The server checks every id and phone against the session and queues them in its outbox.
// Loaded lazily after a sign-in, like the page-view outbox, so none of it is on the first screen.
import type { Brand } from '@loyalty/contracts/brand';
import type { SessionCustomer } from '@loyalty/contracts/auth';
import { apiRequest, type ResponseSchema } from '@/lib/api-client';

export type SignInKind = 'login' | 'registration';

/** What the calls need, read from the session just started. */
export interface SignedInCustomer {
  customer: SessionCustomer;
  brand: Brand;
}

async function post(path: string, body: unknown, responseSchema: ResponseSchema<unknown>): Promise<void> {
  await apiRequest({ method: 'POST', path, body, responseSchema });
}

/**
 * Sends the sign-in's calls. Each is independent and best effort: analytics never holds up or breaks a login, so a
 * failure is dropped (the server's outbox retries its own deliveries).
 */
export async function reportSignIn(kind: SignInKind, { customer, brand }: SignedInCustomer, now = new Date()): Promise<void> {
  const {
    analyticsQueuedResponseSchema: queued,
    authBatBodySchema,
    esputnikAddContactBodySchema,
    esputnikEventLoginBodySchema,
    esputnikSendIdBodySchema,
  } = await import('@loyalty/contracts/analytics');
  const { recordedResponseSchema, sendBotStatBodySchema } = await import('@loyalty/contracts/auth');
  const id = customer.shopify_id;
  const calls: Promise<void>[] = [];
  if (kind === 'registration') {
    calls.push(
      post(
        '/analytics/esputnik-add-contact',
        esputnikAddContactBodySchema.parse({
          firstName: customer.first_name,
          lastName: customer.last_name,
          shopifyId: id,
          email: customer.email,
          phone: customer.phone,
          product: brand,
        }),
        queued,
      ),
    );
  }
  calls.push(
    post(
      '/analytics/esputnik-send-id',
      esputnikSendIdBodySchema.parse({ id, phone: customer.phone, email: customer.email, product: brand }),
      queued,
    ),
    post(
      '/analytics/esputnik-event-login',
      esputnikEventLoginBodySchema.parse({ phone: customer.phone, date: now.toISOString() }),
      queued,
    ),
    post('/analytics/auth-bat', authBatBodySchema.parse({ shopifyId: id, event: kind, product: brand }), queued),
    post('/auth/send-bot-stat', sendBotStatBodySchema.parse({ phone: customer.phone, shopifyId: id }), recordedResponseSchema),
  );
  await Promise.allSettled(calls);
}
