// SQL of the rewards bought with XP and of their redemptions.
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import { listCountHorizon } from '@loyalty/contracts/admin';
import type { Executor } from '@loyalty/db/client';
import {
  rewardRedemptions,
  rewards,
  type RewardDelivery,
  type RewardRedemptionRow,
  type RewardRedemptionStatus,
  type RewardRow,
} from '@loyalty/db/schema';
import { customerFieldOf } from '../user/repository.ts';

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
  values: { rewardId: number; customerId: number; xp: number; delivery: RewardDelivery },
): Promise<RewardRedemptionRow> {
  const [row] = await executor.insert(rewardRedemptions).values(values).returning();
  if (!row) throw new Error('reward redemption not inserted');
  return row;
}

export async function findRedemption(executor: Executor, id: number): Promise<RewardRedemptionRow | undefined> {
  const [row] = await executor.select().from(rewardRedemptions).where(eq(rewardRedemptions.id, id)).limit(1);
  return row;
}

/** A redemption with what the lists show of its reward. */
export interface RedemptionWithReward {
  redemption: RewardRedemptionRow;
  reward: Pick<RewardRow, 'brand' | 'title' | 'imageSrc'>;
}

const rewardColumns = { brand: rewards.brand, title: rewards.title, imageSrc: rewards.imageSrc };

/** The customer's redemptions, newest first (reward_redemptions_customer_idx). */
export async function listCustomerRedemptions(executor: Executor, customerId: number): Promise<RedemptionWithReward[]> {
  return executor
    .select({ redemption: rewardRedemptions, reward: rewardColumns })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(eq(rewardRedemptions.customerId, customerId))
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
    .limit(200);
}

/**
 * A brand's redemptions for the hand-over screen, newest first, with the customer's phone; how many match, counted up
 * to the page's offset + listCountHorizon (as the other back-office lists).
 */
export async function listBrandRedemptions(
  executor: Executor,
  filter: { brand: Brand; status?: RewardRedemptionStatus | undefined },
  page: { page: number; perPage: number },
): Promise<{ rows: (RedemptionWithReward & { phone: string })[]; total: number; totalExact: boolean }> {
  const where = and(eq(rewards.brand, filter.brand), filter.status ? eq(rewardRedemptions.status, filter.status) : undefined);
  const offset = (page.page - 1) * page.perPage;
  const horizon = offset + listCountHorizon;
  const [rows, counted] = await Promise.all([
    executor
      .select({
        redemption: rewardRedemptions,
        reward: rewardColumns,
        phone: customerFieldOf('phone', rewardRedemptions.customerId),
      })
      .from(rewardRedemptions)
      .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
      .where(where)
      .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
      .limit(page.perPage)
      .offset(offset),
    executor.select({ value: count() }).from(
      executor
        .select({ one: sql`1` })
        .from(rewardRedemptions)
        .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
        .where(where)
        .limit(horizon + 1)
        .as('capped'),
    ),
  ]);
  const found = counted[0]?.value ?? rows.length;
  return { rows, total: Math.min(found, horizon), totalExact: found <= horizon };
}

/** A redemption of a brand's reward, locked for its move; another brand's is as unknown as a missing one. */
export async function lockBrandRedemption(
  executor: Executor,
  brand: Brand,
  id: number,
): Promise<(RedemptionWithReward & { phone: string }) | undefined> {
  const [row] = await executor
    .select({
      redemption: rewardRedemptions,
      reward: rewardColumns,
      phone: customerFieldOf('phone', rewardRedemptions.customerId),
    })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
    .where(and(eq(rewardRedemptions.id, id), eq(rewards.brand, brand)))
    .for('update', { of: rewardRedemptions })
    .limit(1);
  return row;
}

export async function updateRedemption(
  executor: Executor,
  id: number,
  from: RewardRedemptionStatus,
  values: Partial<Pick<RewardRedemptionRow, 'status' | 'waybillNumber' | 'sentAt' | 'receivedAt' | 'cancelledAt'>>,
): Promise<RewardRedemptionRow | undefined> {
  const [row] = await executor
    .update(rewardRedemptions)
    .set(values)
    .where(and(eq(rewardRedemptions.id, id), eq(rewardRedemptions.status, from)))
    .returning();
  return row;
}

/** Puts a unit of a limited reward back (a cancelled redemption); an unlimited reward (stock null) stays so. */
export async function returnRewardUnit(executor: Executor, id: number): Promise<void> {
  await executor
    .update(rewards)
    .set({ stock: sql`${rewards.stock} + 1` })
    .where(and(eq(rewards.id, id), sql`${rewards.stock} is not null`));
}
