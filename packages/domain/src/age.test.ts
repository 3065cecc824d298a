import { describe, expect, it } from 'vitest';
import { ageInYears } from './age.ts';
import { kyivCalendarDate } from './kyiv-time.ts';

describe('ageInYears', () => {
  it('counts completed years, turning on the birthday itself', () => {
    expect(ageInYears('2008-11-21', '2026-11-20')).toBe(17);
    expect(ageInYears('2008-11-21', '2026-11-21')).toBe(18);
  });

  it('lets someone born on 29 February come of age on 1 March in common years', () => {
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('is negative for a birth date in the future', () => {
    expect(ageInYears('2030-01-01', '2026-11-21')).toBeLessThan(0);
  });
});

describe('kyivCalendarDate', () => {
  it('starts the day at Kyiv midnight, not UTC midnight', () => {
    // 22:30 UTC on 20 November is already 21 November in Kyiv (UTC+2 in winter).
    expect(kyivCalendarDate(new Date('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
    expect(kyivCalendarDate(new Date('2026-11-20T21:30:00Z'))).toBe('2026-11-20');
  });
});
