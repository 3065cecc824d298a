// Statistics of a campaign's results (decision 0061): the mean and sample variance of a group's per-customer values,
// and Welch's interval for the difference of two means (unequal variances, Welch–Satterthwaite degrees of freedom).
// The t quantile is jstat's (studentt.inv, an inverse of the regularised incomplete beta function): one package without
// dependencies, where stdlib's exact one brings 227 packages; jstat agrees with scipy to about 1e-8 relative, far below
// what a campaign's interval can tell.
// The reference carries the declaration into every project that compiles this file (the API's, the apps').
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./jstat.d.ts" />
import jStat from 'jstat';

export interface SampleSummary {
  n: number;
  mean: number;
  /** Sample variance (divided by n − 1); 0 for fewer than two values. */
  variance: number;
}

/** A running mean and variance (Welford's), fed one value at a time: a group of a million needs no array of them. */
export class RunningSummary {
  private n = 0;
  private mean = 0;
  private m2 = 0;

  add(value: number): void {
    this.n += 1;
    const delta = value - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (value - this.mean);
  }

  summary(): SampleSummary {
    return { n: this.n, mean: this.mean, variance: this.n > 1 ? this.m2 / (this.n - 1) : 0 };
  }
}

export function summarize(values: Iterable<number>): SampleSummary {
  const running = new RunningSummary();
  for (const value of values) running.add(value);
  return running.summary();
}

export type DifferenceInterval =
  | { difference: number; low: number; high: number; degreesOfFreedom: number; significant: boolean; reason: null }
  | { difference: number; low: null; high: null; degreesOfFreedom: null; significant: false; reason: string };

/**
 * treated − control with Welch's interval at `level` (0.95): difference ± t(1 − α/2, ν) × √(s₁²/n₁ + s₂²/n₂), ν by
 * Welch–Satterthwaite. Significant when the interval excludes 0. A group with fewer than two members has no variance
 * to estimate: no interval, and a reason; two groups without any variation have no interval either.
 */
export function welchInterval(treated: SampleSummary, control: SampleSummary, level = 0.95): DifferenceInterval {
  const difference = treated.mean - control.mean;
  const none = (reason: string): DifferenceInterval => ({
    difference,
    low: null,
    high: null,
    degreesOfFreedom: null,
    significant: false,
    reason,
  });
  if (treated.n < 2 || control.n < 2) {
    const which =
      treated.n < 2 && control.n < 2 ? 'both groups have' : treated.n < 2 ? 'the treated group has' : 'the holdout has';
    return none(`${which} fewer than 2 customers: no interval can be estimated`);
  }
  const a = treated.variance / treated.n;
  const b = control.variance / control.n;
  const squared = a + b;
  if (squared === 0) return none('no customer differs from another in either group: no interval can be estimated');
  const degreesOfFreedom = (squared * squared) / ((a * a) / (treated.n - 1) + (b * b) / (control.n - 1));
  const margin = jStat.studentt.inv(1 - (1 - level) / 2, degreesOfFreedom) * Math.sqrt(squared);
  const low = difference - margin;
  const high = difference + margin;
  return { difference, low, high, degreesOfFreedom, significant: low > 0 || high < 0, reason: null };
}
