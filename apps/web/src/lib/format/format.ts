// One format for money, dates and phones on every screen: Intl with the app's language, Ukrainian by default
// ("1 699,00 грн", "31 грудня 2027 р.", "+380 67 123 45 67"). In a folder of its own, so it stays out of the first
// screen's core chunk (vite.config.ts groups only top-level src/lib files there).
import { kyivTimeZone } from '@loyalty/domain/kyiv-time';

export { formatUaPhone } from '@loyalty/domain/phone-format';

/** The Intl locale of an app language. */
export const localeOf = (language: string) => (language.startsWith('en') ? 'en-GB' : 'uk-UA');

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(language: string): Intl.NumberFormat {
  const locale = localeOf(language);
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format;
}

/**
 * Whole kopiyky in Ukrainian: what Intl.NumberFormat('uk-UA') writes (no-break space between thousands, decimal comma),
 * written directly. The first uk-UA NumberFormat of a page load costs about 30 ms of CPU while ICU loads the locale
 * (130 ms on Lighthouse's throttled phone, inside the first render of /shop, a product page and home: their total blocking
 * time). format.test.ts holds it equal to Intl's output.
 */
function ukrainianKop(kop: number): string {
  const sign = kop < 0 || Object.is(kop, -0) ? '-' : '';
  const absolute = Math.abs(kop);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${whole},${String(absolute % 100).padStart(2, '0')}`;
}

/** The amount in whole kopiyky when it has at most two decimals and fits exactly, else null (Intl writes it). */
function exactKop(value: number): number | null {
  const kop = Math.round(value * 100);
  // Within 10^11 UAH a double holds every kopiyka exactly enough for the check; beyond it Intl decides.
  if (!(Math.abs(kop) < 1e13) || Math.abs(value * 100 - kop) >= 1e-6) return null;
  return Object.is(value, -0) ? -0 : kop;
}

function formatAmount(value: number, language: string): string {
  const kop = localeOf(language) === 'uk-UA' ? exactKop(value) : null;
  return kop === null ? moneyFormat(language).format(value) : ukrainianKop(kop);
}

/** An amount in UAH as the wire gives it ("1699.00", or a number) → "1 699,00" (the currency word is the text's). */
export function formatMoney(amount: string | number, language: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? formatAmount(value, language) : String(amount);
}

/** Kopiyky → "1 699,00". */
export function formatKop(kop: number, language: string): string {
  return formatAmount(kop / 100, language);
}

/** One DateTimeFormat per language and kind: making one costs far more than using it (lists show many dates). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, kind: 'calendarDate' | 'kyivDate' | 'kyivDateTime'): Intl.DateTimeFormat {
  const locale = localeOf(language);
  const key = `${locale}:${kind}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'kyivDateTime'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: kyivTimeZone }
        : // A calendar date is no instant: read in UTC it stays the day it names.
          { day: 'numeric', month: 'long', year: 'numeric', timeZone: kind === 'calendarDate' ? 'UTC' : kyivTimeZone },
    );
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar date ("2027-12-31") or an instant (ISO 8601) → "31 грудня 2027 р." on Kyiv's calendar. */
export function formatDate(value: string, language: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, dateOnly ? 'calendarDate' : 'kyivDate').format(date);
}

/** Two calendar dates as one range, the shared month and year said once ("29 листопада – 1 грудня 2026 р."). */
export function formatDateRange(from: string, to: string, language: string): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  return dateFormat(language, 'calendarDate').formatRange(start, end);
}

/** An instant → "24 лист. 2026 р., 14:05" in Kyiv. */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, 'kyivDateTime').format(date);
}
