// The formatters of the language the operator chose (@loyalty/client/format, the same output as the customer app's):
// every screen formats through useFormat, never by hand.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatChange,
  formatDate,
  formatDateTime,
  formatHryvnias,
  formatNumber,
  formatPercent,
  formatUaPhone,
  formatXp,
  type DateStyle,
} from '@loyalty/client/format';

// The screens that format outside React (tables' cells, CSV) take the functions themselves.
export { formatDate, formatDateTime, formatHryvnias, formatNumber } from '@loyalty/client/format';

export type Formatters = ReturnType<typeof formattersFor>;

export function formattersFor(language: string) {
  return {
    language,
    dateTime: (value: string | Date) => formatDateTime(value, language),
    date: (value: string | Date, style?: DateStyle) => formatDate(value, language, style),
    number: (value: number) => formatNumber(value, language),
    xp: (value: number, signed?: boolean) => formatXp(value, language, signed),
    kop: (kop: number) => formatHryvnias(kop, language),
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
