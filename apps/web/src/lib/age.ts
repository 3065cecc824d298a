// Age from an ISO birth date, for the forms' 18+ hint (registration, verification); the server's check is the one that counts.
import { adultAgeYears } from '@/config/constants';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Full years lived on `today` (local calendar), or null for a malformed date. A 29 February birthday comes on 1 March. */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = isoDatePattern.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const todayMonth = today.getMonth() + 1;
  if (todayMonth < month || (todayMonth === month && today.getDate() < day)) age -= 1;
  return age;
}

export function isAdultOn(birthDate: string, today: Date = new Date()): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age >= adultAgeYears;
}

/** Today as yyyy-mm-dd in local time: the latest date a date picker should offer. */
export function localIsoDate(today: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}
