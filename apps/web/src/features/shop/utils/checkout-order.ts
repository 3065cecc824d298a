// The checkout's pure pieces: totals after the VELO-30 preview, the delivery text and shipping line previews, the
// create-order body built from the shop state, and the phone the courier calls. The server re-decides all of it.
import { addCalendarDays, kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import type { Brand } from '@loyalty/contracts/brand';
import type { CreateOrderBody, DeliveryChoice } from '@loyalty/contracts/orders';
import { addressText, AddressTextError } from '@loyalty/domain/shop/address-text';
import { totals } from '@loyalty/domain/shop/cart';
import { applyVeloPromo, referralPromoUsable, type VeloPromoResult } from '@loyalty/domain/shop/promo';
import { shippingLineFor, type ShippingLine } from '@loyalty/domain/shop/shipping';
import type { BrandShopState, CartLine, DeliveryState } from '@/features/shop/stores/shop-store';

export interface CheckoutTotals {
  /** Money before the promo, kopiyky. */
  subtotal: number;
  /** VELO-30 discount, kopiyky (0 when the promo does not apply). */
  discount: number;
  /** Money to pay after the promo, kopiyky. */
  money: number;
  /** XP to pay. */
  bonuses: number;
  items: number;
  /** The VELO-30 preview itself, so the cart can say why a typed code does not apply. */
  velo: VeloPromoResult | null;
}

/** Totals as the customer will see them charged; the VELO-30 part is only a preview (the server re-checks it). */
export function checkoutTotals(input: {
  brand: Brand;
  cart: readonly CartLine[];
  promocode: string;
  velo30: string | null;
}): CheckoutTotals {
  const sum = totals(input.cart);
  const velo =
    input.promocode.trim() === ''
      ? null
      : applyVeloPromo({ brand: input.brand, code: input.promocode, velo30: input.velo30, cart: input.cart });
  const discount = velo?.applies ? velo.discount : 0;
  return { subtotal: sum.money, discount, money: sum.money - discount, bonuses: sum.bonuses, items: sum.items, velo };
}

/** The address line of spec section 5 for the chosen mode, or null while a required part is still missing. */
export function deliveryText(delivery: DeliveryState): string | null {
  try {
    switch (delivery.mode) {
      case 1:
        return delivery.npDep ? addressText({ mode: 'branch', number: delivery.npDep.meta.number }) : null;
      case 2:
        return addressText({ mode: 'courier', streetLabel: delivery.street, house: delivery.house, flat: delivery.flat });
      case 3:
        return addressText({ mode: 'third', street: delivery.ipostStreet, flat: delivery.ipostFlat });
    }
  } catch (error) {
    if (error instanceof AddressTextError) return null;
    throw error;
  }
}

/** The city the delivery goes to, as the summary names it. */
export function deliveryCityName(delivery: DeliveryState): string {
  return delivery.mode === 3 ? delivery.ipostCity : (delivery.city?.meta.MainDescription ?? '');
}

/**
 * The shipping line preview. NOTE: whether the order holds a velo gift is the server's knowledge (the catalogue
 * decides); the preview assumes none, so it may say "tariff" where the server then makes shipping free.
 */
export function shippingPreview(
  delivery: DeliveryState,
  checkout: Pick<CheckoutTotals, 'money' | 'bonuses'>,
  /** The customer's tier level gives free delivery (get-tier); the server decides it again from the level it reads. */
  tierFreeDelivery = false,
): ShippingLine {
  return shippingLineFor({
    deliveryMode: delivery.mode,
    moneyTotal: checkout.money,
    bonusTotal: checkout.bonuses,
    hasVeloGift: false,
    tierFreeDelivery,
  });
}

/** Whether the delivery step is complete enough to go on to payment. */
export function deliveryComplete(delivery: DeliveryState): boolean {
  if (deliveryText(delivery) === null) return false;
  if (delivery.mode === 3) return delivery.ipostCity.trim() !== '' && delivery.ipostFrom !== '' && delivery.ipostTo !== '';
  return delivery.city !== null;
}

/**
 * The contract's delivery choice from the form's state: only the fields of the chosen mode travel. The contract trims
 * the text fields, so they go trimmed here (the create-order body is typed from the contract, not parsed by it).
 */
export function deliveryChoiceFrom(delivery: DeliveryState): DeliveryChoice {
  switch (delivery.mode) {
    case 1:
      return { mode: 1, cityRef: delivery.city?.city_id, branchRef: delivery.npDep?.value };
    case 2:
      return {
        mode: 2,
        cityRef: delivery.city?.city_id,
        street: delivery.street.trim(),
        house: delivery.house.trim(),
        flat: delivery.flat.trim(),
      };
    case 3:
      return {
        mode: 3,
        city: delivery.ipostCity.trim(),
        street: delivery.ipostStreet.trim(),
        flat: delivery.ipostFlat.trim(),
        ipost: { day: delivery.ipostDay.trim(), from: delivery.ipostFrom, to: delivery.ipostTo },
      };
  }
}

/** The phone as the contract takes it: digits with an optional leading '+' ("+38 (050) 123-45-67" → "+380501234567"). */
export function contractPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

export interface Recipient {
  customerId: number;
  firstName: string;
  lastName: string;
  phone: string;
  ordersCount: number;
}

/** Whether the referral code goes with this order (spec section 5): first order, longer than 4, contains 'REW-'. */
export function referralCodeFor(shop: Pick<BrandShopState, 'mgmPromoCode'>, ordersCount: number): string | null {
  const code = shop.mgmPromoCode.trim();
  return referralPromoUsable({ ordersCount, code }) ? code : null;
}

/**
 * create-order's body. Prices travel for the record only: the server prices every line from its catalogue. Typed from
 * the contract and checked by the server (the forms checked what the customer typed), it holds the values as the
 * contract's parse used to send them: names and days trimmed, and only the contract's fields.
 */
export function createOrderBody(brand: Brand, shop: BrandShopState, recipient: Recipient): CreateOrderBody {
  const promocode = shop.promocode.trim();
  const referral = referralCodeFor(shop, recipient.ordersCount);
  const comment = shop.comment.trim();
  return {
    product: brand,
    order: {
      line_items: shop.cart.map((line) => ({ variant_id: line.variant_id, quantity: line.count })),
      customer: { id: recipient.customerId },
      shipping_address: {
        first_name: recipient.firstName.trim(),
        last_name: recipient.lastName.trim(),
        phone: contractPhone(recipient.phone),
      },
      ...(comment ? { note: comment } : {}),
    },
    cart: {
      payment: shop.payment,
      delivery: deliveryChoiceFrom(shop.delivery),
      ...(comment ? { comment } : {}),
      ...(promocode && brand === 'ogo' ? { promocode } : {}),
      ...(referral ? { mgmPromoCode: referral } : {}),
      needCall: shop.needCall && { day: shop.needCall.day.trim(), from: shop.needCall.from, to: shop.needCall.to },
    },
  };
}

/** Today or tomorrow as YYYY-MM-DD on the Kyiv calendar, for iPost's delivery_date (spec section 5: 'Сьогодні'). */
export function ipostDeliveryDate(day: string, now: Date = new Date()): string {
  const today = kyivCalendarDate(now);
  return day === todayLabel ? today : addCalendarDays(today, 1);
}

/** Spec section 5: the day value that means today; any other value means tomorrow. */
export const todayLabel = 'Сьогодні';
export const tomorrowLabel = 'Завтра';
