// Property tests of the referral rules: codes, attachment, reward once after the first paid order, cap, reversal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMemberCode,
  maskPhone,
  memberCodeAlphabet,
  memberCodeFrom,
  referralAttachDecision,
  referralEarnings,
  rewardDecision,
  reversalDecision,
  type ReferralStatus,
} from './referral.ts';
import { referralPromoUsable } from './shop/promo.ts';

const phone = fc.stringMatching(/^\+380\d{9}$/);
const status = fc.constantFrom<ReferralStatus>('pending', 'rewarded', 'reversed', 'capped');

describe('member codes', () => {
  it('are REW- and 8 unambiguous letters, and pass the referral promo form rule', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 16 }), (bytes) => {
        const code = memberCodeFrom(bytes);
        expect(code).toMatch(/^REW-[A-Z2-9]{8}$/);
        expect(isMemberCode(code)).toBe(true);
        expect([...code.slice(4)].every((letter) => memberCodeAlphabet.includes(letter))).toBe(true);
        expect(referralPromoUsable({ ordersCount: 0, code })).toBe(true);
      }),
    );
    expect(memberCodeAlphabet).not.toMatch(/[01OIL]/);
    expect(() => memberCodeFrom(new Uint8Array(7))).toThrow(RangeError);
    expect(isMemberCode('REW-12345')).toBe(false);
    expect(isMemberCode('rew-ABCDEFGH')).toBe(false);
  });
});

describe('referralAttachDecision', () => {
  it('never lets a person invite themself, whatever the customer ids', () => {
    fc.assert(
      fc.property(phone, fc.nat(), fc.nat(), fc.boolean(), (same, inviterId, invitedId, alreadyInvited) => {
        const decision = referralAttachDecision({
          code: 'REW-ABCDEFGH',
          inviter: { customerId: inviterId, phone: same },
          invited: { customerId: invitedId, phone: same.replace('+', '') },
          invitedOrdersCount: 0,
          alreadyInvited,
        });
        expect(decision).toEqual({ ok: false, reason: 'self_referral' });
      }),
    );
  });

  it('accepts exactly a first order of another, not yet invited person with a REW- code', () => {
    fc.assert(
      fc.property(phone, phone, fc.nat(3), fc.boolean(), (a, b, orders, alreadyInvited) => {
        fc.pre(a !== b);
        const decision = referralAttachDecision({
          code: 'REW-ABCDEFGH',
          inviter: { customerId: 1, phone: a },
          invited: { customerId: 2, phone: b },
          invitedOrdersCount: orders,
          alreadyInvited,
        });
        expect(decision.ok).toBe(orders === 0 && !alreadyInvited);
      }),
    );
    const base = { inviter: { customerId: 1, phone: '+380671' }, invited: { customerId: 2, phone: '+380672' } };
    expect(referralAttachDecision({ ...base, code: 'ABCDEFG', invitedOrdersCount: 0, alreadyInvited: false })).toEqual({
      ok: false,
      reason: 'bad_code',
    });
  });
});

/**
 * A model of one inviter over a stream of events (friends' paid orders and refunds across months); the rules must
 * keep the invariants whatever the stream: each friend rewarded at most once, never more than the cap rewarded per
 * month, XP equal to rewards minus what was taken back, and a balance that never goes below zero.
 */
describe('reward and reversal over any stream of events', () => {
  type Event =
    { kind: 'paid'; friend: number; month: number } | { kind: 'refund'; friend: number } | { kind: 'spend'; amount: number };
  const event: fc.Arbitrary<Event> = fc.oneof(
    fc.record({ kind: fc.constant('paid' as const), friend: fc.nat(14), month: fc.nat(2) }),
    fc.record({ kind: fc.constant('refund' as const), friend: fc.nat(14) }),
    fc.record({ kind: fc.constant('spend' as const), amount: fc.nat(500) }),
  );

  it('keeps every invariant', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 80 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 200 }),
        (events, cap, xp) => {
          const referrals = new Map<
            number,
            { status: ReferralStatus; paidOrders: number; rewardXp: number; month: number | null }
          >();
          let balance = 0;
          let credited = 0;
          let takenBack = 0;
          const rewardsPerMonth = new Map<number, number>();
          let month = 0;
          for (const next of events) {
            if (next.kind === 'spend') {
              const spent = Math.min(balance, next.amount);
              balance -= spent;
              continue;
            }
            const referral = referrals.get(next.friend) ?? { status: 'pending', paidOrders: 0, rewardXp: 0, month: null };
            referrals.set(next.friend, referral);
            if (next.kind === 'paid') {
              month = Math.max(month, next.month); // time only moves forward
              const decision = rewardDecision({
                status: referral.status,
                firstPaidOrder: referral.paidOrders === 0,
                rewardedThisMonth: [...referrals.values()].filter(
                  (r) => (r.status === 'rewarded' || r.status === 'reversed') && r.month === month,
                ).length,
                monthlyCap: cap,
                rewardXp: xp,
              });
              referral.paidOrders += 1;
              if (decision.action === 'reward') {
                referral.status = 'rewarded';
                referral.rewardXp = decision.xp;
                referral.month = month;
                balance += decision.xp;
                credited += decision.xp;
                rewardsPerMonth.set(month, (rewardsPerMonth.get(month) ?? 0) + 1);
              } else if (decision.action === 'cap') {
                referral.status = 'capped';
              }
            } else {
              const decision = reversalDecision({
                status: referral.status,
                rewardXp: referral.rewardXp,
                inviterBalance: balance,
              });
              if (decision.action === 'reverse') {
                referral.status = 'reversed';
                balance -= decision.xp;
                takenBack += decision.xp;
              }
            }
            expect(balance).toBeGreaterThanOrEqual(0);
          }
          for (const count of rewardsPerMonth.values()) expect(count).toBeLessThanOrEqual(cap);
          const everRewarded = [...referrals.values()].filter((r) => r.status === 'rewarded' || r.status === 'reversed');
          expect(credited).toBe(everRewarded.length * xp);
          expect(takenBack).toBeLessThanOrEqual(credited);
          // Each friend was settled by their first paid order at most once: a settled friend's later orders change nothing.
          for (const referral of referrals.values()) {
            if (referral.paidOrders > 0) expect(referral.status).not.toBe('pending');
          }
        },
      ),
    );
  });

  it('settles only a pending referral on its first paid order', () => {
    fc.assert(
      fc.property(status, fc.boolean(), fc.nat(20), fc.nat(20), fc.integer({ min: 1, max: 500 }), (s, first, done, cap, xp) => {
        const decision = rewardDecision({
          status: s,
          firstPaidOrder: first,
          rewardedThisMonth: done,
          monthlyCap: cap,
          rewardXp: xp,
        });
        if (s !== 'pending' || !first) expect(decision).toEqual({ action: 'none' });
        else if (done >= cap) expect(decision).toEqual({ action: 'cap', status: 'capped', xp: 0 });
        else expect(decision).toEqual({ action: 'reward', status: 'rewarded', xp });
      }),
    );
  });

  it('takes back at most the reward and at most the balance, and only from a rewarded referral', () => {
    fc.assert(
      fc.property(status, fc.nat(1000), fc.nat(1000), (s, reward, balance) => {
        const decision = reversalDecision({ status: s, rewardXp: reward, inviterBalance: balance });
        if (s !== 'rewarded') expect(decision).toEqual({ action: 'none' });
        else expect(decision).toEqual({ action: 'reverse', status: 'reversed', xp: Math.min(reward, balance) });
      }),
    );
  });
});

describe('referralEarnings (the calculator)', () => {
  it('pays each friend up to the cap per month, never more', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(20), fc.nat(500), fc.integer({ min: 1, max: 12 }), (friends, cap, xp, months) => {
        const result = referralEarnings({ friends, monthlyCap: cap, rewardXp: xp, months });
        expect(result.rewarded + result.capped).toBe(friends);
        expect(result.rewarded).toBeLessThanOrEqual(cap * months);
        expect(result.xp).toBe(result.rewarded * xp);
      }),
    );
    expect(referralEarnings({ friends: 12, monthlyCap: 10, rewardXp: 100 })).toEqual({ rewarded: 10, capped: 2, xp: 1000 });
  });
});

describe('maskPhone', () => {
  it('keeps the operator code and the last four digits only', () => {
    expect(maskPhone('+380671234567')).toBe('+380 67 *** 45 67');
    fc.assert(
      fc.property(phone, (value) => {
        const masked = maskPhone(value);
        expect(masked.replace(/ /g, '').slice(-4)).toBe(value.slice(-4));
        expect(masked).toBe(`+380 ${value.slice(4, 6)} *** ${value.slice(9, 11)} ${value.slice(11, 13)}`);
      }),
    );
  });
});
