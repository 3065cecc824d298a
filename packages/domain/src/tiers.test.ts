import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEarningMultiplier,
  decideTierMove,
  earnedLevel,
  firstUnorderedLevel,
  progressToNext,
  type CurrentTier,
  type TierLevelRule,
} from './tiers.ts';

const silver = { id: 11, rank: 1, threshold: 100 };
const gold = { id: 12, rank: 2, threshold: 1000 };
const platinum = { id: 13, rank: 3, threshold: 5000 };
const levels: TierLevelRule[] = [platinum, silver, gold];
const now = new Date('2026-11-28T12:00:00Z');
const day = 86_400_000;

function held(levelId: number, graceUntil: Date | null = null, manual = false): CurrentTier {
  return { levelId, graceUntil, manual };
}

describe('earnedLevel', () => {
  it('is the highest level whose threshold the measure reaches, the threshold itself included', () => {
    expect(earnedLevel(levels, 99)).toBeNull();
    expect(earnedLevel(levels, 100)?.id).toBe(silver.id);
    expect(earnedLevel(levels, 999)?.id).toBe(silver.id);
    expect(earnedLevel(levels, 1000)?.id).toBe(gold.id);
    expect(earnedLevel(levels, 1_000_000)?.id).toBe(platinum.id);
  });
});

describe('decideTierMove', () => {
  const base = { levels, graceDays: 30, now };

  it('moves up at once, several levels when earned', () => {
    expect(decideTierMove({ ...base, measure: 5000, current: null })).toEqual({ kind: 'up', levelId: platinum.id });
    expect(decideTierMove({ ...base, measure: 1000, current: held(silver.id) })).toEqual({ kind: 'up', levelId: gold.id });
  });

  it('starts a grace below the level and keeps the level until it ends', () => {
    const start = decideTierMove({ ...base, measure: 500, current: held(gold.id) });
    expect(start).toEqual({ kind: 'grace', graceUntil: new Date(now.getTime() + 30 * day) });
    const during = decideTierMove({ ...base, measure: 500, current: held(gold.id, new Date(now.getTime() + day)) });
    expect(during).toEqual({ kind: 'none' });
  });

  it('goes down one level after the grace, and starts a new grace when still below that one', () => {
    const ended = new Date(now.getTime() - 1);
    expect(decideTierMove({ ...base, measure: 500, current: held(platinum.id, ended) })).toEqual({
      kind: 'down',
      levelId: gold.id,
      graceUntil: new Date(now.getTime() + 30 * day),
    });
    expect(decideTierMove({ ...base, measure: 1500, current: held(platinum.id, ended) })).toEqual({
      kind: 'down',
      levelId: gold.id,
      graceUntil: null,
    });
    expect(decideTierMove({ ...base, measure: 0, current: held(silver.id, ended) })).toEqual({
      kind: 'down',
      levelId: null,
      graceUntil: null,
    });
  });

  it('ends a running grace when the measure earns the level again', () => {
    const current = held(gold.id, new Date(now.getTime() + day));
    expect(decideTierMove({ ...base, measure: 1000, current })).toEqual({ kind: 'grace', graceUntil: null });
  });

  it('holds a manual level whatever the measure', () => {
    expect(decideTierMove({ ...base, measure: 0, current: held(platinum.id, null, true) })).toEqual({ kind: 'none' });
    expect(decideTierMove({ ...base, measure: 99_999, current: held(silver.id, null, true) })).toEqual({ kind: 'none' });
  });

  it('with no grace goes down one level per recalculation', () => {
    expect(decideTierMove({ ...base, graceDays: 0, measure: 0, current: held(platinum.id) })).toEqual({
      kind: 'down',
      levelId: gold.id,
      graceUntil: null,
    });
  });

  const rankOf = (id: number | null) => (id === null ? 0 : levels.find((level) => level.id === id)!.rank);
  const arbitraryCurrent = fc.option(
    fc.record({
      levelId: fc.constantFrom(silver.id, gold.id, platinum.id),
      graceUntil: fc.option(fc.integer({ min: -60, max: 60 }).map((days) => new Date(now.getTime() + days * day))),
      manual: fc.boolean(),
    }),
  );

  it('never goes down more than one level, nor before the grace has passed, nor below what the measure earns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), arbitraryCurrent, fc.integer({ min: 0, max: 90 }), (measure, current, graceDays) => {
        const move = decideTierMove({ levels, measure, current, graceDays, now });
        const earnedRank = rankOf(earnedLevel(levels, measure)?.id ?? null);
        if (move.kind === 'down') {
          expect(current).not.toBeNull();
          expect(current!.manual).toBe(false);
          expect(rankOf(move.levelId)).toBe(rankOf(current!.levelId) - 1);
          expect(rankOf(move.levelId)).toBeGreaterThanOrEqual(earnedRank);
          if (graceDays > 0) expect(current!.graceUntil).not.toBeNull();
          if (current!.graceUntil !== null) expect(current!.graceUntil.getTime()).toBeLessThanOrEqual(now.getTime());
        }
        if (move.kind === 'up') {
          expect(rankOf(move.levelId)).toBe(earnedRank);
          expect(earnedRank).toBeGreaterThan(rankOf(current?.levelId ?? null));
        }
        if (current?.manual) expect(move.kind).toBe('none');
      }),
    );
  });

  it('reaches the earned level by repeated daily recalculations, never overshooting it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 5 }), (before, after, graceDays) => {
        let clock = now.getTime();
        const first = decideTierMove({ levels, measure: before, current: null, graceDays, now: new Date(clock) });
        let current: CurrentTier | null = first.kind === 'up' ? held(first.levelId) : null;
        const target = rankOf(earnedLevel(levels, after)?.id ?? null);
        for (let i = 0; i < 30; i += 1) {
          clock += day;
          const move = decideTierMove({ levels, measure: after, current, graceDays, now: new Date(clock) });
          if (move.kind === 'up') current = held(move.levelId);
          if (move.kind === 'grace') current = { ...current!, graceUntil: move.graceUntil };
          if (move.kind === 'down') current = move.levelId === null ? null : held(move.levelId, move.graceUntil);
          expect(rankOf(current?.levelId ?? null)).toBeGreaterThanOrEqual(target);
        }
        expect(rankOf(current?.levelId ?? null)).toBe(target);
      }),
    );
  });
});

describe('progressToNext', () => {
  it('says what is missing to the level above the one held, null at the top', () => {
    expect(progressToNext(levels, silver.id, 660)).toEqual({ level: gold, missing: 340 });
    expect(progressToNext(levels, null, 40)).toEqual({ level: silver, missing: 60 });
    expect(progressToNext(levels, platinum.id, 9000)).toBeNull();
  });
});

describe('applyEarningMultiplier', () => {
  it('multiplies by basis points rounding down, never below ×1', () => {
    expect(applyEarningMultiplier(15, 15_000)).toBe(22);
    expect(applyEarningMultiplier(15, 10_000)).toBe(15);
    expect(applyEarningMultiplier(15, 5_000)).toBe(15);
  });
});

describe('firstUnorderedLevel', () => {
  it('finds a level whose threshold does not rise with its rank', () => {
    expect(firstUnorderedLevel(levels)).toBeNull();
    expect(firstUnorderedLevel([silver, { ...gold, threshold: 100 }])).toBe(1);
  });
});
