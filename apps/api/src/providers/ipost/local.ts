// The courier service run in-process when iPost is not configured: the same rules as the real one (expiring tokens, a
// list of served cities, 422 {code, message} refusals), so that development and tests work offline.
import { kyivCalendarDate, kyivClock } from '@loyalty/domain/kyiv-time';
import { randomBytes } from 'node:crypto';
import { CourierError, type CourierAddress, type CourierService } from './provider.ts';

export interface LocalCourierOptions {
  /** Cities the courier serves; iPost's own list is wider, these are the ones the project relies on. */
  cities?: readonly string[];
  tokenTtlMs?: number;
  now?: () => Date;
  /** How far ahead a delivery can be booked. */
  maxDaysAhead?: number;
}

export const defaultCourierCities = ['Київ', 'Львів', 'Одеса', 'Дніпро', 'Харків'] as const;

/** The courier works 08:00-22:00 Kyiv time; a window must fit in it. */
const openingTime = '08:00';
const closingTime = '22:00';

export interface LocalCourierService extends CourierService {
  /** Addresses accepted so far, by order id: what a test or the operator can inspect. */
  readonly accepted: ReadonlyMap<string, CourierAddress & { reference: string }>;
}

export function createLocalCourierService(options: LocalCourierOptions = {}): LocalCourierService {
  const now = options.now ?? (() => new Date());
  const ttl = options.tokenTtlMs ?? 60 * 60 * 1000;
  const served = new Set((options.cities ?? defaultCourierCities).map(cityKey));
  const tokens = new Map<string, number>();
  const accepted = new Map<string, CourierAddress & { reference: string }>();

  function checkToken(token: string) {
    const expiresAt = tokens.get(token);
    if (expiresAt === undefined) throw refusal('invalid_token', 'Token is not valid');
    if (expiresAt <= now().getTime()) {
      tokens.delete(token);
      throw refusal('token_expired', 'Token has expired');
    }
  }

  return {
    name: 'local',
    accepted,
    async auth() {
      const token = randomBytes(24).toString('hex');
      const expiresAt = now().getTime() + ttl;
      tokens.set(token, expiresAt);
      return { token, expiresAt: new Date(expiresAt) };
    },
    async cityAvailable(token, city) {
      checkToken(token);
      if (typeof city !== 'string' || !city.trim()) throw refusal('invalid_city', 'city is required');
      return served.has(cityKey(city));
    },
    async sendAddress(token, address) {
      checkToken(token);
      validateAddress(address, now(), options.maxDaysAhead ?? 14);
      if (!served.has(cityKey(address.city))) throw refusal('city_not_served', `Courier does not deliver to ${address.city}`);
      const previous = accepted.get(address.order_id);
      if (previous) {
        // A resend of the same order (the retry rule) is accepted again, not booked twice; a different address is refused.
        if (sameAddress(previous, address)) return { accepted: true, reference: previous.reference };
        throw refusal('duplicate_order', `Order ${address.order_id} already has a courier address`);
      }
      const reference = `LOC-${randomBytes(5).toString('hex').toUpperCase()}`;
      accepted.set(address.order_id, { ...address, reference });
      return { accepted: true, reference };
    },
  };
}

/**
 * Field rules shared by the local service and the test fake of iPost's HTTP API: required text, a real calendar date
 * from today (Kyiv) up to maxDaysAhead, HH:MM times inside opening hours with from before to, and not already over.
 */
export function validateAddress(address: CourierAddress, now: Date, maxDaysAhead: number): void {
  const text = (field: keyof CourierAddress, max: number, required: boolean) => {
    const value: unknown = address[field];
    if (typeof value !== 'string') throw refusal('invalid_field', `${field} must be a string`);
    if (required && !value.trim()) throw refusal('invalid_field', `${field} is required`);
    if (value.length > max) throw refusal('invalid_field', `${field} is longer than ${max} characters`);
  };
  text('city', 100, true);
  text('street', 200, true);
  text('flat', 20, false);
  text('order_id', 64, true);
  text('comment', 500, false);
  text('delivery_date', 10, true);
  text('delivery_time_from', 5, true);
  text('delivery_time_to', 5, true);

  if (!isCalendarDate(address.delivery_date)) throw refusal('invalid_date', 'delivery_date must be a date as YYYY-MM-DD');
  const today = kyivCalendarDate(now);
  if (address.delivery_date < today) throw refusal('invalid_date', 'delivery_date is in the past');
  const last = kyivCalendarDate(new Date(now.getTime() + maxDaysAhead * 86_400_000));
  if (address.delivery_date > last) throw refusal('invalid_date', `delivery_date is more than ${maxDaysAhead} days ahead`);

  const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
  for (const field of ['delivery_time_from', 'delivery_time_to'] as const) {
    if (!timePattern.test(address[field])) throw refusal('invalid_time', `${field} must be a time as HH:MM`);
  }
  const { delivery_time_from: from, delivery_time_to: to } = address;
  if (from >= to) throw refusal('invalid_time', 'delivery_time_from must be before delivery_time_to');
  if (from < openingTime || to > closingTime)
    throw refusal('invalid_time', `the window must be within ${openingTime}-${closingTime}`);
  if (address.delivery_date === today && to <= kyivClock(now)) throw refusal('invalid_time', 'the window is already over');
}

function refusal(code: string, message: string): CourierError {
  return new CourierError(code, message, 422);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "м. Київ", " київ " and "Київ" are the same city. */
function cityKey(city: string): string {
  return city
    .trim()
    .replace(/^м\.\s*/i, '')
    .toLocaleLowerCase('uk-UA')
    .replace(/[\u2019\u02bc`ʼ]/g, "'");
}

function sameAddress(a: CourierAddress, b: CourierAddress): boolean {
  const fields: (keyof CourierAddress)[] = [
    'city',
    'street',
    'flat',
    'delivery_date',
    'delivery_time_from',
    'delivery_time_to',
    'order_id',
    'comment',
  ];
  return fields.every((field) => a[field] === b[field]);
}
