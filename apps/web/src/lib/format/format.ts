// One format for money, dates and phones on every screen (issue 14): Intl with the app's language, Ukrainian by default
// ("1 699,00 грн", "31 грудня 2027 р.", "+380 67 123 45 67"). In a folder of its own, so it stays out of the first
// screen's core chunk (vite.config.ts groups only top-level src/lib files there).
import { kyivTimeZone } from '@loyalty/domain/kyiv-time';

export { formatUaPhone } from '@loyalty/domain/phone-format';

const localeOf = (language: string) => (language.startsWith('en') ? 'en-GB' : 'uk-UA');

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

/** An amount in UAH as the wire gives it ("1699.00", or a number) → "1 699,00" (the currency word is the text's). */
export function formatMoney(amount: string | number, language: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? moneyFormat(language).format(value) : String(amount);
}

/** Kopiyky → "1 699,00". */
export function formatKop(kop: number, language: string): string {
  return moneyFormat(language).format(kop / 100);
}

/** A calendar date ("2027-12-31") or an instant (ISO 8601) → "31 грудня 2027 р." on Kyiv's calendar. */
export function formatDate(value: string, language: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // A calendar date is no instant: read in UTC it stays the day it names.
    timeZone: dateOnly ? 'UTC' : kyivTimeZone,
  }).format(date);
}

/** An instant → "24 лист. 2026 р., 14:05" in Kyiv. */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: kyivTimeZone,
  }).format(date);
}
