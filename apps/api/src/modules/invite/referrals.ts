// The referral side of orders: create-order records a referral when a first order carries a member code; the order
// events (referralSubscriber, in the lifecycle's transaction) reward the inviter when the invited customer's first
// order is paid, take the reward back on refund, and release the code when the order fails or is voided.
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor, Transaction } from '@loyalty/db/client';
import { memberCodes, referrals, xpAccounts } from '@loyalty/db/schema';
import {
  normalizeMemberCode,
  referralAttachDecision,
  reversalDecision,
  rewardDecision,
  type ReferralRefusal,
} from '@loyalty/domain/referral';
import { DomainError } from '../../lib/domain-error.ts';
import { creditXp, debitXp } from '../loyalty/ledger.ts';
import { referralCreditedMessage } from '../push/messages.ts';
import { notifyCustomer } from '../push/notify.ts';
import { kyivMonthStart } from '@loyalty/domain/kyiv-time';
import type { OrderSubscriber } from '../orders/events.ts';
import { countOtherPaidOrders, findOrder } from '../orders/repository.ts';
import { customerFieldOf, customerIdsOfPhone, findCustomer, findCustomerForUpdate, lockCustomers } from '../user/repository.ts';

/** The programme's settings (REFERRAL_REWARD_XP, REFERRAL_MONTHLY_CAP): the app's config.referral. */
export interface ReferralSettings {
  rewardXp: number;
  monthlyCap: number;
}

const refusalMessages: Record<ReferralRefusal, string> = {
  bad_code: "a referral code is longer than 4 characters and holds 'REW-'",
  not_first_order: 'only a first order may use a referral code',
  self_referral: 'you cannot use your own referral code',
  already_invited: 'you were already invited by someone',
};

function refused(reason: ReferralRefusal | 'unknown_code'): DomainError {
  const message = reason === 'unknown_code' ? 'there is no such referral code' : refusalMessages[reason];
  return new DomainError('promo_not_applicable', `The promo code does not apply: ${message}.`, [
    { field: 'body.cart.mgmPromoCode', message },
  ]);
}

export type ReferralVerdict =
  { ok: true; code: string; inviterId: number } | { ok: false; reason: ReferralRefusal | 'unknown_code' };

/**
 * Whether a referral code would be recorded for this customer's order, by the rules create-order applies: the code is
 * a member's, and domain/referral allows it (first order, not their own, not invited before). Reads only: the cart
 * asks it before checkout (check-promocode), create-order before recording the referral.
 */
export async function referralVerdict(
  executor: Executor,
  input: { code: string; invited: { id: number; phone: string }; invitedOrdersCount: number },
): Promise<ReferralVerdict> {
  const code = normalizeMemberCode(input.code);
  const [owner] = await executor
    .select({ customerId: memberCodes.customerId, phone: customerFieldOf('phone', memberCodes.customerId) })
    .from(memberCodes)
    .where(eq(memberCodes.code, code))
    .limit(1);
  if (!owner) return { ok: false, reason: 'unknown_code' };
  // One referral per person: any record with this phone, in either brand, already invited counts.
  const [earlier] = await executor
    .select({ id: referrals.id })
    .from(referrals)
    .where(inArray(referrals.invitedId, customerIdsOfPhone(input.invited.phone)))
    .limit(1);
  const decision = referralAttachDecision({
    code,
    inviter: { customerId: owner.customerId, phone: owner.phone },
    invited: { customerId: input.invited.id, phone: input.invited.phone },
    invitedOrdersCount: input.invitedOrdersCount,
    alreadyInvited: earlier !== undefined,
  });
  return decision.ok ? { ok: true, code, inviterId: owner.customerId } : { ok: false, reason: decision.reason };
}

/**
 * Called by create-order (in its transaction) for an order with a referral code: the code must pass referralVerdict,
 * and the referral is recorded pending. Throws 422 body.cart.mgmPromoCode.
 */
export async function attachReferral(
  tx: Transaction,
  input: { code: string; invited: { id: number; phone: string }; invitedOrdersCount: number },
): Promise<{ referralId: number; code: string }> {
  const verdict = await referralVerdict(tx, input);
  if (!verdict.ok) throw refused(verdict.reason);
  const [row] = await tx
    .insert(referrals)
    .values({ inviterId: verdict.inviterId, invitedId: input.invited.id, code: verdict.code })
    .onConflictDoNothing({ target: referrals.invitedId })
    .returning({ id: referrals.id });
  // A parallel first order of the same customer recorded it first: that one is the referral.
  if (!row) throw refused('already_invited');
  return { referralId: row.id, code: verdict.code };
}

/** How many referrals earned the inviter a reward this calendar month (Kyiv time): what the monthly cap counts. */
async function rewardsThisMonth(executor: Executor, inviterId: number, now: Date): Promise<number> {
  const [month] = await executor
    .select({ value: count() })
    .from(referrals)
    .where(
      and(
        eq(referrals.inviterId, inviterId),
        inArray(referrals.status, ['rewarded', 'reversed']),
        gte(referrals.rewardedAt, kyivMonthStart(now)),
      ),
    );
  return month?.value ?? 0;
}

/**
 * The XP the inviter would get if the friend's order were paid now: the programme's reward, or 0 once the inviter's
 * monthly cap is reached. What the cart tells the customer their friend's code gives (it takes nothing off the order).
 */
export async function inviterRewardXp(
  executor: Executor,
  settings: ReferralSettings,
  inviterId: number,
  now: Date = new Date(),
): Promise<number> {
  return (await rewardsThisMonth(executor, inviterId, now)) < settings.monthlyCap ? settings.rewardXp : 0;
}

export type PaidOutcome = { settled: false } | { settled: true; status: 'rewarded' | 'capped'; referralId: number; xp: number };

/**
 * The order just became paid (paid at creation with XP, a card payment, cash collected): if it is the invited
 * customer's first paid order and their referral is pending, the inviter is rewarded or, over the monthly cap, the
 * referral is capped. Runs in the caller's transaction; calling it again for the same order changes nothing.
 */
export async function onOrderPaid(
  tx: Transaction,
  settings: ReferralSettings,
  orderId: number,
  now: Date = new Date(),
): Promise<PaidOutcome> {
  const order = await findOrder(tx, orderId);
  if (!order) return { settled: false };
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.invitedId, order.customerId), eq(referrals.status, 'pending')))
    .for('update')
    .limit(1);
  if (!referral) return { settled: false };
  const earlierPaid = await countOtherPaidOrders(tx, order.customerId, orderId);
  // The inviter's row serialises their rewards, so that two friends paying at once cannot both slip under the cap.
  const inviter = await findCustomerForUpdate(tx, referral.inviterId);
  if (!inviter) return { settled: false };
  const decision = rewardDecision({
    status: referral.status,
    firstPaidOrder: earlierPaid === 0,
    rewardedThisMonth: await rewardsThisMonth(tx, inviter.id, now),
    monthlyCap: settings.monthlyCap,
    rewardXp: settings.rewardXp,
  });
  if (decision.action === 'none') return { settled: false };
  if (decision.action === 'reward') {
    await creditXp(tx, {
      customerId: inviter.id,
      brand: inviter.brand,
      amount: decision.xp,
      reason: 'referral',
      sourceType: 'referral',
      sourceRef: String(referral.id),
      note: 'Запрошений друг зробив перше замовлення',
    });
    await notifyCustomer(tx, inviter.id, referralCreditedMessage(inviter.brand, { id: referral.id, xp: decision.xp }));
  }
  await tx
    .update(referrals)
    .set({
      status: decision.status,
      orderId,
      rewardXp: decision.xp,
      rewardedAt: decision.action === 'reward' ? now : null,
    })
    .where(eq(referrals.id, referral.id));
  return { settled: true, status: decision.status, referralId: referral.id, xp: decision.xp };
}

/**
 * The inviter whose referral this order settled (rewarded, or capped over the month's cap): the invited customer's first
 * paid order. Campaigns of the trigger referral_first_order credit them.
 */
export async function inviterSettledBy(tx: Transaction, orderId: number): Promise<{ id: number; brand: Brand } | undefined> {
  const [referral] = await tx
    .select({ inviterId: referrals.inviterId })
    .from(referrals)
    .where(and(eq(referrals.orderId, orderId), inArray(referrals.status, ['rewarded', 'capped'])))
    .limit(1);
  if (!referral) return undefined;
  const inviter = await findCustomer(tx, referral.inviterId);
  return inviter ? { id: inviter.id, brand: inviter.brand } : undefined;
}

/**
 * The order that earned a reward was refunded: the referral is reversed and its XP taken back, as much as the inviter
 * still holds (the refund itself must never fail because the inviter spent the XP). Runs in the caller's transaction.
 */
export async function onOrderRefunded(
  tx: Transaction,
  orderId: number,
  now: Date = new Date(),
): Promise<{ takenBack: number } | null> {
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.orderId, orderId), eq(referrals.status, 'rewarded')))
    .for('update')
    .limit(1);
  if (!referral) return null;
  const inviter = await findCustomer(tx, referral.inviterId);
  // Locked so that a purchase in parallel cannot spend what is about to be taken back.
  const [account] = await tx
    .select({ balance: xpAccounts.balance })
    .from(xpAccounts)
    .where(eq(xpAccounts.customerId, referral.inviterId))
    .for('update')
    .limit(1);
  const decision = reversalDecision({
    status: referral.status,
    rewardXp: referral.rewardXp,
    inviterBalance: account?.balance ?? 0,
  });
  if (decision.action === 'none' || !inviter) return null;
  if (decision.xp > 0) {
    await debitXp(tx, {
      customerId: referral.inviterId,
      brand: inviter.brand,
      amount: decision.xp,
      reason: 'referral_reversal',
      sourceType: 'referral_reversal',
      sourceRef: String(referral.id),
      lotsOf: ['referral'],
      note: 'Замовлення запрошеного друга повернуто',
    });
  }
  await tx.update(referrals).set({ status: 'reversed', reversedAt: now }).where(eq(referrals.id, referral.id));
  return { takenBack: decision.xp };
}

/**
 * The order that carried a referral code failed or was voided: the pending referral it recorded is released, so the
 * customer's next first order may use a code again (theirs or another friend's). A referral already settled stays.
 */
export async function releaseReferral(tx: Transaction, order: { customerId: number; referralCode: string | null }) {
  if (order.referralCode === null) return { released: false };
  const released = await tx
    .delete(referrals)
    .where(and(eq(referrals.invitedId, order.customerId), eq(referrals.status, 'pending')))
    .returning({ id: referrals.id });
  return { released: released.length > 0 };
}

/**
 * A failed or voided order that carried a code is paid after all (the money arrived late): its referral, released when
 * it failed, is recorded again unless the customer has been invited by someone since.
 */
async function restoreReferral(tx: Transaction, order: { customerId: number; referralCode: string | null }): Promise<void> {
  if (order.referralCode === null) return;
  const [owner] = await tx
    .select({ customerId: memberCodes.customerId })
    .from(memberCodes)
    .where(eq(memberCodes.code, order.referralCode))
    .limit(1);
  if (!owner) return;
  await tx
    .insert(referrals)
    .values({ inviterId: owner.customerId, invitedId: order.customerId, code: order.referralCode })
    .onConflictDoNothing({ target: referrals.invitedId });
}

/**
 * The customers an order's event may write (its own and the inviter of its referral), locked in ascending id order
 * before anything else: A invited B and B invited A, and both first orders paid at once, otherwise lock the two in
 * opposite orders and deadlock (referral-deadlock-postgres.test.ts).
 */
async function lockCustomersOf(tx: Transaction, customerId: number): Promise<void> {
  const [referral] = await tx
    .select({ inviterId: referrals.inviterId })
    .from(referrals)
    .where(eq(referrals.invitedId, customerId))
    .limit(1);
  const ids = [customerId, ...(referral ? [referral.inviterId] : [])].sort((a, b) => a - b);
  await lockCustomers(tx, ids);
}

/**
 * Runs first among the order subscribers (subscribers.ts), so its locks come before any other write; rewards with the
 * app's settings.
 */
export const referralSubscriber = (settings: ReferralSettings): OrderSubscriber => ({
  name: 'referral',
  on: {
    'order.paid': async (tx, { order, from, now }) => {
      await lockCustomersOf(tx, order.customerId);
      if (from !== 'pending') await restoreReferral(tx, order);
      return onOrderPaid(tx, settings, order.id, now);
    },
    'order.failed': async (tx, { order }) => {
      await lockCustomersOf(tx, order.customerId);
      return releaseReferral(tx, order);
    },
    'order.voided': async (tx, { order }) => {
      await lockCustomersOf(tx, order.customerId);
      return releaseReferral(tx, order);
    },
    'order.refunded': async (tx, { order, now }) => {
      await lockCustomersOf(tx, order.customerId);
      return onOrderRefunded(tx, order.id, now);
    },
  },
});
