import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CallbackWindowError, callbackDate, callbackTag, orderTagsFor, type OrderTagsInput } from './order-tags.ts';

// 10:00 in Kyiv on 21 November 2026 (UTC+2).
const now = new Date('2026-11-21T08:00:00Z');

function input(overrides: Partial<OrderTagsInput> = {}): OrderTagsInput {
  return { brand: 'glo', ageVerified: true, deliveryMode: 1, veloTestdrive: false, referralPromoUsed: false, now, ...overrides };
}

describe('orderTagsFor', () => {
  it('always tags PWA and pwa_order, plus or_age_verified for a verified customer', () => {
    expect(orderTagsFor(input())).toEqual(['PWA', 'pwa_order', 'or_age_verified']);
  });

  it('tags a customer who is not age verified as pre-order', () => {
    expect(orderTagsFor(input({ ageVerified: false }))).toEqual(['PWA', 'pwa_order', 'pre-order']);
  });

  it('adds iPost, ogo_design, velo_trial, mgm_promo-code and the call-back tag when they apply', () => {
    const tags = orderTagsFor(
      input({
        brand: 'ogo',
        deliveryMode: 3,
        veloTestdrive: true,
        referralPromoUsed: true,
        callback: { day: 'Сьогодні', from: '12:00', to: '14:00' },
      }),
    );
    expect(tags).toEqual([
      'PWA',
      'pwa_order',
      'or_age_verified',
      'iPost',
      'ogo_design',
      'velo_trial',
      'mgm_promo-code',
      'call-back:2026-11-21:12:00-14:00',
    ]);
  });

  it('never repeats a tag (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('glo' as const, 'ogo' as const),
        fc.boolean(),
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        fc.boolean(),
        fc.boolean(),
        (brand, ageVerified, deliveryMode, veloTestdrive, referralPromoUsed) => {
          const tags = orderTagsFor(input({ brand, ageVerified, deliveryMode, veloTestdrive, referralPromoUsed }));
          expect(new Set(tags).size).toBe(tags.length);
          expect(tags.includes('pre-order')).toBe(!ageVerified);
          expect(tags.includes('or_age_verified')).toBe(ageVerified);
        },
      ),
    );
  });
});

describe('callbackDate', () => {
  it('means today for Сьогодні and tomorrow for anything else', () => {
    expect(callbackDate('Сьогодні', now)).toBe('2026-11-21');
    expect(callbackDate('Завтра', now)).toBe('2026-11-22');
  });

  it('uses the Kyiv calendar and carries over month and year ends', () => {
    // 22:30 UTC on 31 December is already 1 January in Kyiv.
    const newYear = new Date('2026-12-31T22:30:00Z');
    expect(callbackDate('Сьогодні', newYear)).toBe('2027-01-01');
    expect(callbackDate('Завтра', new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(callbackDate('Завтра', new Date('2028-02-28T12:00:00Z'))).toBe('2028-02-29');
  });
});

describe('callbackTag', () => {
  it('formats call-back:date:from-to', () => {
    expect(callbackTag({ day: 'Завтра', from: '09:00', to: '10:30' }, now)).toBe('call-back:2026-11-22:09:00-10:30');
  });

  it('rejects a window that is not HH:MM or ends before it starts, naming the part', () => {
    const field = (from: string, to: string) => {
      try {
        callbackTag({ day: 'Сьогодні', from, to }, now);
      } catch (error) {
        return error instanceof CallbackWindowError ? error.field : 'other error';
      }
      return 'no error';
    };
    expect(field('9:00', '10:00')).toBe('from');
    expect(field('24:00', '10:00')).toBe('from');
    expect(field('10:00', '10:00')).toBe('to');
    expect(field('10:00', '09:59')).toBe('to');
    expect(field('10:00', '10:60')).toBe('to');
    expect(field('10:00', '10:01')).toBe('no error');
  });
});
