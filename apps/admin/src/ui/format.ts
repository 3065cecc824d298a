// Dates, numbers, money and XP as staff read them, through Intl in the chosen language, on Kyiv's clock. One home:
// every screen formats through here (or the useFormat hook), never by hand.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { kyivTimeZone } from '@loyalty/domain/kyiv-time';
import { formatUaPhone } from '@loyalty/domain/phone-format';

const locales: Record<string, string> = { uk: 'uk-UA', en: 'en-GB' };
export const timeZone = kyivTimeZone;

export function localeOf(language: string): string {
  return locales[language] ?? 'uk-UA';
}

function parsed(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(iso: string | Date, language: string): string {
  const date = parsed(iso);
  if (!date) return String(iso);
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar date (a birth date, a Kyiv day of the dashboard: YYYY-MM-DD) in words: "15 квітня 1992 р.". */
export function formatDate(value: string | Date, language: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : parsed(value);
  if (!day) return String(value);
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: style };
  return new Intl.DateTimeFormat(localeOf(language), { timeZone, ...options }).format(day);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** XP with its sign when asked: "+1 500 XP". */
export function formatXp(value: number, language: string, signed = false): string {
  const number = new Intl.NumberFormat(localeOf(language), { signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
  return `${number} XP`;
}

/** Hryvnias as the customer app writes them ("1 817,00 грн"): the same words whatever the browser's ICU calls it. */
export function formatKop(kop: number, language: string): string {
  const amount = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    kop / 100,
  );
  return language === 'en' ? `${amount} UAH` : `${amount} грн`;
}

/** A phone as the app's sign-in writes it: "+380 67 113 00 11". */
export { formatUaPhone as formatPhone } from '@loyalty/domain/phone-format';

/** A change against the previous period: "+12 %", "−3 %", or null when there was nothing to compare with. */
export function formatChange(current: number, previous: number, language: string): string | null {
  if (previous === 0) return null;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format((current - previous) / previous);
}

/** A share as a percentage: 0.25 → "25 %". */
export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

export type Formatters = ReturnType<typeof formattersFor>;

export function formattersFor(language: string) {
  return {
    language,
    dateTime: (value: string | Date) => formatDateTime(value, language),
    date: (value: string | Date, style?: 'long' | 'medium' | 'short') => formatDate(value, language, style),
    number: (value: number) => formatNumber(value, language),
    xp: (value: number, signed?: boolean) => formatXp(value, language, signed),
    kop: (kop: number) => formatKop(kop, language),
    change: (current: number, previous: number) => formatChange(current, previous, language),
    percent: (share: number) => formatPercent(share, language),
    phone: formatUaPhone,
  };
}

/** The formatters of the language chosen now; a change of language formats again. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
