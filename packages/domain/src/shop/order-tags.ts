// The tags an order carries (spec sections 5 and 9), including the call-back request tag.
import type { orderTags } from '../constants.ts';
import { kyivCalendarDate } from '../kyiv-time.ts';
import type { Brand } from './cart.ts';
import type { DeliveryMode } from './shipping.ts';

export type OrderTag = (typeof orderTags)[number];

/** The day choice of the call-back form: 'Сьогодні' (today); any other choice means tomorrow (spec section 5). */
export const callbackToday = 'Сьогодні';

export interface CallbackRequest {
  day: string;
  /** Start of the window, HH:MM on the Kyiv clock. */
  from: string;
  /** End of the window, HH:MM, later than from. */
  to: string;
}

export interface OrderTagsInput {
  brand: Brand;
  ageVerified: boolean;
  deliveryMode: DeliveryMode;
  /** The order holds velo test-drive items. */
  veloTestdrive: boolean;
  /** A referral (member-get-member) promo code was accepted for this order. */
  referralPromoUsed: boolean;
  callback?: CallbackRequest | null;
  now: Date;
}

/** A call-back window that cannot be a window; `field` names the part so the API answers 400 with it. */
export class CallbackWindowError extends Error {
  constructor(readonly field: 'from' | 'to') {
    super(`Call-back window ${field} is invalid`);
    this.name = 'CallbackWindowError';
  }
}

/** Spec section 5: 'Сьогодні' is today, anything else tomorrow, as a Kyiv calendar date YYYY-MM-DD. */
export function callbackDate(day: string, now: Date): string {
  const today = kyivCalendarDate(now);
  if (day.trim() === callbackToday) return today;
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  // Date.UTC carries the day over month and year ends; only the calendar date is read back, so UTC is safe here.
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The call-back tag, `call-back:YYYY-MM-DD:HH:MM-HH:MM` (date of the call, then the window). One tag keeps the date
 * and the window together, so the operator's order list can filter by prefix `call-back:`.
 */
export function callbackTag(request: CallbackRequest, now: Date): string {
  const from = request.from.trim();
  const to = request.to.trim();
  if (!clockTime.test(from)) throw new CallbackWindowError('from');
  // Zero-padded HH:MM compares correctly as text.
  if (!clockTime.test(to) || to <= from) throw new CallbackWindowError('to');
  return `call-back:${callbackDate(request.day, now)}:${from}-${to}`;
}

/** Every tag of the order in a stable order, without duplicates. */
export function orderTagsFor(input: OrderTagsInput): string[] {
  const tags: string[] = [];
  const add = (tag: OrderTag) => tags.push(tag);
  add('PWA');
  add('pwa_order');
  // Spec section 5: customers who are not age verified order as a pre-order.
  add(input.ageVerified ? 'or_age_verified' : 'pre-order');
  if (input.deliveryMode === 3) add('iPost');
  if (input.brand === 'ogo') add('ogo_design');
  if (input.veloTestdrive) add('velo_trial');
  if (input.referralPromoUsed) add('mgm_promo-code');
  if (input.callback) tags.push(callbackTag(input.callback, input.now));
  return [...new Set(tags)];
}
