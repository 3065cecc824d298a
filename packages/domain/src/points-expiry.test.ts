import { describe, expect, it } from 'vitest';
import { kyivCalendarDate } from './kyiv-time.ts';
import { expiryCutoff, expiryDateOf, lastExpiredEarningDate, reminderStageOf } from './points-expiry.ts';

describe('points expiry dates', () => {
  it('expires on the same Kyiv day N months later, clamped to a shorter month', () => {
    // 23:30 UTC on 31 January is already 1 February in Kyiv.
    expect(expiryDateOf(new Date('2026-01-31T23:30:00Z'), 12)).toBe('2027-02-01');
    expect(expiryDateOf(new Date('2026-01-31T10:00:00Z'), 1)).toBe('2026-02-28');
  });

  it('finds the last expired earning day, including days a month end folds together', () => {
    expect(lastExpiredEarningDate('2026-03-15', 12)).toBe('2025-03-15');
    // 29, 30 and 31 January + 1 month are all 28 February.
    expect(lastExpiredEarningDate('2026-02-28', 1)).toBe('2026-01-31');
    expect(lastExpiredEarningDate('2026-03-31', 1)).toBe('2026-02-28');
  });

  it('cuts at the Kyiv midnight after the last expired earning day, every earning instant agreeing with expiryDateOf', () => {
    const asOf = '2026-11-24';
    const cutoff = expiryCutoff(asOf, 12);
    expect(kyivCalendarDate(cutoff)).toBe('2025-11-25');
    expect(kyivCalendarDate(new Date(cutoff.getTime() - 1))).toBe('2025-11-24');
    for (const instant of [cutoff.getTime() - 1, cutoff.getTime(), cutoff.getTime() + 86_400_000]) {
      const expired = expiryDateOf(new Date(instant), 12) <= asOf;
      expect(expired).toBe(instant < cutoff.getTime());
    }
  });

  it('reminds 30 days before (8–30 days away) and 7 days before (1–7 days away)', () => {
    expect(reminderStageOf('2026-12-24', '2026-11-24')).toBe(30);
    expect(reminderStageOf('2026-12-02', '2026-11-24')).toBe(30);
    expect(reminderStageOf('2026-12-01', '2026-11-24')).toBe(7);
    expect(reminderStageOf('2026-11-25', '2026-11-24')).toBe(7);
    expect(reminderStageOf('2026-11-24', '2026-11-24')).toBeNull();
    expect(reminderStageOf('2026-12-25', '2026-11-24')).toBeNull();
  });
});
