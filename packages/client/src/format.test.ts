// The formatters' one output for both apps: what the back-office shows, and the date styles it asks for.
import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatDate,
  formatDateTime,
  formatHryvnias,
  formatNumber,
  formatUaPhone as formatPhone,
  formatXp,
  lastDayOf,
} from './format.ts';

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

describe('lastDayOf', () => {
  // Wednesday 25 November 2026, noon in Kyiv.
  const now = new Date('2026-11-25T10:00:00Z');

  it('says today when the end falls today in Kyiv', () => {
    expect(lastDayOf('2026-11-25T20:00:00Z', 'uk', now)).toEqual({ kind: 'today' });
  });

  it('names the last day within a week in the case "до" takes, the exclusive end counting the day before', () => {
    // Monday 00:00 Kyiv is Sunday 22:00 UTC: the campaign runs through Sunday.
    expect(lastDayOf('2026-11-29T22:00:00Z', 'uk', now)).toEqual({ kind: 'weekday', text: 'неділі' });
    expect(lastDayOf('2026-11-27T12:00:00Z', 'uk', now)).toEqual({ kind: 'weekday', text: 'п’ятниці' });
    expect(lastDayOf('2026-11-29T22:00:00Z', 'en', now)).toEqual({ kind: 'weekday', text: 'Sunday' });
  });

  it('gives the day and month from a week on', () => {
    expect(lastDayOf('2026-12-02T12:00:00Z', 'uk', now)).toEqual({ kind: 'date', text: '2 грудня' });
    expect(lastDayOf('2026-12-12T12:00:00Z', 'en', now)).toEqual({ kind: 'date', text: '12 December' });
    expect(lastDayOf('not a date', 'uk', now)).toBeNull();
  });
});
