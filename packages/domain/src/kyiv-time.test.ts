// The one Kyiv calendar module: days and months start at Kyiv's midnight, in winter (UTC+2) and summer (UTC+3).
import { describe, expect, it } from 'vitest';
import {
  kyivDayEnd,
  kyivDayStart,
  addCalendarDays,
  kyivCalendarDate,
  kyivClock,
  kyivMonthNumber,
  kyivMonthStart,
  kyivWallTime,
  kyivWeekdayAndMinute,
  ukrainianMonthGenitive,
} from './kyiv-time.ts';
import { ukrainianPluralForm } from './plural.ts';

describe('Kyiv calendar', () => {
  it('dates and clock follow Kyiv, not UTC', () => {
    expect(kyivCalendarDate(new Date('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
    expect(kyivCalendarDate(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
    expect(kyivCalendarDate(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
    expect(kyivClock(new Date('2026-01-15T10:05:00Z'))).toBe('12:05');
    expect(kyivClock(new Date('2026-07-15T10:05:00Z'))).toBe('13:05');
  });

  it('gives Kyiv’s weekday (Monday 0) and minute of the day, across midnight in UTC', () => {
    // Sunday 29 November 2026, 22:30 UTC is Monday 00:30 in Kyiv.
    expect(kyivWeekdayAndMinute(new Date('2026-11-29T22:30:00Z'))).toEqual({ weekday: 0, minute: 30 });
    expect(kyivWeekdayAndMinute(new Date('2026-11-29T21:59:00Z'))).toEqual({ weekday: 6, minute: 23 * 60 + 59 });
    expect(kyivWeekdayAndMinute(new Date('2026-07-15T10:05:00Z'))).toEqual({ weekday: 2, minute: 13 * 60 + 5 });
  });

  it('a month starts at Kyiv midnight of the 1st, in either offset and across a DST change', () => {
    expect(kyivMonthStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2025-12-31T22:00:00.000Z');
    expect(kyivMonthStart(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-06-30T21:00:00.000Z');
    // 2026-03-29 is the DST change: March began in winter time, April in summer time.
    expect(kyivMonthStart(new Date('2026-03-30T12:00:00Z')).toISOString()).toBe('2026-02-28T22:00:00.000Z');
    expect(kyivMonthStart(new Date('2026-03-31T21:30:00Z')).toISOString()).toBe('2026-03-31T21:00:00.000Z');
    // Asked again inside the same month (the cached answer) and just before it ends.
    expect(kyivMonthStart(new Date('2026-04-30T20:59:59Z')).toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(kyivMonthNumber(new Date('2026-12-31T22:30:00Z'))).toBe(1);
  });

  it('adds days on the calendar itself, over month, year and DST boundaries', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addCalendarDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(() => addCalendarDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('names months as a date says them, wrapping round the year', () => {
    expect(ukrainianMonthGenitive(1)).toBe('січня');
    expect(ukrainianMonthGenitive(12)).toBe('грудня');
    expect(ukrainianMonthGenitive(13)).toBe('січня');
  });
});

describe('Kyiv days as periods', () => {
  it('starts a day at Kyiv midnight and ends it a second before the next, in winter and in summer time', () => {
    expect(kyivDayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(kyivDayEnd('2026-01-15').toISOString()).toBe('2026-01-15T21:59:59.000Z');
    expect(kyivDayStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    expect(kyivDayEnd('2026-07-15').toISOString()).toBe('2026-07-15T20:59:59.000Z');
    // A carrier's wall-clock time, in winter and in summer time.
    expect(kyivWallTime('2026-01-15', '14:30:05').toISOString()).toBe('2026-01-15T12:30:05.000Z');
    expect(kyivWallTime('2026-07-15', '14:30').toISOString()).toBe('2026-07-15T11:30:00.000Z');
    expect(() => kyivWallTime('2026-07-15', '2 pm')).toThrow(RangeError);
    // The spring change (29 March 2026) makes that day 23 hours long.
    expect(kyivDayEnd('2026-03-29').getTime() + 1000 - kyivDayStart('2026-03-29').getTime()).toBe(23 * 3_600_000);
  });
});

describe('Ukrainian plurals', () => {
  it('chooses one, few and many as Ukrainian does', () => {
    const forms = { one: 'скан', few: 'скани', many: 'сканів' };
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => ukrainianPluralForm(n, forms))).toEqual([
      'сканів',
      'скан',
      'скани',
      'скани',
      'сканів',
      'сканів',
      'сканів',
      'сканів',
      'скан',
      'скани',
      'сканів',
      'скан',
      'сканів',
    ]);
  });
});
