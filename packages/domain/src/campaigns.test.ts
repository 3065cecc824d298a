import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveStatus,
  effectXp,
  factMatches,
  holdoutBucket,
  inHoldout,
  limitPeriodStarts,
  limitReached,
  type CampaignFact,
  type CampaignRules,
} from './campaigns.ts';

// Saturday 2026-11-28 12:00 in Kyiv (UTC+2).
const saturdayNoon = new Date('2026-11-28T10:00:00Z');

const sticksWeekend: CampaignRules = {
  id: 7,
  brand: 'glo',
  trigger: 'pack_code_credited',
  status: 'active',
  conditions: { code_kinds: ['sticks'], days_of_week: [6, 7] },
  startsAt: new Date('2026-11-27T22:00:00Z'),
  endsAt: new Date('2026-11-29T22:00:00Z'),
};

function scanFact(overrides: Partial<CampaignFact> = {}): CampaignFact {
  return {
    trigger: 'pack_code_credited',
    brand: 'glo',
    at: saturdayNoon,
    baseXp: 10,
    items: [{ kind: 'sticks', variantId: 3, productId: 2, categoryId: 1 }],
    ...overrides,
  };
}

describe('factMatches', () => {
  it('matches a sticks code on the weekend, in its dates and brand', () => {
    expect(factMatches(sticksWeekend, scanFact())).toBe(true);
  });

  it('refuses another kind, brand, trigger, day, a paused campaign or a fact outside its dates', () => {
    expect(factMatches(sticksWeekend, scanFact({ items: [{ kind: 'velo' }] }))).toBe(false);
    expect(factMatches(sticksWeekend, scanFact({ brand: 'ogo' }))).toBe(false);
    expect(factMatches(sticksWeekend, scanFact({ trigger: 'order_paid' }))).toBe(false);
    // Friday 23:30 in Kyiv is still before the weekend (21:30 UTC), and before starts_at.
    expect(factMatches(sticksWeekend, scanFact({ at: new Date('2026-11-27T21:30:00Z') }))).toBe(false);
    expect(factMatches({ ...sticksWeekend, status: 'paused' }, scanFact())).toBe(false);
    expect(factMatches(sticksWeekend, scanFact({ at: new Date('2026-11-29T22:00:00Z') }))).toBe(false);
  });

  it('reads the day of week and the time window on the Kyiv clock, not UTC', () => {
    const sunday = { ...sticksWeekend, conditions: { days_of_week: [7] }, startsAt: null, endsAt: null };
    // 2026-11-29 23:30 UTC is Monday 01:30 in Kyiv.
    expect(factMatches(sunday, scanFact({ at: new Date('2026-11-29T21:30:00Z') }))).toBe(true);
    expect(factMatches(sunday, scanFact({ at: new Date('2026-11-29T23:30:00Z') }))).toBe(false);
    const night = { ...sunday, conditions: { time_from: '22:00', time_until: '02:00' } };
    expect(factMatches(night, scanFact({ at: new Date('2026-11-29T23:30:00Z') }))).toBe(true);
    expect(factMatches(night, scanFact({ at: saturdayNoon }))).toBe(false);
  });

  it('matches an order by any line of the product, category or variant', () => {
    const campaign: CampaignRules = {
      ...sticksWeekend,
      trigger: 'order_paid',
      conditions: { category_ids: [5] },
    };
    const order = scanFact({ trigger: 'order_paid', baseXp: 0, items: [{ categoryId: 4 }, { categoryId: 5 }] });
    expect(factMatches(campaign, order)).toBe(true);
    expect(factMatches(campaign, { ...order, items: [{ categoryId: 4 }] })).toBe(false);
  });

  it('keeps first-time-only, nth scan and custom event names', () => {
    expect(factMatches({ ...sticksWeekend, conditions: { first_time_only: true } }, scanFact())).toBe(false);
    expect(factMatches({ ...sticksWeekend, conditions: { first_time_only: true } }, scanFact({ firstTime: true }))).toBe(true);
    const third = { ...sticksWeekend, trigger: 'nth_scan_of_month' as const, conditions: { nth_scan: 3 } };
    expect(factMatches(third, scanFact({ trigger: 'nth_scan_of_month', monthScanNumber: 3 }))).toBe(true);
    expect(factMatches(third, scanFact({ trigger: 'nth_scan_of_month', monthScanNumber: 4 }))).toBe(false);
    const quiz = { ...sticksWeekend, trigger: 'custom_event' as const, conditions: { event_name: 'quiz' } };
    expect(factMatches(quiz, scanFact({ trigger: 'custom_event', eventName: 'quiz', items: [] }))).toBe(true);
    expect(factMatches(quiz, scanFact({ trigger: 'custom_event', eventName: 'poll', items: [] }))).toBe(false);
  });
});

describe('scheduled campaigns', () => {
  it('run from their start without a job moving them, and read as active then, ended after their end', () => {
    const scheduled = { ...sticksWeekend, status: 'scheduled' as const };
    expect(factMatches(scheduled, scanFact())).toBe(true);
    expect(factMatches(scheduled, scanFact({ at: new Date('2026-11-27T21:00:00Z') }))).toBe(false);
    expect(effectiveStatus(scheduled, new Date('2026-11-27T21:00:00Z'))).toBe('scheduled');
    expect(effectiveStatus(scheduled, saturdayNoon)).toBe('active');
    expect(effectiveStatus(sticksWeekend, new Date('2026-11-30T00:00:00Z'))).toBe('ended');
    expect(effectiveStatus({ ...sticksWeekend, status: 'draft' }, new Date('2026-11-30T00:00:00Z'))).toBe('draft');
  });
});

describe('effectXp', () => {
  it('adds fixed XP, or the extra of a multiplier rounded down and capped', () => {
    expect(effectXp({ kind: 'fixed_xp', xp: 50 }, 0)).toBe(50);
    expect(effectXp({ kind: 'multiplier', factor: 2 }, 10)).toBe(10);
    expect(effectXp({ kind: 'multiplier', factor: 1.5 }, 7)).toBe(3);
    expect(effectXp({ kind: 'multiplier', factor: 1.1 }, 10)).toBe(1);
    expect(effectXp({ kind: 'multiplier', factor: 3, max_xp: 15 }, 10)).toBe(15);
  });

  it('never answers a negative or fractional amount, nor more than the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
        (hundredths, base, cap) => {
          const xp = effectXp({ kind: 'multiplier', factor: hundredths / 100, max_xp: cap }, base);
          expect(Number.isSafeInteger(xp)).toBe(true);
          expect(xp).toBeGreaterThanOrEqual(0);
          expect(xp).toBeLessThanOrEqual(Math.min(cap ?? Infinity, (base * (hundredths - 100)) / 100));
        },
      ),
    );
  });
});

describe('limits', () => {
  it('starts the day, week (Monday) and month at Kyiv midnight', () => {
    const starts = limitPeriodStarts(saturdayNoon);
    expect(starts.day.toISOString()).toBe('2026-11-27T22:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(starts.month.toISOString()).toBe('2026-10-31T22:00:00.000Z');
  });

  it('is reached when any period already holds its number of credits', () => {
    const none = { day: 0, week: 0, month: 0, campaign: 0 };
    expect(limitReached({}, { day: 99, week: 99, month: 99, campaign: 99 })).toBe(false);
    expect(limitReached({ per_day: 1 }, none)).toBe(false);
    expect(limitReached({ per_day: 1 }, { ...none, day: 1 })).toBe(true);
    expect(limitReached({ per_week: 3 }, { ...none, week: 3 })).toBe(true);
    expect(limitReached({ per_month: 3 }, { ...none, month: 2 })).toBe(false);
    expect(limitReached({ per_campaign: 1 }, { ...none, campaign: 1 })).toBe(true);
  });
});

describe('holdout', () => {
  it('is stable per customer and campaign, and takes about its share', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (campaignId, customerId) => {
        expect(holdoutBucket(campaignId, customerId)).toBe(holdoutBucket(campaignId, customerId));
        expect(inHoldout(campaignId, customerId, 0)).toBe(false);
        expect(inHoldout(campaignId, customerId, 100)).toBe(true);
      }),
    );
    let held = 0;
    for (let customerId = 1; customerId <= 10_000; customerId += 1) if (inHoldout(42, customerId, 10)) held += 1;
    expect(held).toBeGreaterThan(900);
    expect(held).toBeLessThan(1100);
  });
});
