// The forms' 18+ hint (registration, verification) by the same rule the server decides with (@loyalty/domain/age).
import { adultAge, ageInYears } from '@loyalty/domain/age';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function isAdultOn(birthDate: string, today: Date = new Date()): boolean {
  return isoDatePattern.test(birthDate) && ageInYears(birthDate, kyivCalendarDate(today)) >= adultAge;
}

/** Today in Kyiv as yyyy-mm-dd: the latest date a date picker should offer. */
export function localIsoDate(today: Date = new Date()): string {
  return kyivCalendarDate(today);
}
