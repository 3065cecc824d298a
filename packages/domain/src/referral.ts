// Referral ("invite a friend") rules of spec section 5 and the brief: member codes, who may be invited, when the inviter is
// rewarded (first paid order, monthly cap) and when the reward is taken back. Pure: the API feeds them database facts.
import { referralPromoUsable } from './shop/promo.ts';

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot cannot be mistaken. */
export const memberCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const memberCodePrefix = 'REW-';
export const memberCodeBodyLength = 8;

const memberCodePattern = new RegExp(`^${memberCodePrefix}[${memberCodeAlphabet}]{${memberCodeBodyLength}}$`);

/**
 * A member code from random bytes (at least memberCodeBodyLength of them). Each byte picks a letter by modulo; the tiny
 * bias (256 is not a multiple of 31) does not matter for a code whose uniqueness the database enforces.
 */
export function memberCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < memberCodeBodyLength) throw new RangeError(`needs ${memberCodeBodyLength} random bytes`);
  let body = '';
  for (let index = 0; index < memberCodeBodyLength; index += 1) {
    body += memberCodeAlphabet[bytes[index]! % memberCodeAlphabet.length];
  }
  return `${memberCodePrefix}${body}`;
}

/** Whether a code has the exact form memberCodeFrom makes (upper case, unambiguous letters). */
export function isMemberCode(code: string): boolean {
  return memberCodePattern.test(code);
}

/** What the customer typed, as codes are stored: trimmed, upper case. */
export function normalizeMemberCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Phones compared by their digits only, so '+380…' and '380…' are the same person. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export interface ReferralParty {
  customerId: number;
  phone: string;
}

export type ReferralRefusal = 'bad_code' | 'not_first_order' | 'self_referral' | 'already_invited';

export interface ReferralAttachInput {
  code: string;
  inviter: ReferralParty;
  invited: ReferralParty;
  /** Orders the invited customer record already has (any status). */
  invitedOrdersCount: number;
  /** Whether this person (this phone, in either brand) already has a referral record. */
  alreadyInvited: boolean;
}

/**
 * Whether an order with this code may record a referral: the form rule of spec section 5 (first order, REW- code),
 * never the inviter themself (the same phone in either brand is the same person), one referral per invited person.
 * Checked in that order, so the customer hears about the first thing to fix.
 */
export function referralAttachDecision(input: ReferralAttachInput): { ok: true } | { ok: false; reason: ReferralRefusal } {
  if (!referralPromoUsable({ ordersCount: 0, code: input.code })) return { ok: false, reason: 'bad_code' };
  if (input.invitedOrdersCount > 0) return { ok: false, reason: 'not_first_order' };
  if (
    input.inviter.customerId === input.invited.customerId ||
    phoneDigits(input.inviter.phone) === phoneDigits(input.invited.phone)
  ) {
    return { ok: false, reason: 'self_referral' };
  }
  if (input.alreadyInvited) return { ok: false, reason: 'already_invited' };
  return { ok: true };
}

export type ReferralStatus = 'pending' | 'rewarded' | 'reversed' | 'capped';

export interface RewardInput {
  status: ReferralStatus;
  /** Whether the order just paid is the invited customer's first paid order (no earlier order was ever paid). */
  firstPaidOrder: boolean;
  /**
   * The inviter's referrals rewarded in the current Kyiv calendar month, counting those reversed since: a refund
   * does not free a slot, so the cap bounds the XP ever credited in a month.
   */
  rewardedThisMonth: number;
  monthlyCap: number;
  rewardXp: number;
}

export type RewardDecision =
  { action: 'none' } | { action: 'reward'; status: 'rewarded'; xp: number } | { action: 'cap'; status: 'capped'; xp: 0 };

/**
 * A pending referral is settled once, by the invited customer's first paid order: rewarded while the inviter is under
 * the monthly cap, capped (no XP, ever) when at or over it. Any later paid order, or a settled referral, changes nothing.
 */
export function rewardDecision(input: RewardInput): RewardDecision {
  if (input.status !== 'pending' || !input.firstPaidOrder) return { action: 'none' };
  if (input.rewardXp <= 0 || input.rewardedThisMonth >= input.monthlyCap) return { action: 'cap', status: 'capped', xp: 0 };
  return { action: 'reward', status: 'rewarded', xp: input.rewardXp };
}

export type ReversalDecision = { action: 'none' } | { action: 'reverse'; status: 'reversed'; xp: number };

/**
 * The order that earned a reward was refunded: the reward is taken back, as much as the inviter still holds (a
 * balance never goes below zero, and a refund must not fail because the inviter spent the XP). Only rewarded referrals
 * move; a capped one never paid anything.
 */
export function reversalDecision(input: { status: ReferralStatus; rewardXp: number; inviterBalance: number }): ReversalDecision {
  if (input.status !== 'rewarded') return { action: 'none' };
  return { action: 'reverse', status: 'reversed', xp: Math.max(0, Math.min(input.rewardXp, input.inviterBalance)) };
}

/**
 * The calculator: what an inviter earns when `friends` invited people each make a first paid order within `months`
 * Kyiv calendar months (default one), honouring the monthly cap.
 */
export function referralEarnings(input: { friends: number; monthlyCap: number; rewardXp: number; months?: number }): {
  rewarded: number;
  capped: number;
  xp: number;
} {
  const friends = Math.max(0, Math.floor(input.friends));
  const months = Math.max(1, Math.floor(input.months ?? 1));
  const rewarded = Math.min(friends, Math.max(0, input.monthlyCap) * months);
  return { rewarded, capped: friends - rewarded, xp: rewarded * Math.max(0, input.rewardXp) };
}

/**
 * +380671234567 → +380 67 *** 45 67: enough for the inviter to recognise a friend, not enough to call them; grouped as
 * the app writes every phone (formatUaPhone).
 */
export function maskPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length === 12 && digits.startsWith('380')) {
    return `+380 ${digits.slice(3, 5)} *** ${digits.slice(8, 10)} ${digits.slice(10, 12)}`;
  }
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `+${digits.slice(0, 5)}${'*'.repeat(digits.length - 9 > 0 ? digits.length - 9 : 3)}${digits.slice(-4)}`;
}
