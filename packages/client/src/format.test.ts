// The formatters' one output for both apps: what the back-office shows, and the date styles it asks for.
import { describe, expect, it } from 'vitest';
import { formatChange, formatDate, formatDateTime, formatHryvnias, formatNumber, formatUaPhone as formatPhone, formatXp } from './format.ts';

// Intl separates groups with a no-break space in Ukrainian.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatters', () => {
  it('writes a birth date in words, Ukrainian or English', () => {
    expect(formatDate('1992-04-15', 'uk')).toBe('15 квітня 1992 р.');
    expect(formatDate('1992-04-15', 'en')).toBe('15 April 1992');
  });

  it('writes a moment on Kyiv time', () => {
    // 21:30 UTC on 31 October is 23:30 in Kyiv (EET, UTC+2, after the clocks went back).
    expect(plain(formatDateTime('2026-10-31T21:30:00Z', 'uk'))).toContain('23:30');
    expect(plain(formatDateTime('2026-10-31T21:30:00Z', 'en'))).toBe('31 Oct 2026, 23:30');
  });

  it('groups numbers and money the Ukrainian way', () => {
    expect(plain(formatNumber(1234567, 'uk'))).toBe('1 234 567');
    expect(plain(formatHryvnias(181700, 'uk'))).toBe('1 817,00 грн');
    expect(plain(formatXp(1500, 'uk', true))).toBe('+1 500 XP');
    expect(plain(formatXp(-20, 'en', true))).toBe('-20 XP');
    expect(formatXp(1600, 'uk')).toBe('1\u00a0600 XP');
    expect(plain(formatHryvnias(181700, 'en'))).toBe('1,817.00 UAH');
    expect(formatPhone('+380671130011')).toBe('+380 67 113 00 11');
  });

  it('writes whole XP in Ukrainian as Intl does, without loading it', () => {
    for (const value of [0, 7, 999, 1000, 1600, 25_000, 1_234_567, -20, -1500]) {
      for (const signed of [false, true]) {
        const intl = new Intl.NumberFormat('uk-UA', { signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);
        expect(formatXp(value, 'uk', signed)).toBe(`${intl} XP`);
      }
    }
  });

  it('gives the change against the previous period, or nothing when there was none', () => {
    expect(plain(formatChange(120, 100, 'uk'))).toBe('+20%');
    expect(plain(formatChange(90, 100, 'en'))).toBe('-10%');
    expect(formatChange(5, 0, 'uk')).toBeNull();
  });

  it('leaves what is not a date as it came', () => {
    expect(formatDate('not a date', 'uk')).toBe('not a date');
  });
});
