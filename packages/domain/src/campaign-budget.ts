// How a campaign's XP budget is split into slots (decision 0069): parallel credits spend from different slots, so no
// single row is every credit's lock, while a small budget stays one slot and is spent exactly as before.
import type { CampaignEffect } from './campaigns.ts';

/** The most slots a budget is split into: more spreads sixteen parallel credits no better on our servers. */
export const maxBudgetSlots = 16;

/** Credits each slot holds at least before a budget gets a second slot: a budget of fewer than 64 credits is one slot. */
export const creditsPerSlot = 32;

/** What an uncapped multiplier's credit is taken to be when sizing slots (its XP depend on each fact's base). */
export const nominalMultiplierCreditXp = 100;

/** The XP one credit of the effect is taken to cost when the budget is sliced (as migration 0031's backfill does). */
export function creditSizeOf(effect: CampaignEffect): number {
  if (effect.kind === 'fixed_xp') return Math.max(1, Math.floor(effect.xp));
  if (effect.kind === 'multiplier') return Math.max(1, effect.max_xp ?? nominalMultiplierCreditXp);
  // An effect without XP (a message, a reward unlocked) spends nothing from a budget: its size only picks one slot.
  return nominalMultiplierCreditXp;
}

/** How many slots a budget gets: one per `creditsPerSlot` credits, at least 1, at most `maxBudgetSlots`. */
export function budgetSlotCount(budgetXp: number, creditXp: number): number {
  const credits = Math.floor(budgetXp / Math.max(1, creditXp));
  return Math.min(maxBudgetSlots, Math.max(1, Math.floor(credits / creditsPerSlot)));
}

export interface BudgetSlot {
  slot: number;
  budgetXp: number;
  spentXp: number;
}

/**
 * The slots a budget is (re)sliced into, given the slots it has: each slot keeps what it spent (a credit gives back
 * to the slot it took from), the remaining XP are shared evenly, and slots that spent something are never dropped.
 * Throws when the budget is below what was spent already.
 */
export function sliceBudget(budgetXp: number, creditXp: number, existing: readonly BudgetSlot[]): BudgetSlot[] {
  const spent = existing.reduce((total, slot) => total + slot.spentXp, 0);
  if (budgetXp < spent) throw new RangeError(`budget ${budgetXp} is below the ${spent} XP spent`);
  const lastSpending = existing.reduce((last, slot) => (slot.spentXp > 0 ? Math.max(last, slot.slot) : last), -1);
  const count = Math.min(maxBudgetSlots, Math.max(budgetSlotCount(budgetXp, creditXp), lastSpending + 1));
  const spentOf = new Map(existing.map((slot) => [slot.slot, slot.spentXp]));
  const remaining = budgetXp - spent;
  const share = Math.floor(remaining / count);
  const extra = remaining - share * count;
  return Array.from({ length: count }, (_, slot) => {
    const slotSpent = spentOf.get(slot) ?? 0;
    return { slot, spentXp: slotSpent, budgetXp: slotSpent + share + (slot < extra ? 1 : 0) };
  });
}
