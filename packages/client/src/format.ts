// One format for money, dates, numbers and phones in the web and admin apps: Intl with the app's language, Ukrainian
// by default ("1 699,00 грн", "31 грудня 2027 р.", "+380 67 123 45 67"), on Kyiv's calendar.
import { addCalendarDays, kyivCalendarDate, kyivTimeZone } from '@loyalty/domain/kyiv-time';

export { formatUaPhone } from '@loyalty/domain/phone-format';

/** The Intl locale of an app language. */
export const localeOf = (language: string) => (language.startsWith('en') ? 'en-GB' : 'uk-UA');

/** One formatter per locale and kind: making one costs far more than using it (lists show many values). */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** Kopiyky always (a ledger's column, where amounts align), or only when there are any (a price: "1 699", "95,50"). */
type Kopiyky = 'always' | 'when-any';

const moneyFormat = (language: string, kopiyky: Kopiyky) =>
  cached(
    `${localeOf(language)}:money:${kopiyky}`,
    () =>
      new Intl.NumberFormat(localeOf(language), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        ...(kopiyky === 'when-any' ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
      }),
  );

/**
 * Whole kopiyky in Ukrainian: what Intl.NumberFormat('uk-UA') writes (no-break space between thousands, decimal comma),
 * written directly. The first uk-UA NumberFormat of a page load costs about 30 ms of CPU while ICU loads the locale
 * (130 ms on Lighthouse's throttled phone, inside the first render of /shop, a product page and home: their total blocking
 * time). format.test.ts holds it equal to Intl's output.
 */
function ukrainianKop(kop: number, kopiyky: Kopiyky): string {
  const sign = kop < 0 || Object.is(kop, -0) ? '-' : '';
  const absolute = Math.abs(kop);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  if (kopiyky === 'when-any' && absolute % 100 === 0) return `${sign}${whole}`;
  return `${sign}${whole},${String(absolute % 100).padStart(2, '0')}`;
}

/** The amount in whole kopiyky when it has at most two decimals and fits exactly, else null (Intl writes it). */
function exactKop(value: number): number | null {
  const kop = Math.round(value * 100);
  // Within 10^11 UAH a double holds every kopiyka exactly enough for the check; beyond it Intl decides.
  if (!(Math.abs(kop) < 1e13) || Math.abs(value * 100 - kop) >= 1e-6) return null;
  return Object.is(value, -0) ? -0 : kop;
}

function formatAmount(value: number, language: string, kopiyky: Kopiyky): string {
  const kop = localeOf(language) === 'uk-UA' ? exactKop(value) : null;
  return kop === null ? moneyFormat(language, kopiyky).format(value) : ukrainianKop(kop, kopiyky);
}

/**
 * An amount in UAH as the wire gives it ("1699.00", or a number) → "1 699" or "95,50": a price as shops write it, the
 * kopiyky only when there are any, so a whole sum never wraps over ",00". The currency word is the text's, after a
 * no-break space ("{{amount}} грн" in the locale files).
 */
export function formatMoney(amount: string | number, language: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? formatAmount(value, language, 'when-any') : String(amount);
}

/** Kopiyky → "1 699" or "1 699,50", as formatMoney writes a price. */
export function formatKop(kop: number, language: string): string {
  return formatAmount(kop / 100, language, 'when-any');
}

/** Kopiyky with the currency word, where no text around says it (the back-office's tables, whose amounts align): "1 699,00 грн". */
export function formatHryvnias(kop: number, language: string): string {
  return `${formatAmount(kop / 100, language, 'always')} ${localeOf(language) === 'en-GB' ? 'UAH' : 'грн'}`;
}

export function formatNumber(value: number, language: string): string {
  return cached(`${localeOf(language)}:number`, () => new Intl.NumberFormat(localeOf(language))).format(value);
}

/** A share as a percentage: 0.25 → "25 %". */
export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** XP with its sign when asked: "1 600 XP", "+1 500 XP". The one way XP is written in both apps. */
export function formatXp(value: number, language: string, signed = false): string {
  // Whole XP in Ukrainian written directly, as ukrainianKop does for money: no ICU locale load inside a first render.
  if (localeOf(language) === 'uk-UA' && Number.isSafeInteger(value)) {
    const whole = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
    const sign = value < 0 ? '-' : signed && value > 0 ? '+' : '';
    return `${sign}${whole} XP`;
  }
  const format = cached(
    `${localeOf(language)}:xp:${signed}`,
    () => new Intl.NumberFormat(localeOf(language), { signDisplay: signed ? 'exceptZero' : 'auto' }),
  );
  return `${format.format(value)} XP`;
}

/** A change against the previous period: "+12%", "−3%", or null when there was nothing to compare with. */
export function formatChange(current: number, previous: number, language: string): string | null {
  if (previous === 0) return null;
  const format = cached(
    `${localeOf(language)}:change`,
    () => new Intl.NumberFormat(localeOf(language), { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }),
  );
  return format.format((current - previous) / previous);
}

export type DateStyle = 'long' | 'medium' | 'short';

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { dateStyle: 'medium' },
  short: { day: 'numeric', month: 'short' },
};

const dateTimeOptions: Record<'long' | 'medium', Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
};

function dateFormat(
  language: string,
  kind: DateStyle | 'dateTime:long' | 'dateTime:medium',
  timeZone: string,
): Intl.DateTimeFormat {
  const locale = localeOf(language);
  return cached(`${locale}:${kind}:${timeZone}`, () => {
    const options =
      kind === 'dateTime:long' ? dateTimeOptions.long : kind === 'dateTime:medium' ? dateTimeOptions.medium : dateOptions[kind];
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  });
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

function instant(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date ("2027-12-31") or an instant → "31 грудня 2027 р." on Kyiv's calendar ('long'); 'medium' is
 * "31 груд. 2027 р.", 'short' "31 груд.". What is not a date comes back as it came.
 */
export function formatDate(value: string | Date, language: string, style: DateStyle = 'long'): string {
  // A calendar date is no instant: read in UTC it stays the day it names.
  if (typeof value === 'string' && calendarDate.test(value)) {
    return dateFormat(language, style, 'UTC').format(new Date(`${value}T00:00:00Z`));
  }
  const date = instant(value);
  return date ? dateFormat(language, style, kyivTimeZone).format(date) : String(value);
}

/** Two calendar dates as one range, the shared month and year said once ("29 листопада – 1 грудня 2026 р."). */
export function formatDateRange(from: string, to: string, language: string): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${from} – ${to}`;
  return dateFormat(language, 'long', 'UTC').formatRange(start, end);
}

/**
 * An instant in Kyiv: 'long' → "24 листопада 2026 р. о 14:05", the customer app's one way, its month written out as
 * formatDate's; 'medium' → "24 лист. 2026 р., 14:05", the back office's narrower table cells.
 */
export function formatDateTime(value: string | Date, language: string, style: 'long' | 'medium' = 'medium'): string {
  const date = instant(value);
  return date ? dateFormat(language, `dateTime:${style}`, kyivTimeZone).format(date) : String(value);
}

/** The genitive weekdays, Monday first, that "до …" takes in Ukrainian ("до неділі"); Intl writes only the nominative. */
const ukrainianWeekdaysGenitive = ['понеділка', 'вівторка', 'середи', 'четверга', 'п’ятниці', 'суботи', 'неділі'];

export type LastDay = { kind: 'today' } | { kind: 'weekday' | 'date'; text: string };

/**
 * The last Kyiv day something runs, from its end (an exclusive instant: a campaign ending Monday 00:00 runs through
 * Sunday): today; within the week, the weekday in the case "до …" takes ("неділі", "Sunday"); else the day and month
 * ("12 грудня").
 */
export function lastDayOf(endsAt: string | Date, language: string, now: Date = new Date()): LastDay | null {
  const end = instant(endsAt);
  if (!end) return null;
  const lastDay = kyivCalendarDate(new Date(end.getTime() - 1));
  const today = kyivCalendarDate(now);
  if (lastDay <= today) return { kind: 'today' };
  if (lastDay < addCalendarDays(today, 7)) {
    const noon = new Date(`${lastDay}T12:00:00Z`);
    if (localeOf(language) === 'uk-UA') {
      return { kind: 'weekday', text: ukrainianWeekdaysGenitive[(noon.getUTCDay() + 6) % 7] ?? '' };
    }
    const weekday = cached(
      `${localeOf(language)}:weekday`,
      () => new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' }),
    );
    return { kind: 'weekday', text: weekday.format(noon) };
  }
  const dayMonth = cached(
    `${localeOf(language)}:dayMonth`,
    () => new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  );
  return { kind: 'date', text: dayMonth.format(new Date(`${lastDay}T12:00:00Z`)) };
}
