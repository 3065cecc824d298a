import { describe, expect, it } from 'vitest';
import { budgetSlotCount, creditSizeOf, maxBudgetSlots, sliceBudget } from './campaign-budget.ts';

describe('budget slots', () => {
  it('keep a small budget in one slot and split a large one into at most 16', () => {
    expect(budgetSlotCount(100, 10)).toBe(1);
    expect(budgetSlotCount(63 * 10, 10)).toBe(1);
    expect(budgetSlotCount(64 * 10, 10)).toBe(2);
    expect(budgetSlotCount(1_000_000_000_000, 100)).toBe(maxBudgetSlots);
  });

  it('size a credit by its fixed XP, or a multiplier by its cap or the nominal 100', () => {
    expect(creditSizeOf({ kind: 'fixed_xp', xp: 10 })).toBe(10);
    expect(creditSizeOf({ kind: 'multiplier', factor: 2, max_xp: 40 })).toBe(40);
    expect(creditSizeOf({ kind: 'multiplier', factor: 2 })).toBe(100);
  });

  it('share the budget evenly, the slots adding up to it', () => {
    const slots = sliceBudget(51_203, 100, []);
    expect(slots).toHaveLength(16);
    expect(slots.reduce((total, slot) => total + slot.budgetXp, 0)).toBe(51_203);
    expect(new Set(slots.map((slot) => slot.budgetXp))).toEqual(new Set([3200, 3201]));
  });

  it('keep what each slot spent when re-sliced, and never drop a slot that spent', () => {
    const slots = sliceBudget(100, 10, [
      { slot: 0, budgetXp: 30, spentXp: 20 },
      { slot: 3, budgetXp: 30, spentXp: 10 },
    ]);
    expect(slots).toHaveLength(4);
    expect(slots.map((slot) => slot.spentXp)).toEqual([20, 0, 0, 10]);
    expect(slots.reduce((total, slot) => total + slot.budgetXp, 0)).toBe(100);
    expect(slots.every((slot) => slot.spentXp <= slot.budgetXp)).toBe(true);
  });

  it('refuse a budget below what was spent', () => {
    expect(() => sliceBudget(10, 10, [{ slot: 0, budgetXp: 30, spentXp: 20 }])).toThrow(RangeError);
  });
});
