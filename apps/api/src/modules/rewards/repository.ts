// SQL of the rewards bought with XP and of their redemptions.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { rewardRedemptions, rewards, type RewardRedemptionRow, type RewardRow } from '@loyalty/db/schema';

export async function listRewards(executor: Executor, brand: Brand): Promise<RewardRow[]> {
  return executor.select().from(rewards).where(eq(rewards.brand, brand)).orderBy(asc(rewards.position), asc(rewards.id));
}

/** A reward of the brand; another brand's reward is as unknown as a missing one. */
export async function findReward(executor: Executor, brand: Brand, id: number): Promise<RewardRow | undefined> {
  const [row] = await executor
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), eq(rewards.brand, brand)))
    .limit(1);
  return row;
}

/**
 * Takes one unit of a limited reward: one conditional update, so parallel buyers of the last unit get one row between
 * them (PostgreSQL re-checks `stock > 0` on the newest row version after waiting for the other writer). Returns the
 * units left, or undefined when there were none.
 */
export async function takeRewardUnit(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor
    .update(rewards)
    .set({ stock: sql`${rewards.stock} - 1` })
    .where(and(eq(rewards.id, id), gt(rewards.stock, 0)))
    .returning({ stock: rewards.stock });
  return row ? (row.stock ?? 0) : undefined;
}

export async function insertRedemption(
  executor: Executor,
  values: { rewardId: number; customerId: number; xp: number },
): Promise<RewardRedemptionRow> {
  const [row] = await executor.insert(rewardRedemptions).values(values).returning();
  if (!row) throw new Error('reward redemption not inserted');
  return row;
}

export async function findRedemption(executor: Executor, id: number): Promise<RewardRedemptionRow | undefined> {
  const [row] = await executor.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id)).limit(1);
  return row;
}
