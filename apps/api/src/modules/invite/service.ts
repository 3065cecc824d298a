// Invite-a-friend calls: the customer's own member code (made once), the velo discount code, the inviter's referrals
// with their totals (the invite FAQ is the content module's get-faq).
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sum } from 'drizzle-orm';
import type { InvitePromoCodeResponse, ReferralsResponse, VeloMgmResponse } from '@loyalty/contracts/invite';
import type { Database, Executor } from '@loyalty/db/client';
import { memberCodes, referrals } from '@loyalty/db/schema';
import { customerFieldOf } from '../user/repository.ts';
import { maskPhone, memberCodeAlphabet, memberCodeFrom } from '@loyalty/domain/referral';
import type { ReferralSettings } from './referrals.ts';

/** Codes are random over 31^8 ≈ 8.5e11: a clash is rare; a few tries make a failure practically impossible. */
const maxCodeAttempts = 5;

export const veloCodePrefix = 'VELO-MGM-';

function newVeloCode(): string {
  const bytes = randomBytes(8);
  return `${veloCodePrefix}${[...bytes].map((byte) => memberCodeAlphabet[byte % memberCodeAlphabet.length]).join('')}`;
}

async function memberCodeRow(executor: Executor, customerId: number) {
  const [row] = await executor.select().from(memberCodes).where(eq(memberCodes.customerId, customerId)).limit(1);
  return row;
}

/**
 * The customer's member code, made on the first ask. Parallel first asks and code clashes are both absorbed by the
 * insert's conflict clause (primary key on the customer, unique code): whoever wins, everyone reads the stored row.
 */
export async function ensureMemberCode(db: Database, customerId: number): Promise<string> {
  for (let attempt = 0; attempt < maxCodeAttempts; attempt += 1) {
    const existing = await memberCodeRow(db, customerId);
    if (existing) return existing.code;
    await db
      .insert(memberCodes)
      .values({ customerId, code: memberCodeFrom(randomBytes(8)) })
      .onConflictDoNothing();
  }
  const stored = await memberCodeRow(db, customerId);
  if (!stored) throw new Error(`no member code could be made for customer ${customerId}`);
  return stored.code;
}

export async function getPromoCode(
  db: Database,
  { rewardXp, monthlyCap }: ReferralSettings,
  customerId: number,
): Promise<InvitePromoCodeResponse> {
  const code = await ensureMemberCode(db, customerId);
  return {
    msg: 'Поділися кодом зі знайомими: ти отримаєш бали після їхнього першого оплаченого замовлення.',
    consumer: { memberGetMemberCode: code },
    rules: { rewardXp, monthlyCap },
  };
}

/** The ogo customer's velo discount code, made once and stored with their member code. */
export async function getVeloMgm(db: Database, customerId: number): Promise<VeloMgmResponse> {
  await ensureMemberCode(db, customerId);
  for (let attempt = 0; attempt < maxCodeAttempts; attempt += 1) {
    const row = await memberCodeRow(db, customerId);
    if (row?.veloDiscountCode) return { discount_code: row.veloDiscountCode };
    const candidate = newVeloCode();
    const [taken] = await db
      .select({ id: memberCodes.customerId })
      .from(memberCodes)
      .where(eq(memberCodes.veloDiscountCode, candidate))
      .limit(1);
    if (taken) continue;
    // Conditional: a parallel ask that set it first keeps its code. The unique column is the backstop of the check above.
    await db
      .update(memberCodes)
      .set({ veloDiscountCode: candidate })
      .where(and(eq(memberCodes.customerId, customerId), isNull(memberCodes.veloDiscountCode)));
  }
  const row = await memberCodeRow(db, customerId);
  if (!row?.veloDiscountCode) throw new Error(`no velo discount code could be made for customer ${customerId}`);
  return { discount_code: row.veloDiscountCode };
}

export const referralListLimit = 200;

export async function getReferrals(db: Database, inviterId: number): Promise<ReferralsResponse> {
  const rows = await db
    .select({ referral: referrals, phone: customerFieldOf('phone', referrals.invitedId) })
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(referralListLimit);
  // Totals over every referral, not only the listed (newest) ones.
  const counts = await db
    .select({ status: referrals.status, value: count(), xp: sum(referrals.rewardXp) })
    .from(referrals)
    .where(eq(referrals.inviterId, inviterId))
    .groupBy(referrals.status);
  const totals = { invited: 0, pending: 0, rewarded: 0, capped: 0, reversed: 0, xp: 0 };
  for (const row of counts) {
    totals[row.status] += row.value;
    totals.invited += row.value;
    // Reversed rewards were taken back; capped ones never paid.
    if (row.status === 'rewarded') totals.xp += Number(row.xp ?? 0);
  }
  return {
    list: rows.map(({ referral, phone }) => ({
      id: referral.id,
      phone: maskPhone(phone),
      status: referral.status,
      reward_xp: referral.rewardXp,
      created_at: referral.createdAt.toISOString(),
      rewarded_at: referral.rewardedAt?.toISOString() ?? null,
      reversed_at: referral.reversedAt?.toISOString() ?? null,
    })),
    totals,
  };
}
