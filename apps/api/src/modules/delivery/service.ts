// Delivery rules behind the routes: directory answers in the contract's shape, the session-bound iPost handle, and the
// courier hand-off of an iPost order (the order's own stored address, retried once, recorded once per order).
import { createSessionHandleSigner, type SessionHandleSigner } from '../../plugins/session-handle.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryBranch, DeliveryCity } from '@loyalty/contracts/delivery';
import type { Executor } from '@loyalty/db/client';
import type { Branch, City } from '../../providers/novaposhta/directory.ts';
import {
  CourierError,
  sendAddressWithRetry,
  type CourierAddress,
  type CourierService,
  type CourierTokenSource,
} from '../../providers/ipost/provider.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { typesetUkrainian } from '@loyalty/domain/ukrainian-typography';
import type { SessionContext } from '../../plugins/session.ts';
import { orderHandedToCourierMessage } from '../push/messages.ts';
import { notifyCustomer } from '../push/notify.ts';
import { findOrder } from '../orders/repository.ts';
import { findHandOff, recordHandOff } from './repository.ts';

export function cityAnswer(city: City): DeliveryCity {
  return {
    value: city.settlementRef,
    // Nova Poshta writes ' and straight quotes; the customer reads the app's typography (docs/decisions/0046).
    label: typesetUkrainian(city.area ? `${city.name}, ${city.area} обл.` : city.name),
    city_id: city.ref,
    province: city.area,
    delivery_city_id: city.ref,
    popular: city.popular,
    meta: { MainDescription: city.name, Area: city.area, Region: city.region, DeliveryCity: city.ref },
  };
}

export function branchAnswer(branch: Branch): DeliveryBranch {
  return {
    value: branch.ref,
    label: typesetUkrainian(branch.description),
    meta: {
      number: branch.number,
      shortAddress: branch.shortAddress,
      cityRef: branch.cityRef,
      postomat: branch.postomat ?? false,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The iPost handle: what the client holds instead of iPost's token. `<expiry ms>.<HMAC(session id, expiry)>`: it names
// no session and carries no secret, and only the session it was issued to can use it until it expires.

export const ipostHandleTtlMs = 60 * 60 * 1000;

export type IpostHandleSigner = SessionHandleSigner;

export function createIpostHandleSigner(appSecret: string): IpostHandleSigner {
  return createSessionHandleSigner(appSecret, 'ipost-handle/v1', ipostHandleTtlMs);
}

export function requireIpostHandle(signer: IpostHandleSigner, token: string, session: SessionContext): void {
  if (!signer.verify(token, session.id)) {
    throw new DomainError('ipost_token_invalid', 'The iPost token is not valid for this session or has expired.');
  }
}

function courierUnavailable(): DomainError {
  return new DomainError('courier_unavailable', 'The courier service did not answer. Try again later.');
}

/** The server's own iPost token is fetched (and cached) so that /auth fails early when iPost cannot be reached. */
export async function ensureCourierToken(getToken: CourierTokenSource, log: FastifyBaseLogger): Promise<void> {
  try {
    await getToken({ fresh: false });
  } catch (error) {
    log.error({ err: error }, 'iPost auth failed');
    throw courierUnavailable();
  }
}

/** city-available with the server's token; a refused token (expired early) gets one retry with a fresh one. */
export async function courierCityAvailable(
  courier: CourierService,
  getToken: CourierTokenSource,
  city: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    try {
      return await courier.cityAvailable(await getToken({ fresh: false }), city);
    } catch (error) {
      if (!(error instanceof CourierError) || !/token/i.test(error.code)) throw error;
      return await courier.cityAvailable(await getToken({ fresh: true }), city);
    }
  } catch (error) {
    log.error({ err: error, city }, 'iPost city-available failed');
    throw courierUnavailable();
  }
}

export interface SendAddressInput {
  orderId: number;
  /** The client's window, used only when the order itself has none stored. */
  deliveryDate: string;
  deliveryTimeFrom: string;
  deliveryTimeTo: string;
}

/**
 * Hands an iPost order's address to the courier. The address is the order's own (what was priced and tagged), never
 * the client's fields; a hand-off that succeeded answers its recorded result, one that failed is tried again.
 */
export async function sendOrderAddress(
  db: Executor,
  courier: CourierService,
  getToken: CourierTokenSource,
  session: SessionContext,
  input: SendAddressInput,
  log: FastifyBaseLogger,
  options: { delay?: (ms: number) => Promise<void> } = {},
): Promise<{ success: true; reference: string | null }> {
  const order = await findOrder(db, input.orderId);
  // An unknown id answers like another customer's: 403, no hint whether it exists.
  if (!order || session.customerIds[order.brand] !== order.customerId) {
    throw new DomainError('forbidden', 'This order is not yours.');
  }
  if (order.delivery.mode !== 3) {
    throw new DomainError('not_courier_order', 'This order is not delivered by the iPost courier.');
  }
  const previous = await findHandOff(db, order.id);
  if (previous?.status === 'sent') return { success: true, reference: previous.reference };

  const { delivery, shippingAddress } = order;
  const street = [delivery.street, delivery.house].filter((part) => part.trim() !== '').join(', ');
  const address: CourierAddress = {
    city: shippingAddress.city,
    street: street || shippingAddress.address1,
    flat: delivery.flat,
    delivery_date: delivery.courierDate ?? input.deliveryDate,
    delivery_time_from: delivery.courierFrom ?? input.deliveryTimeFrom,
    delivery_time_to: delivery.courierTo ?? input.deliveryTimeTo,
    // iPost's order id is the number the shop's staff and the customer see.
    order_id: String(order.orderNumber),
    comment: order.note.slice(0, 500),
  };
  const payload = address as unknown as Record<string, unknown>;
  const attempts = (previous?.attempts ?? 0) + 1;
  try {
    const result = await sendAddressWithRetry(courier, getToken, address, options);
    const reference = result.reference ?? null;
    // The hand-off and the customer's notification are recorded together.
    await db.transaction(async (tx) => {
      await recordHandOff(tx, {
        orderId: order.id,
        service: courier.name,
        status: 'sent',
        reference,
        attempts,
        lastError: null,
        payload,
      });
      await notifyCustomer(tx, order.customerId, orderHandedToCourierMessage(order.brand, order));
    });
    return { success: true, reference };
  } catch (error) {
    const message = error instanceof Error ? `${(error as CourierError).code ?? error.name}: ${error.message}` : String(error);
    await recordHandOff(db, {
      orderId: order.id,
      service: courier.name,
      status: 'failed',
      reference: null,
      attempts,
      lastError: message.slice(0, 1000),
      payload,
    });
    log.error({ err: error, orderId: order.id }, 'iPost send-address failed twice');
    throw courierUnavailable();
  }
}
