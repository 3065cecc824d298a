// The earning multiplier of a tier level applied to a credited scan (decision 0062): the extra XP above ×1 as a ledger
// entry of its own (source `tier_bonus`, sourceRef the pack code's id), in the scan's transaction, once per code ever.
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor, Transaction } from '@loyalty/db/client';
import { isDomainError } from '../../lib/domain-error.ts';
import { creditXp, maxLedgerAmount, type CreditOptions } from '../loyalty/ledger.ts';
import { findTierSetOfBrand } from './repository.ts';
import { recalculateTier, tierOf, type CustomerTierView } from './service.ts';

export { recalculateTier };

/** The ledger's source type and reason of a level's extra XP. */
export const tierBonusSourceType = 'tier_bonus';

/** base × (multiplier − 1), rounded down: ×1.25 on 10 XP adds 2; ×1 adds nothing. */
export function tierBonusXp(baseXp: number, multiplierBp: number): number {
  if (multiplierBp <= 10_000 || baseXp <= 0) return 0;
  return Math.min(Math.floor((baseXp * (multiplierBp - 10_000)) / 10_000), maxLedgerAmount);
}

/**
 * Credits the level's extra XP for a scan's base XP, by the level the customer held when the code was credited.
 * Answers the level and the XP, or null (no level, ×1, a replay of the same source, or a balance that cannot hold more:
 * the scan itself stands).
 */
export async function applyTierEarningBonus(
  tx: Transaction,
  input: {
    customerId: number;
    brand: Brand;
    baseXp: number;
    sourceRef: string;
    /** The level as the caller read it in this transaction (else read here). */
    tier?: CustomerTierView | null;
  },
  options: CreditOptions = {},
): Promise<{ level: string; xp: number } | null> {
  const tier = input.tier === undefined ? await tierOf(tx, input.customerId, input.brand) : input.tier;
  if (!tier) return null;
  const xp = tierBonusXp(input.baseXp, tier.level.earningMultiplierBp);
  if (xp <= 0) return null;
  try {
    const entry = await creditXp(
      tx,
      {
        customerId: input.customerId,
        brand: input.brand,
        amount: xp,
        reason: tierBonusSourceType,
        sourceType: tierBonusSourceType,
        sourceRef: input.sourceRef,
        note: tier.level.name,
      },
      options,
    );
    return entry.duplicate ? null : { level: tier.level.name, xp };
  } catch (error) {
    if (!isDomainError(error, 'balance_limit')) throw error;
    return null;
  }
}

/** Whether the brand runs tiers (one probe of its unique index): without a set, a scan needs no tier work at all. */
export async function brandRunsTiers(executor: Executor, brand: Brand): Promise<boolean> {
  return (await findTierSetOfBrand(executor, brand)) !== undefined;
}
