// An offer's validity typed as Kyiv calendar dates: from the first day's Kyiv midnight to the last second of the last
// day, through the one Kyiv-time module (a fixed +02:00 was an hour off in summer time).
import { kyivCalendarDate, kyivDayEnd, kyivDayStart } from '@loyalty/domain/kyiv-time';

export function kyivValidity(from: string, to: string): { valid_from: string; valid_to: string } {
  return { valid_from: kyivDayStart(from).toISOString(), valid_to: kyivDayEnd(to).toISOString() };
}

/** The Kyiv calendar date of an instant, as a date field shows it (its UTC date is the day before at Kyiv midnight). */
export const kyivDateOf = (instant: string): string => kyivCalendarDate(new Date(instant));
