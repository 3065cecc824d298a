import { describe, expect, it } from 'vitest';
import { monthlySubscriptionKop, nextDeliveryDate, subscriptionDeliveryNeeds } from './subscription.ts';

describe('nextDeliveryDate', () => {
  it('is the 1st of next month on the Kyiv calendar', () => {
    expect(nextDeliveryDate(new Date('2026-11-21T12:00:00Z'))).toBe('2026-12-01');
    // 22:30 UTC on 31 December is already 1 January in Kyiv.
    expect(nextDeliveryDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-02-01');
    expect(nextDeliveryDate(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });
});

describe('monthlySubscriptionKop', () => {
  it('is the unit price times the packs, in kopiyky without float drift', () => {
    expect(monthlySubscriptionKop('118.00', 3)).toBe(35_400);
    expect(monthlySubscriptionKop('95.10', 10)).toBe(95_100);
  });
});

describe('subscriptionDeliveryNeeds', () => {
  const ready = { firstName: 'Олена', lastName: 'Коваль', cityRef: 'city-1', branchNumber: '12', street: '', house: '' };

  it('needs nothing with a name and a Nova Poshta branch, or a street and house', () => {
    expect(subscriptionDeliveryNeeds(ready)).toBeNull();
    expect(subscriptionDeliveryNeeds({ ...ready, branchNumber: '', street: 'Хрещатик', house: '1' })).toBeNull();
  });

  it('needs the name first, then a place', () => {
    expect(subscriptionDeliveryNeeds({ ...ready, lastName: ' ' })).toBe('name');
    expect(subscriptionDeliveryNeeds({ ...ready, cityRef: null })).toBe('address');
    expect(subscriptionDeliveryNeeds({ ...ready, branchNumber: '', street: 'Хрещатик' })).toBe('address');
  });
});
