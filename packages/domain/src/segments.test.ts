import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerMatchesSegment, type SegmentFacts } from './segments.ts';

const now = new Date('2026-11-28T12:00:00Z');
const day = 86_400_000;
const facts: SegmentFacts = {
  lastCreditedScanAt: new Date(now.getTime() - 40 * day),
  tierLevelId: 7,
  lastDeliveryCity: ' Київ ',
  ordersCount: 3,
  balance: 250,
  registeredOn: '2026-03-01',
  treatedCampaignIds: [4],
};

describe('customerMatchesSegment', () => {
  it('matches every customer with no rules', () => {
    expect(customerMatchesSegment({}, facts, now)).toBe(true);
  });

  it('last scan more than N days ago: a scan exactly N days ago is recent, never scanning matches', () => {
    expect(customerMatchesSegment({ lastScanMoreThanDays: 30 }, facts, now)).toBe(true);
    expect(customerMatchesSegment({ lastScanMoreThanDays: 40 }, facts, now)).toBe(false);
    expect(customerMatchesSegment({ lastScanMoreThanDays: 41 }, facts, now)).toBe(false);
    expect(customerMatchesSegment({ lastScanMoreThanDays: 1 }, { ...facts, lastCreditedScanAt: null }, now)).toBe(true);
  });

  it('tier, city, orders, balance and registration', () => {
    expect(customerMatchesSegment({ tierLevelIds: [7, 8] }, facts, now)).toBe(true);
    expect(customerMatchesSegment({ tierLevelIds: [8] }, facts, now)).toBe(false);
    expect(customerMatchesSegment({ tierLevelIds: [7] }, { ...facts, tierLevelId: null }, now)).toBe(false);
    expect(customerMatchesSegment({ lastDeliveryCities: ['київ'] }, facts, now)).toBe(true);
    expect(customerMatchesSegment({ lastDeliveryCities: ['Львів'] }, facts, now)).toBe(false);
    expect(customerMatchesSegment({ ordersCount: { min: 3, max: 3 } }, facts, now)).toBe(true);
    expect(customerMatchesSegment({ ordersCount: { min: 4 } }, facts, now)).toBe(false);
    expect(customerMatchesSegment({ balance: { max: 250 } }, facts, now)).toBe(true);
    expect(customerMatchesSegment({ balance: { max: 249 } }, facts, now)).toBe(false);
    expect(customerMatchesSegment({ registered: { from: '2026-03-01', to: '2026-03-01' } }, facts, now)).toBe(true);
    expect(customerMatchesSegment({ registered: { from: '2026-03-02' } }, facts, now)).toBe(false);
  });

  it('campaign membership: treated in any of the named campaigns', () => {
    expect(customerMatchesSegment({ campaignMember: [3, 4] }, facts, now)).toBe(true);
    expect(customerMatchesSegment({ campaignMember: [3] }, facts, now)).toBe(false);
    expect(customerMatchesSegment({ campaignMember: [4] }, { ...facts, treatedCampaignIds: [] }, now)).toBe(false);
  });

  it('a conjunction: adding a rule never lets more customers in', () => {
    const arbitraryFacts = fc.record({
      lastCreditedScanAt: fc.option(fc.integer({ min: 0, max: 400 }).map((days) => new Date(now.getTime() - days * day))),
      tierLevelId: fc.option(fc.integer({ min: 1, max: 3 })),
      lastDeliveryCity: fc.option(fc.constantFrom('Київ', 'Львів', 'Одеса')),
      ordersCount: fc.integer({ min: 0, max: 10 }),
      balance: fc.integer({ min: 0, max: 1000 }),
      registeredOn: fc.constantFrom('2025-01-01', '2026-01-01', '2026-06-01'),
      treatedCampaignIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(arbitraryFacts, fc.integer({ min: 1, max: 365 }), fc.integer({ min: 0, max: 1000 }), (customer, days, min) => {
        const narrower = customerMatchesSegment({ lastScanMoreThanDays: days, balance: { min } }, customer, now);
        if (narrower) expect(customerMatchesSegment({ lastScanMoreThanDays: days }, customer, now)).toBe(true);
      }),
    );
  });
});
