// Analytics calls of spec section 7: check every id against the session, then write the event to the outbox (and
// enqueue its delivery) in one transaction.
import type { z } from 'zod';
import type {
  AnalyticsQueuedResponse,
  authBatBodySchema,
  esputnikAddContactBodySchema,
  esputnikEventLoginBodySchema,
  esputnikSendIdBodySchema,
  pwaAddOrderInfoBodySchema,
  SendBatEventBody,
} from '@loyalty/contracts/analytics';
import { userAgentMaxLength } from '@loyalty/contracts/analytics';
import type { Database } from '@loyalty/db/client';
import { DomainError } from '../../lib/domain-error.ts';
import { assertOwnCustomer, type SessionContext } from '../../plugins/session.ts';
import { enqueueDelivery, type AnalyticsSinks } from './delivery.ts';
import type { BatHandleSigner } from './handle.ts';
import { findOrder } from '../orders/repository.ts';
import { insertEvent, type NewAnalyticsEvent } from './repository.ts';

export interface AnalyticsDeps {
  db: Database;
  sinks: AnalyticsSinks;
  signer: BatHandleSigner;
}

async function queue(deps: AnalyticsDeps, event: NewAnalyticsEvent): Promise<AnalyticsQueuedResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertEvent(tx, event);
    // Same transaction: an event is never written without its delivery job, nor a job without its event.
    await enqueueDelivery(tx, deps.sinks, inserted);
    return inserted;
  });
  return { queued: true, id: row.id };
}

function assertOwnPhone(session: SessionContext, phone: string): void {
  if (phone !== session.phone) throw new DomainError('forbidden', 'This phone is not yours.');
}

export function issueBatToken(deps: AnalyticsDeps, session: SessionContext): { token: string; expired_at: string } {
  const { token, expiresAt } = deps.signer.issue(session.id);
  return { token, expired_at: expiresAt.toISOString() };
}

export function sendBatEvent(deps: AnalyticsDeps, session: SessionContext, body: SendBatEventBody) {
  // 401, not 403: the client answers it by clearing its token flag and fetching a new token (spec section 8).
  if (!deps.signer.verify(body.token, session.id)) {
    throw new DomainError('analytics_token_invalid', 'The analytics token is not valid for this session or has expired.');
  }
  const brand = assertOwnCustomer(session, body.product, body.data.customer_id);
  const { customer_id: customerId, ...data } = body.data;
  return queue(deps, { customerId, brand, source: 'bat', event: body.event, payload: data });
}

export function esputnikAddContact(
  deps: AnalyticsDeps,
  session: SessionContext,
  body: z.infer<typeof esputnikAddContactBodySchema>,
) {
  const brand = assertOwnCustomer(session, body.product, body.shopifyId);
  assertOwnPhone(session, body.phone);
  return queue(deps, {
    customerId: body.shopifyId,
    brand,
    source: 'esputnik',
    event: 'add_contact',
    payload: { first_name: body.firstName, last_name: body.lastName, email: body.email, phone: body.phone },
  });
}

export function esputnikEventLogin(
  deps: AnalyticsDeps,
  session: SessionContext,
  body: z.infer<typeof esputnikEventLoginBodySchema>,
) {
  assertOwnPhone(session, body.phone);
  // No brand in the call: the event names the person by phone, so either customer record may be attached.
  const customerId = session.customerIds.glo ?? session.customerIds.ogo;
  return queue(deps, {
    customerId,
    brand: null,
    source: 'esputnik',
    event: 'login',
    payload: { phone: body.phone, date: body.date },
  });
}

export function esputnikSendId(deps: AnalyticsDeps, session: SessionContext, body: z.infer<typeof esputnikSendIdBodySchema>) {
  const brand = assertOwnCustomer(session, body.product, body.id);
  assertOwnPhone(session, body.phone);
  return queue(deps, {
    customerId: body.id,
    brand,
    source: 'esputnik',
    event: 'send_id',
    payload: { phone: body.phone, email: body.email },
  });
}

export function authBat(deps: AnalyticsDeps, session: SessionContext, body: z.infer<typeof authBatBodySchema>) {
  const brand = assertOwnCustomer(session, body.product, body.shopifyId);
  return queue(deps, { customerId: body.shopifyId, brand, source: 'bat', event: body.event, payload: { auth: true } });
}

export async function pwaAddOrderInfo(
  deps: AnalyticsDeps,
  session: SessionContext,
  body: z.infer<typeof pwaAddOrderInfoBodySchema>,
  userAgent: string | undefined,
) {
  const brand = assertOwnCustomer(session, null, body.shopify_id);
  const order = await findOrder(deps.db, body.transaction_id);
  // Someone else's order and no order at all answer alike, so ids cannot be probed.
  if (!order || order.customerId !== body.shopify_id) {
    throw new DomainError('forbidden', 'This order is not yours.');
  }
  return queue(deps, {
    customerId: body.shopify_id,
    brand: order.brand ?? brand,
    source: 'order-info',
    event: 'order_info',
    payload: {
      transaction_id: body.transaction_id,
      os_name: body.os_name,
      os_version: body.os_version,
      phone_brand: body.phone_brand,
      phone_model: body.phone_model,
      user_agent: (userAgent ?? '').slice(0, userAgentMaxLength),
    },
  });
}
