import { describe, expect, it } from 'vitest';
import { summarize, welchInterval } from './statistics.ts';

describe('summarize', () => {
  it('gives the mean and the sample variance (n − 1)', () => {
    // 1..5: mean 3, squared deviations 4+1+0+1+4 = 10, / 4 = 2.5.
    expect(summarize([1, 2, 3, 4, 5])).toEqual({ n: 5, mean: 3, variance: 2.5 });
    expect(summarize([7])).toEqual({ n: 1, mean: 7, variance: 0 });
    expect(summarize([])).toEqual({ n: 0, mean: 0, variance: 0 });
  });
});

describe("Welch's interval", () => {
  // References: scipy.stats.ttest_ind(a, b, equal_var=False).confidence_interval(0.95) and its df.
  it('matches the reference for small unequal groups (not significant)', () => {
    const result = welchInterval(summarize([1, 2, 3, 4, 5]), summarize([2, 4, 6]));
    expect(result.difference).toBe(-1);
    expect(result.degreesOfFreedom).toBeCloseTo(3.532846715328467, 10);
    expect(result.low).toBeCloseTo(-4.963725522186273, 6);
    expect(result.high).toBeCloseTo(2.963725522186273, 6);
    expect(result.significant).toBe(false);
  });

  it('matches the reference when the interval excludes 0 (significant)', () => {
    const result = welchInterval(summarize([3, 5, 4, 6, 7, 5, 4, 8]), summarize([2, 3, 1, 4, 2, 3]));
    expect(result.degreesOfFreedom).toBeCloseTo(11.751024030670608, 8);
    expect(result.low).toBeCloseTo(1.1577452345589425, 6);
    expect(result.high).toBeCloseTo(4.342254765441058, 6);
    expect(result.significant).toBe(true);
  });

  it('has no interval, and says why, with fewer than two customers in a group or no variation at all', () => {
    const one = welchInterval(summarize([4]), summarize([1, 2, 3]));
    expect(one).toMatchObject({ difference: 2, low: null, high: null, significant: false });
    expect(one.reason).toContain('treated group');
    expect(welchInterval(summarize([1, 2]), summarize([])).reason).toContain('holdout');
    expect(welchInterval(summarize([2, 2]), summarize([1, 1])).reason).toContain('differs');
  });
});
