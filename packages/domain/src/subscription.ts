// The sticks subscription's rules that the server and the page share: its delivery day, what a month comes to and
// what a delivery needs from the profile (the server's deliveries skip a month for the same reasons).
import { kyivCalendarDate } from './kyiv-time.ts';

/** The 1st of the month after `now` on the Kyiv calendar: deliveries go out monthly from the start of a month. */
export function nextDeliveryDate(now: Date = new Date()): string {
  const [year = 0, month = 1] = kyivCalendarDate(now).split('-').map(Number);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-01`;
}

/**
 * A month's sticks in kopiyky at this catalogue price ("95.00" UAH a unit, as the wire gives it): an estimate, since
 * each delivery's order is priced from the catalogue on its day.
 */
export function monthlySubscriptionKop(unitPrice: string, packsPerMonth: number): number {
  return Math.round(Number(unitPrice) * 100) * packsPerMonth;
}

/** What a delivery reads from the customer's profile. */
export interface SubscriptionDeliveryFacts {
  firstName: string;
  lastName: string;
  cityRef: string | null;
  branchNumber: string;
  street: string;
  house: string;
}

/**
 * What the profile lacks for a delivery to go out, else null: the recipient's first and last name, then a place —
 * a Nova Poshta city with a branch, or with a street and house for the courier.
 */
export function subscriptionDeliveryNeeds(facts: SubscriptionDeliveryFacts): 'name' | 'address' | null {
  if (facts.firstName.trim() === '' || facts.lastName.trim() === '') return 'name';
  const hasPlace = facts.branchNumber !== '' || (facts.street !== '' && facts.house !== '');
  if (!facts.cityRef || !hasPlace) return 'address';
  return null;
}
