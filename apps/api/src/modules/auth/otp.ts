// One-time codes (SMS login, email change): issue, keyed hash, expiry, single use and a budget of wrong tries.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@loyalty/db/client';
import { otpChallenges, type OtpChallengeRow } from '@loyalty/db/schema';

export type OtpPurpose = 'login' | 'email_change' | 'certificate_pin';

/** OTP_TTL_SECONDS and OTP_MAX_ATTEMPTS; pass `app.config.otp`. The defaults are the documented ones. */
export interface OtpPolicy {
  ttlSeconds: number;
  maxAttempts: number;
}

export const defaultOtpPolicy: OtpPolicy = { ttlSeconds: 300, maxAttempts: 5 };

export interface IssueOtpParams {
  purpose: OtpPurpose;
  /** The phone (+380…) or email address the code goes to. */
  recipient: string;
  customerId?: number;
  ip: string;
}

export interface IssuedOtp {
  challengeId: string;
  /** Six digits, to be sent; never stored. */
  code: string;
  expiresAt: Date;
}

/** HMAC rather than a plain hash: a million possible codes are trivially brute-forced from a bare SHA-256. */
export function hashOtpCode(secret: string, challengeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');
}

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Issues a fresh code and voids the older unconsumed ones of the same purpose and recipient (only the last one works). */
export async function issueOtp(
  executor: Executor,
  params: IssueOtpParams,
  secret: string,
  now: Date = new Date(),
  policy: OtpPolicy = defaultOtpPolicy,
): Promise<IssuedOtp> {
  const challengeId = randomUUID();
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + policy.ttlSeconds * 1000);
  await executor
    .update(otpChallenges)
    .set({ attemptsLeft: 0 })
    .where(
      and(
        eq(otpChallenges.purpose, params.purpose),
        eq(otpChallenges.recipient, params.recipient),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.attemptsLeft, 0),
      ),
    );
  await executor.insert(otpChallenges).values({
    id: challengeId,
    purpose: params.purpose,
    recipient: params.recipient,
    customerId: params.customerId ?? null,
    codeHash: hashOtpCode(secret, challengeId, code),
    attemptsLeft: policy.maxAttempts,
    expiresAt,
    requestIp: params.ip,
    createdAt: now,
  });
  return { challengeId, code, expiresAt };
}

export interface VerifyOtpParams {
  purpose: OtpPurpose;
  /** The phone or address the code was sent to; at least one of recipient and customerId. */
  recipient?: string;
  customerId?: number;
  code: string;
}

/** A refusal says how many wrong tries the code has left: 0 when none is live (wrong, expired, used, exhausted alike). */
export type VerifyOtpResult = { ok: true; challenge: OtpChallengeRow } | { ok: false; attemptsLeft: number };

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a code against the newest live challenge. A right code is consumed by a conditional update, so of two
 * parallel confirmations exactly one wins; a wrong one spends a try, and the last try voids the code.
 * The result never says why a code failed (wrong, expired, used, exhausted are one answer); it says how many tries the
 * live code has left after this one, so the customer knows when to ask for a new code.
 */
export async function verifyOtp(
  executor: Executor,
  params: VerifyOtpParams,
  secret: string,
  now: Date = new Date(),
): Promise<VerifyOtpResult> {
  if (params.recipient === undefined && params.customerId === undefined) {
    throw new Error('verifyOtp needs a recipient or a customerId');
  }
  const [challenge] = await executor
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.purpose, params.purpose),
        params.recipient === undefined ? undefined : eq(otpChallenges.recipient, params.recipient),
        params.customerId === undefined ? undefined : eq(otpChallenges.customerId, params.customerId),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.attemptsLeft, 0),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!challenge) return { ok: false, attemptsLeft: 0 };

  const live = and(
    eq(otpChallenges.id, challenge.id),
    isNull(otpChallenges.consumedAt),
    gt(otpChallenges.attemptsLeft, 0),
    gt(otpChallenges.expiresAt, now),
  );
  if (/^\d{6}$/.test(params.code) && sameHash(hashOtpCode(secret, challenge.id, params.code), challenge.codeHash)) {
    const [consumed] = await executor.update(otpChallenges).set({ consumedAt: now }).where(live).returning();
    return consumed ? { ok: true, challenge: consumed } : { ok: false, attemptsLeft: 0 };
  }
  const [spent] = await executor
    .update(otpChallenges)
    .set({ attemptsLeft: sql`${otpChallenges.attemptsLeft} - 1` })
    .where(live)
    .returning({ attemptsLeft: otpChallenges.attemptsLeft });
  return { ok: false, attemptsLeft: Math.max(spent?.attemptsLeft ?? 0, 0) };
}
