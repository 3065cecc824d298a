// Promo code rules: the VELO-30 discount (spec sections 4 and 9) and the referral promo code (spec section 5).
import { veloPromo } from '../constants.ts';
import type { Brand, Cart, CartItem } from './cart.ts';

export type VeloPromoRefusal = 'wrong_brand' | 'code_mismatch' | 'already_used' | 'too_few_items' | 'untagged_items';

export interface VeloPromoInput {
  brand: Brand;
  /** What the customer typed. */
  code: string;
  /** The customer's velo-30 metafield (pwaDiscount namespace): how many times the code was used; absent means 0. */
  velo30: number | string | null | undefined;
  cart: Cart;
  /** The configured code; VELO-30 unless the operator configures another. */
  configuredCode?: string;
}

export interface DiscountedLine {
  variant_id: number;
  count: number;
  /** Unit price before the discount, kopiyky. */
  unitPrice: number;
  /** Unit price after the discount, kopiyky: what the order line carries as its price. */
  discountedUnitPrice: number;
  /** discountedUnitPrice × count. */
  lineTotal: number;
}

export type VeloPromoResult =
  { applies: true; lines: DiscountedLine[]; total: number; discount: number } | { applies: false; reason: VeloPromoRefusal };

function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The metafield as a number of uses. Absent, empty and 0 mean unused; a value that is not a whole number fails closed
 * (counted as used up) so that a corrupted metafield never hands out the discount again.
 */
export function velo30Uses(value: VeloPromoInput['velo30']): number {
  if (value === null || value === undefined) return 0;
  const text = String(value).trim();
  if (text === '') return 0;
  const uses = Number(text);
  if (!Number.isSafeInteger(uses)) return veloPromo.maxUses;
  return Math.max(uses, 0);
}

/** Whether the customer may still use the code: fewer than `veloPromo.maxUses` uses so far. */
export function velo30Available(value: VeloPromoInput['velo30']): boolean {
  return velo30Uses(value) < veloPromo.maxUses;
}

/** Spec section 4: after an order with the promo the metafield becomes 1 on first use, or 2 if it was already 1. */
export function nextVelo30Value(current: VeloPromoInput['velo30']): 1 | 2 {
  return velo30Uses(current) >= 1 ? 2 : 1;
}

/** The ratio as whole percent (0.7 → 70) so that the arithmetic below stays in integers. */
const discountPercent = Math.round(veloPromo.ratio * 100);

/** What the code takes off, in whole percent (0.7 → 30): the figure a badge shows. */
export const veloPromoPercent = 100 - discountPercent;

/** Whether VELO-30 discounts the product or cart line: it carries the discount tag. */
export function veloPromoEligible(item: { tags: readonly string[] }): boolean {
  return item.tags.includes(veloPromo.discountTag);
}

/** How many more discounted units the cart needs before VELO-30 can apply (0 when it has enough). */
export function veloPromoUnitsMissing(cart: readonly Pick<CartItem, 'tags' | 'count'>[]): number {
  const taggedUnits = cart.filter(veloPromoEligible).reduce((sum, line) => sum + line.count, 0);
  return Math.max(0, veloPromo.minItems - taggedUnits);
}

/**
 * A unit price times the ratio, rounded half up to a whole kopiyka. Rounding the unit price (not the line total)
 * keeps `price × quantity` of the order line equal to what the customer pays, so the line never disagrees with the
 * total by a kopiyka. Integer arithmetic: 14 999 × 70 = 1 049 930, +50, ÷100 floored → 10 499 (10 499.3 rounded).
 */
export function discountedUnitPrice(unitPrice: number): number {
  return Math.floor((unitPrice * discountPercent + 50) / 100);
}

/**
 * VELO-30 (spec section 4): ogo only; the code matches the configured one (trimmed, case-insensitive); the customer
 * has not used it up (two uses: the metafield goes 0 → 1 → 2); at least 3 units carrying the discount tag; and every item carries that tag. The reasons are
 * checked in that order, so the customer hears about the first thing to fix.
 */
export function applyVeloPromo(input: VeloPromoInput): VeloPromoResult {
  if (input.brand !== 'ogo') return { applies: false, reason: 'wrong_brand' };
  const code = normalizeCode(input.code);
  if (code === '' || code !== normalizeCode(input.configuredCode ?? veloPromo.code))
    return { applies: false, reason: 'code_mismatch' };
  if (!velo30Available(input.velo30)) return { applies: false, reason: 'already_used' };
  if (veloPromoUnitsMissing(input.cart) > 0) return { applies: false, reason: 'too_few_items' };
  const tagged = input.cart.filter(veloPromoEligible);
  if (tagged.length !== input.cart.length) return { applies: false, reason: 'untagged_items' };
  const lines = input.cart.map((line) => {
    const unit = discountedUnitPrice(line.price);
    return {
      variant_id: line.variant_id,
      count: line.count,
      unitPrice: line.price,
      discountedUnitPrice: unit,
      lineTotal: unit * line.count,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const before = input.cart.reduce((sum, line) => sum + line.price * line.count, 0);
  return { applies: true, lines, total, discount: before - total };
}

export interface ReferralPromoInput {
  /** The customer's orders_count. */
  ordersCount: number;
  /** The referral (member-get-member) code: typed, or brought by the rev_code query parameter. */
  code: string;
}

const referralMarker = 'REW-';

/** A referral code's shape (spec section 5): longer than 4 characters and containing 'REW-'. */
export function referralCodeLooksValid(code: string): boolean {
  const trimmed = code.trim();
  return trimmed.length > 4 && trimmed.toUpperCase().includes(referralMarker);
}

/**
 * Spec section 5: the referral promo input is shown to a customer with no orders, whose friend may have told them the
 * code (a rev_code link prefills it); the code's own conditions decide whether it is used (referralPromoUsable).
 */
export function referralPromoInputVisible(input: Pick<ReferralPromoInput, 'ordersCount'>): boolean {
  return input.ordersCount === 0;
}

/** Spec section 5: the referral promo code is used only under the same conditions; the server re-checks them. */
export function referralPromoUsable(input: ReferralPromoInput): boolean {
  return input.ordersCount === 0 && referralCodeLooksValid(input.code);
}
