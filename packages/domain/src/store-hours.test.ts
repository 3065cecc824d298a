import { describe, expect, it } from 'vitest';
import { openingStateAt, parseStoreHours, type WeeklyHours } from './store-hours.ts';

/** An instant by Kyiv's wall clock in the week of Monday 30 November 2026 (winter time, UTC+2). */
function kyiv(weekday: 'Пн' | 'Вт' | 'Ср' | 'Чт' | 'Пт' | 'Сб' | 'Нд', clock: string): Date {
  const day = 30 + ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Нд'].indexOf(weekday);
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, day, (hours ?? 0) - 2, minutes ?? 0));
}

function parsed(text: string): WeeklyHours {
  const week = parseStoreHours(text);
  if (!week) throw new Error(`${text} does not parse`);
  return week;
}

describe('parseStoreHours', () => {
  it('reads the demo formats: every day, a day range, two rules and «Щодня»', () => {
    expect(parsed('Пн–Нд 10:00–22:00')).toEqual(Array.from({ length: 7 }, () => ({ from: 600, to: 1320 })));
    const street = parsed('Пн–Пт 08:00–21:00, Сб–Нд 09:00–20:00');
    expect(street[4]).toEqual({ from: 480, to: 1260 });
    expect(street[5]).toEqual({ from: 540, to: 1200 });
    expect(parsed('Щодня 07:00–23:00')[6]).toEqual({ from: 420, to: 1380 });
  });

  it('takes a hyphen for the dash, single days, a range over the weekend, days off and a later rule over an earlier', () => {
    const week = parsed('Щодня 09:00-21:00, Пт-Пн 10:00–18:00, Ср вихідний');
    expect(week[0]).toEqual({ from: 600, to: 1080 });
    expect(week[1]).toEqual({ from: 540, to: 1260 });
    expect(week[2]).toBeNull();
    expect(week[4]).toEqual({ from: 600, to: 1080 });
    // Days no rule names are closed.
    expect(parsed('Пн 09:00–18:00').slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it('reads overnight spans, 24:00 and around the clock', () => {
    expect(parsed('Пт–Сб 20:00–02:00')[4]).toEqual({ from: 1200, to: 120 });
    expect(parsed('Пн–Нд 08:00–24:00')[0]).toEqual({ from: 480, to: 1440 });
    expect(parsed('Цілодобово')).toEqual(Array.from({ length: 7 }, () => ({ from: 0, to: 1440 })));
    expect(parsed('Пн–Пт цілодобово, Сб–Нд вихідний')[5]).toBeNull();
  });

  it('refuses free text, impossible clocks and an empty span', () => {
    for (const text of [
      'з 9 до 18',
      'Пн–Нд 10:00',
      'Пн–Нд 25:00–26:00',
      'Пн–Нд 10:60–22:00',
      'Пн–Нд 10:00–10:00',
      'Mo–Fr 09:00–18:00',
      '',
      'Пн–Нд 00:00–24:01',
    ]) {
      expect(parseStoreHours(text), text).toBeNull();
    }
  });
});

describe('openingStateAt (Kyiv time)', () => {
  const mall = parsed('Пн–Нд 10:00–22:00');

  it('is open until the closing time, closed from it until the next opening', () => {
    expect(openingStateAt(mall, kyiv('Пн', '10:00'))).toEqual({ open: true, closesAt: '22:00' });
    expect(openingStateAt(mall, kyiv('Пн', '21:59'))).toEqual({ open: true, closesAt: '22:00' });
    expect(openingStateAt(mall, kyiv('Пн', '09:30'))).toEqual({ open: false, opensAt: '10:00', inDays: 0, weekday: 0 });
    expect(openingStateAt(mall, kyiv('Пн', '22:00'))).toEqual({ open: false, opensAt: '10:00', inDays: 1, weekday: 1 });
    // Sunday night opens on Monday: the week wraps.
    expect(openingStateAt(mall, kyiv('Нд', '23:00'))).toEqual({ open: false, opensAt: '10:00', inDays: 1, weekday: 0 });
  });

  it('uses Kyiv’s clock, not the UTC one', () => {
    // 08:30 UTC on Monday is 10:30 in Kyiv.
    expect(openingStateAt(mall, new Date(Date.UTC(2026, 10, 30, 8, 30)))).toEqual({ open: true, closesAt: '22:00' });
    // In summer Kyiv is UTC+3: 06:30 UTC is 09:30, still closed.
    expect(openingStateAt(mall, new Date(Date.UTC(2026, 6, 6, 6, 30))).open).toBe(false);
  });

  it('keeps an overnight span open after midnight, into a day that is itself closed', () => {
    const bar = parsed('Пт–Сб 20:00–02:00');
    expect(openingStateAt(bar, kyiv('Пт', '23:00'))).toEqual({ open: true, closesAt: '02:00' });
    expect(openingStateAt(bar, kyiv('Нд', '01:30'))).toEqual({ open: true, closesAt: '02:00' });
    expect(openingStateAt(bar, kyiv('Нд', '02:00'))).toEqual({ open: false, opensAt: '20:00', inDays: 5, weekday: 4 });
    // Sunday's night runs into Monday morning across the week's end.
    const sunday = parsed('Нд 22:00–03:00');
    expect(openingStateAt(sunday, kyiv('Пн', '02:00'))).toEqual({ open: true, closesAt: '03:00' });
  });

  it('skips closed days to the next opening', () => {
    const street = parsed('Пн–Пт 08:00–21:00, Сб–Нд вихідний');
    expect(openingStateAt(street, kyiv('Пт', '21:30'))).toEqual({ open: false, opensAt: '08:00', inDays: 3, weekday: 0 });
    expect(openingStateAt(street, kyiv('Сб', '12:00'))).toEqual({ open: false, opensAt: '08:00', inDays: 2, weekday: 0 });
  });

  it('joins a night into the next day’s hours and knows a store that never closes or never opens', () => {
    const late = parsed('Щодня 08:00–02:00, Сб 00:00–23:00');
    // Friday 08:00 until Saturday 02:00 runs on into Saturday's hours: one opening until 23:00.
    expect(openingStateAt(late, kyiv('Пт', '23:00'))).toEqual({ open: true, closesAt: '23:00' });
    expect(openingStateAt(parsed('Цілодобово'), kyiv('Ср', '03:00'))).toEqual({ open: true, closesAt: null });
    expect(openingStateAt(parsed('Пн–Нд вихідний'), kyiv('Ср', '03:00'))).toEqual({ open: false, opensAt: null });
  });
});
