// Rewards for XP (/exchange): the list with what the customer can afford, and a redemption that is all or nothing.
import type { Brand } from '@loyalty/contracts/brand';
import type { Recipient } from '@loyalty/contracts/orders';
import type { Reward, RewardRedemption } from '@loyalty/contracts/points';
import type { Database, Executor, Transaction } from '@loyalty/db/client';
import type { RewardDelivery, RewardRow } from '@loyalty/db/schema';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import type { DeliveryDirectory } from '../../providers/novaposhta/directory.ts';
import { balanceOf, debitXp } from '../loyalty/ledger.ts';
import { resolveBranch } from '../orders/delivery-address.ts';
import { rewardAccess } from './access.ts';
import { redemptionOf } from './hand-over.ts';
import {
  findRedemption,
  findReward,
  insertRedemption,
  listCustomerRedemptions,
  listRewards,
  takeRewardUnit,
} from './repository.ts';

/** Shown when an operator switched a reward off without writing why. */
const defaultInactiveReason = 'Ця винагорода зараз недоступна.';

function rewardOf(row: RewardRow, balance: number): Reward {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.imageSrc,
    xp_price: row.xpPrice,
    active: row.active,
    inactive_reason: row.active ? null : (row.inactiveReason ?? defaultInactiveReason),
    stock: row.stock,
    affordable: balance >= row.xpPrice,
  };
}

export async function getRewardList(executor: Executor, brand: Brand, customerId: number): Promise<{ rewards: Reward[] }> {
  const [rows, balance, access] = await Promise.all([
    listRewards(executor, brand),
    balanceOf(executor, customerId),
    rewardAccess(executor, customerId, brand),
  ]);
  // A reward of a tier level the customer does not hold, or a campaign's they did not unlock, is not theirs to see.
  return { rewards: rows.filter((row) => access.sees(row.id)).map((row) => rewardOf(row, balance)) };
}

export async function getReward(executor: Executor, brand: Brand, customerId: number, id: number): Promise<{ reward: Reward }> {
  const row = await findReward(executor, brand, id);
  if (!row || !(await rewardAccess(executor, customerId, brand)).sees(row.id)) throw notFound(`No ${brand} reward ${id}.`);
  return { reward: rewardOf(row, await balanceOf(executor, customerId)) };
}

export interface RedemptionResult {
  balance: number;
  redemption: RewardRedemption;
}

/** Where the customer asked the reward to go: a branch by its Refs, and who takes it there. */
export interface RedemptionDeliveryInput {
  cityRef: string;
  branchRef: string;
  recipient: Recipient;
}

/**
 * The branch as the directory names it for the Refs (never the client's names), with the recipient: a missing Ref is
 * 400 and a place the directory does not know 422 `unknown_delivery_place`, each naming its `body.delivery.*` field,
 * by the same check as an order's branch (orders/delivery-address.ts).
 */
export function rewardDeliveryOf(input: RedemptionDeliveryInput, directory: DeliveryDirectory): RewardDelivery {
  const { city, branch } = resolveBranch(directory, input.cityRef, input.branchRef, (name) => `body.delivery.${name}`);
  return {
    cityRef: city.ref,
    cityName: city.name,
    branchRef: branch.ref,
    branchNumber: branch.number,
    branchName: branch.description,
    firstName: input.recipient.first_name,
    lastName: input.recipient.last_name,
    phone: input.recipient.phone,
  };
}

/**
 * Buys a reward with XP in one transaction: a unit of stock (when limited), the redemption record with where it goes
 * and the ledger debit commit together or not at all, so a refused debit (insufficient_xp) leaves the stock and the
 * balance as they were, and parallel buyers of the last unit get exactly one redemption between them. The delivery is
 * checked before anything is written. With an Idempotency-Key a retried redeem answers the first redemption (another
 * reward under the same key: 422), through plugins/idempotency.ts.
 */
export async function redeemReward(
  db: Database,
  brand: Brand,
  customerId: number,
  rewardId: number,
  delivery: RedemptionDeliveryInput,
  directory: DeliveryDirectory,
  idempotencyKey: string | null = null,
): Promise<RedemptionResult> {
  const where = rewardDeliveryOf(delivery, directory);
  const call = {
    scope: 'reward-redeem' as const,
    customerId,
    key: idempotencyKey,
    request: { product: brand, reward_id: rewardId },
  };
  return db.transaction((tx) =>
    idempotent(
      tx,
      call,
      async () => {
        const result = await redeemOnce(tx, brand, customerId, rewardId, where);
        return { ref: String(result.redemption.id), result };
      },
      async (ref) => {
        const earlier = await findRedemption(tx, Number(ref));
        if (!earlier) throw new Error(`redemption ${ref} of an idempotency key is gone`);
        const reward = await findReward(tx, brand, earlier.rewardId);
        if (!reward) throw new Error(`reward ${earlier.rewardId} of redemption ${ref} is gone`);
        return { balance: await balanceOf(tx, customerId), redemption: redemptionOf(earlier, reward) };
      },
    ),
  );
}

async function redeemOnce(
  tx: Transaction,
  brand: Brand,
  customerId: number,
  rewardId: number,
  delivery: RewardDelivery,
): Promise<RedemptionResult> {
  const reward = await findReward(tx, brand, rewardId);
  // A tier's or a campaign's reward answers a customer it is not open to like a missing one.
  if (!reward || !(await rewardAccess(tx, customerId, brand)).sees(reward.id)) throw notFound(`No ${brand} reward ${rewardId}.`);
  if (!reward.active) throw new DomainError('reward_inactive', reward.inactiveReason ?? defaultInactiveReason);
  if (reward.stock !== null) {
    const left = await takeRewardUnit(tx, reward.id);
    if (left === undefined) throw new DomainError('out_of_stock', 'This reward is out of stock.');
  }
  const redemption = await insertRedemption(tx, { rewardId: reward.id, customerId, xp: reward.xpPrice, delivery });
  // The redemption id is the ledger source: one debit per redemption, whatever retries happen below us.
  const debit = await debitXp(tx, {
    customerId,
    brand,
    amount: reward.xpPrice,
    reason: 'reward',
    sourceType: 'reward_redemption',
    sourceRef: String(redemption.id),
    note: reward.title,
  });
  return { balance: debit.balance, redemption: redemptionOf(redemption, reward) };
}

/** The customer's own redemptions of the brand, newest first, with their hand-over status. */
export async function getMyRedemptions(
  executor: Executor,
  brand: Brand,
  customerId: number,
): Promise<{ redemptions: RewardRedemption[] }> {
  const rows = await listCustomerRedemptions(executor, customerId);
  // A customer record is one brand's; the join's brand check keeps the answer that brand's whatever the data.
  return {
    redemptions: rows.filter((row) => row.reward.brand === brand).map((row) => redemptionOf(row.redemption, row.reward)),
  };
}
