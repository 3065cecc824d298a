// The one format of money, dates and phones: Ukrainian grouping and decimal comma, month names, Kyiv's calendar.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKop, formatMoney, formatUaPhone } from '@/lib/format/format';

const nbsp = /\u00a0|\u202f/g;
const plain = (text: string) => text.replace(nbsp, ' ');

describe('formatters', () => {
  it('writes money with a decimal comma and grouped thousands, never a dot', () => {
    expect(plain(formatMoney('1699.00', 'uk'))).toBe('1 699,00');
    expect(plain(formatMoney('95.5', 'uk'))).toBe('95,50');
    expect(plain(formatMoney(1180, 'uk'))).toBe('1 180,00');
    expect(plain(formatKop(118_000, 'uk'))).toBe('1 180,00');
    expect(formatMoney('1699.00', 'en')).toBe('1,699.00');
    expect(formatMoney('n/a', 'uk')).toBe('n/a');
  });

  it('writes dates with the month name: calendar dates as named, instants on the Kyiv calendar', () => {
    expect(formatDate('2027-12-31', 'uk')).toBe('31 грудня 2027 р.');
    // 22:30 UTC on 31 December is 1 January in Kyiv.
    expect(formatDate('2026-12-31T22:30:00Z', 'uk')).toBe('1 січня 2027 р.');
    expect(formatDate('2027-12-31', 'en')).toBe('31 December 2027');
    expect(plain(formatDateTime('2026-11-24T12:05:00Z', 'uk'))).toMatch(/^24 лист\. 2026 р\., 14:05$/);
    expect(formatDate('soon', 'uk')).toBe('soon');
  });

  it('shows phones as the login screen does', () => {
    expect(formatUaPhone('+380501234567')).toBe('+380 50 123 45 67');
  });
});
