// When points expire, on the Kyiv calendar: a credit earned on day E expires on E + POINTS_EXPIRY_MONTHS
// (the last day of a shorter month when E's day is missing there), and the daily run of day D expires every lot whose
// expiry date is D or earlier. Pure rules: the ledger and the job (apps/api/src/modules/loyalty/expiry.ts) use them.
import { addCalendarDays, addCalendarMonths, kyivCalendarDate, kyivDayStart } from './kyiv-time.ts';

/** Days before an expiry date that a reminder goes out. */
export const expiryReminderStages = [30, 7] as const;
export type ExpiryReminderStage = (typeof expiryReminderStages)[number];

/** The Kyiv date on which points earned at `earnedAt` expire. */
export function expiryDateOf(earnedAt: Date, months: number): string {
  return addCalendarMonths(kyivCalendarDate(earnedAt), months);
}

/**
 * The last Kyiv earning date whose points have expired by `asOf`: adding months never decreases a date, so the
 * expired earning dates are exactly those up to this one.
 */
export function lastExpiredEarningDate(asOf: string, months: number): string {
  let date = addCalendarMonths(asOf, -months);
  // A clamped month end (31 March − 1 month = 28 February) can leave later days that also land on or before asOf.
  while (addCalendarMonths(addCalendarDays(date, 1), months) <= asOf) date = addCalendarDays(date, 1);
  return date;
}

/** Lots earned before this instant have expired as of the Kyiv day `asOf`. */
export function expiryCutoff(asOf: string, months: number): Date {
  return kyivDayStart(addCalendarDays(lastExpiredEarningDate(asOf, months), 1));
}

/** Whole days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Which reminder an expiry date is due for as of `asOf`: 30 when it is 8 to 30 days away, 7 when 1 to 7 days away
 * (a lot first seen within a week gets only the last one), none otherwise.
 */
export function reminderStageOf(expiresOn: string, asOf: string): ExpiryReminderStage | null {
  const days = daysBetween(asOf, expiresOn);
  if (days < 1 || days > 30) return null;
  return days <= 7 ? 7 : 30;
}
