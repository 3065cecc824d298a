// Delivery modes and the order's shipping line (spec sections 4, 5 and 9).
import { freeShippingThresholdUah } from '../constants.ts';
import type { Cart } from './cart.ts';

/** Spec section 3: 1 Nova Poshta branch, 2 courier to an address, 3 third delivery service (iPost). */
export type DeliveryMode = 1 | 2 | 3;

export const ipostAllowTag = 'ipost_allow';

/** The four shipping options of spec section 9, all priced 0 on the order (the carrier's tariff is paid on receipt). */
export const shippingOptions = {
  1: 'Доставка за тарифами перевізника (оплачує отримувач)',
  2: 'Безкоштовна доставка',
  3: 'Безкоштовна доставка з бонусними пропозиціями',
  4: 'IPOST',
} as const;
export type ShippingOptionId = keyof typeof shippingOptions;

/** Whether the customer pays the carrier's tariff on receipt (option 1): the one delivery the order does not price. */
export function carrierTariffDue(line: { id: number } | undefined): boolean {
  return line?.id === 1;
}

/** The order's shipping_lines entry (spec section 3). */
export interface ShippingLine {
  id: ShippingOptionId;
  title: string;
  price: '0.00';
}

export interface ShippingInput {
  deliveryMode: DeliveryMode;
  /** Money the customer pays in kopiyky, after any promo discount. */
  moneyTotal: number;
  /** XP the order costs; above 0 when the cart holds bonus products. */
  bonusTotal: number;
  /** A velo gift is in the order (spec section 9: it makes carrier shipping free whatever the total). */
  hasVeloGift: boolean;
  /** The customer's tier level gives free delivery (decision 0062): carrier shipping is free whatever the total. */
  tierFreeDelivery?: boolean;
}

/**
 * The shipping line of an order, first match wins: iPost for mode 3 (option 4); bonus products in the order (option
 * 3, free with bonus offers); total of at least 399 UAH, a velo gift or a tier level's free delivery (option 2, free);
 * otherwise the carrier's tariff paid by the recipient (option 1).
 */
export function shippingLineFor(input: ShippingInput): ShippingLine {
  const id = shippingOptionId(input);
  return { id, title: shippingOptions[id], price: '0.00' };
}

function shippingOptionId(input: ShippingInput): ShippingOptionId {
  if (input.deliveryMode === 3) return 4;
  if (input.bonusTotal > 0) return 3;
  if (freeShippingShortfall(input) === 0 || input.hasVeloGift) return 2;
  return 1;
}

/**
 * What the cart still lacks for free carrier delivery (option 2), in kopiyky: 0 when the order already ships free
 * (bonus products, a money total of at least 399 UAH, or a tier level with free delivery). A velo gift also makes it free, but only the server knows
 * which products are gifts, so a cart holding one may be told it lacks something it does not.
 */
export function freeShippingShortfall(input: Pick<ShippingInput, 'moneyTotal' | 'bonusTotal' | 'tierFreeDelivery'>): number {
  if (input.bonusTotal > 0 || input.tierFreeDelivery) return 0;
  return Math.max(0, freeShippingThresholdUah * 100 - input.moneyTotal);
}

/**
 * Whether a promo discount took a money order that shipped free at the threshold below it (the threshold counts the
 * money paid, after the discount): the customer is told where the code is applied and in the summary.
 */
export function discountLosesFreeShipping(
  input: Pick<ShippingInput, 'moneyTotal' | 'bonusTotal' | 'tierFreeDelivery'> & { subtotal: number },
): boolean {
  return freeShippingShortfall({ ...input, moneyTotal: input.subtotal }) === 0 && freeShippingShortfall(input) > 0;
}

/** Spec section 5: the third delivery service only when every cart item is tagged ipost_allow (an empty cart is not). */
export function thirdServiceAllowed(cart: Cart): boolean {
  return cart.length > 0 && cart.every((line) => line.tags.includes(ipostAllowTag));
}

/**
 * Spec sections 4 and 8: mode 3 falls back to mode 1 (branch) when the city is unavailable for the third service, or
 * when the cart may not go by it. Other modes are kept.
 */
export function effectiveDeliveryMode(input: { mode: DeliveryMode; cityAvailable: boolean; cart: Cart }): DeliveryMode {
  if (input.mode !== 3) return input.mode;
  return input.cityAvailable && thirdServiceAllowed(input.cart) ? 3 : 1;
}

/** The part of the delivery state that sending the address resets. */
export interface SentAddressFields {
  mode: DeliveryMode;
  street: string;
  flat: string;
}

/** Spec section 4: after the address is sent the mode resets to 1 and street and flat are cleared; the rest is kept. */
export function afterAddressSent<State extends SentAddressFields>(
  state: State,
): Omit<State, keyof SentAddressFields> & { mode: 1; street: ''; flat: '' } {
  return { ...state, mode: 1, street: '', flat: '' };
}
