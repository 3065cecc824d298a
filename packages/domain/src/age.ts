// The 18+ rule: age in whole years on the Kyiv calendar, shared by the server (which decides) and the forms (a hint).

/** Adults only (spec section 1: an age-18 check is part of entry). */
export const adultAge = 18;
/** A birth date further back than this is a typo, not a customer. */
export const oldestPlausibleAge = 120;

function parts(isoDate: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Completed years from birthDate to today (both YYYY-MM-DD), negative for a date in the future. Someone born on
 * 29 February completes a year on 1 March in common years: (2, 28) is still before (2, 29).
 */
export function ageInYears(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = parts(birthDate);
  const [year, month, day] = parts(today);
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}
