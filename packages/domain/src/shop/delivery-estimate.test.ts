import { describe, expect, it } from 'vitest';
import { expectedDelivery } from './delivery-estimate.ts';

describe('expectedDelivery', () => {
  it('counts Nova Poshta days from the order day on Kyiv’s calendar', () => {
    // 23:30 UTC on the 28th is already the 29th in Kyiv.
    expect(expectedDelivery('2026-11-28T23:30:00.000Z', 1)).toEqual({ from: '2026-11-30', to: '2026-12-02' });
    expect(expectedDelivery('2026-11-28T10:00:00.000Z', 2)).toEqual({ from: '2026-11-29', to: '2026-12-01' });
  });

  it('expects an iPost courier the next day, across a month end', () => {
    expect(expectedDelivery('2026-11-30T09:00:00.000Z', 3)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('has no estimate without a valid order time', () => {
    expect(expectedDelivery('not a date', 1)).toBeNull();
  });
});
