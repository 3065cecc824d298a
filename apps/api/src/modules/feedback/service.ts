// Feedback rules behind the routes: the session-bound feedback token, which orders can still get feedback (once each,
// the customer's own, not failed), writing feedback with its photos in one transaction, and linking offline orders.
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { createSessionHandleSigner, type SessionHandleSigner } from '../../plugins/session-handle.ts';
import type { Brand } from '@loyalty/contracts/brand';
import type {
  CanWriteByOrderResponse,
  FeedbackShop,
  GetOfflineOrdersResponse,
  SendFeedbackResponse,
} from '@loyalty/contracts/feedback';
import type { Database, Executor } from '@loyalty/db/client';
import { liveOrderStatuses } from '@loyalty/domain/shop/financial-status';
import { enqueueJob, type JobHandler } from '../../jobs/queue.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { assertOwnCustomer, type SessionContext } from '../../plugins/session.ts';
import { feedbackableOrderIds, findOrder, hasFeedbackableOrder } from '../orders/repository.ts';
import {
  findOfflineOrder,
  insertFeedback,
  insertFeedbackPhotos,
  linkedAtOf,
  markOfflineOrdersLinked,
  openOfflineOrders,
} from './repository.ts';

/** velo is sold by the ogo shop: the velo site's user is the ogo customer (see /api/user/get-velo-user). */
export function brandOfShop(shop: FeedbackShop): Brand {
  return shop === 'glo' ? 'glo' : 'ogo';
}

// ---------------------------------------------------------------------------------------------------------------------
// The feedback token: `<expiry ms>.<HMAC(session id, expiry)>`, like the iPost handle (modules/delivery): it names no
// session, carries no secret and only the session it was issued to can use it until it expires.

export const feedbackTokenTtlMs = 60 * 60 * 1000;

export type FeedbackTokenSigner = SessionHandleSigner;

export function createFeedbackTokenSigner(appSecret: string): FeedbackTokenSigner {
  return createSessionHandleSigner(appSecret, 'feedback-token/v1', feedbackTokenTtlMs);
}

/** 401 for a token of another session, an expired or a malformed one: the client clears its token (spec section 8). */
export function requireFeedbackToken(signer: FeedbackTokenSigner, token: string, session: SessionContext): void {
  if (!signer.verify(token, session.id)) {
    throw new DomainError('feedback_token_invalid', 'The feedback token is not valid for this session or has expired.');
  }
}

// ---------------------------------------------------------------------------------------------------------------------

export async function canWriteByOrder(
  executor: Executor,
  session: SessionContext,
  input: { shop: FeedbackShop; shopifyId: number; orders: number[] },
): Promise<CanWriteByOrderResponse> {
  const brand = brandOfShop(input.shop);
  assertOwnCustomer(session, brand, input.shopifyId);
  const open = await feedbackableOrderIds(executor, input.shopifyId, brand, input.orders);
  const showCan = open.length > 0 || (await hasFeedbackableOrder(executor, input.shopifyId, brand));
  return { showCan, canFeedback: open.length > 0, orders: open };
}

export interface FeedbackInput {
  shop: FeedbackShop;
  orderId?: number | undefined;
  offlineOrderId?: number | undefined;
  rating: number;
  text: string;
  photos: { contentType: string; bytes: Buffer }[];
}

function alreadySent(field: string): DomainError {
  return new DomainError('already_sent', 'Feedback on this order was already sent.', [
    { field, message: 'Already has feedback' },
  ]);
}

function notYours(field: string): DomainError {
  return new DomainError('forbidden', 'This order is not yours.', [{ field, message: 'Not your order' }]);
}

/** The customer record feedback on an offline order is written under: the order's brand first, else the other one. */
function offlineOwner(session: SessionContext, brand: Brand): number {
  const id = session.customerIds[brand] ?? session.customerIds.glo ?? session.customerIds.ogo;
  if (id === null) throw new DomainError('not_found', 'There is no customer record for this account.');
  return id;
}

/**
 * Feedback on an app order (the shop's brand, the session's own, not failed) or on an offline order of the session's
 * phone that was linked by the import job. Once per order; the feedback and its photos are written together.
 */
export async function sendFeedback(db: Database, session: SessionContext, input: FeedbackInput): Promise<SendFeedbackResponse> {
  return db.transaction(async (tx) => {
    let customerId: number;
    let field: string;
    if (input.orderId !== undefined) {
      field = 'body.order_id';
      const brand = brandOfShop(input.shop);
      const order = await findOrder(tx, input.orderId);
      // Another customer's order and an unknown id answer alike: nothing tells whether the id exists.
      if (!order || order.customerId !== session.customerIds[order.brand] || order.brand !== brand) throw notYours(field);
      if (!(liveOrderStatuses as readonly string[]).includes(order.financialStatus)) {
        throw new DomainError('order_not_eligible', 'A failed or cancelled order cannot get feedback.', [
          { field, message: 'The order failed or was cancelled' },
        ]);
      }
      customerId = order.customerId;
    } else if (input.offlineOrderId !== undefined) {
      field = 'body.offline_order_id';
      customerId = await offlineCustomerOf(tx, session, input.offlineOrderId, field);
    } else {
      throw new DomainError('validation_failed', 'Send order_id or offline_order_id.', [
        { field: 'body.order_id', message: 'Required' },
      ]);
    }
    const inserted = await insertFeedback(tx, {
      customerId,
      shop: input.shop,
      orderId: input.orderId ?? null,
      offlineOrderId: input.offlineOrderId ?? null,
      rating: input.rating,
      text: input.text,
    });
    if (!inserted) throw alreadySent(field);
    await insertFeedbackPhotos(tx, inserted.id, input.photos);
    return { success: true, id: inserted.id, photos: input.photos.length };
  });
}

async function offlineCustomerOf(
  executor: Executor,
  session: SessionContext,
  offlineOrderId: number,
  field: string,
): Promise<number> {
  const order = await findOfflineOrder(executor, offlineOrderId);
  if (!order || order.phone !== session.phone) throw notYours(field);
  const linkedAt = await linkedAtOf(executor, session.phone);
  if (linkedAt === null || order.importedAt > linkedAt) {
    throw new DomainError('not_imported', 'Import your offline orders first.', [{ field, message: 'Not imported yet' }]);
  }
  return offlineOwner(session, order.brand);
}

/** send-offline: the JSON form of feedback on an offline order; its shop is the order's brand. */
export async function sendOfflineFeedback(
  db: Database,
  session: SessionContext,
  input: { offlineOrderId: number; rating: number; text: string },
): Promise<SendFeedbackResponse> {
  const order = await findOfflineOrder(db, input.offlineOrderId);
  if (!order || order.phone !== session.phone) throw notYours('body.offline_order_id');
  return sendFeedback(db, session, {
    shop: order.brand,
    offlineOrderId: input.offlineOrderId,
    rating: input.rating,
    text: input.text,
    photos: [],
  });
}

export async function getOfflineOrders(executor: Executor, session: SessionContext): Promise<GetOfflineOrdersResponse> {
  const linkedAt = await linkedAtOf(executor, session.phone);
  if (linkedAt === null) return { showCan: false, offlineOrders: [] };
  const rows = await openOfflineOrders(executor, session.phone, linkedAt);
  return {
    showCan: rows.length > 0,
    offlineOrders: rows.map((row) => ({
      id: row.id,
      brand: row.brand,
      store_name: row.storeName,
      purchased_at: row.purchasedAt.toISOString(),
      items: row.items,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// import-orders-in-background

export const offlineImportQueue = 'feedback:link-offline-orders';

export async function enqueueOfflineImport(
  executor: Executor,
  phone: string,
  now: Date = new Date(),
): Promise<{ id: number; created: boolean }> {
  return enqueueJob(executor, {
    queue: offlineImportQueue,
    payload: { phone },
    dedupeKey: `${offlineImportQueue}:${phone}:${kyivCalendarDate(now)}`,
  });
}

export const offlineImportJob: JobHandler = async (job, { db, log }) => {
  const phone = (job.payload as { phone?: unknown }).phone;
  if (typeof phone !== 'string' || !/^\+\d{10,15}$/.test(phone)) throw new Error('offline import job without a phone');
  const marked = await markOfflineOrdersLinked(db, phone, new Date());
  log.info({ marked }, 'offline orders linked');
};
