// Changing a customer's email: a 6-digit code mailed to the new address, then confirmed by the same person.
import type { User } from '@loyalty/contracts/user';
import type { Database } from '@loyalty/db/client';
import { lockKey } from '@loyalty/db/locks';
import type { AppConfig } from '../../config.ts';
import { DomainError, RetryLaterError } from '../../lib/domain-error.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { MailService } from '../../providers/mail/service.ts';
import { issueOtp, verifyOtp } from '../auth/otp.ts';
import {
  emailChangeHistory,
  emailUsedByAnotherPerson,
  findAddress,
  latestPendingEmailChange,
  updateCustomer,
  voidPendingEmailChanges,
} from './repository.ts';
import { toWireUser } from './service.ts';

/**
 * Codes a person may ask for in 24 hours. With 5 tries per code this bounds guessing to 50 tries a day; the resend
 * cooldown alone would allow 1 440 codes.
 */
export const emailChangeCodesPerDay = 10;
const dayMs = 86_400_000;

export interface EmailChangeDeps {
  db: Database;
  secret: string;
  mail: Pick<MailService, 'send'>;
  otp: AppConfig['otp'];
}

/** Addresses are compared and kept in lower case: the same mailbox must not count as two people's. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sessionCustomerIds(session: SessionContext): number[] {
  return [session.customerIds.glo, session.customerIds.ogo].filter((id): id is number => id !== null);
}

function emailTaken(): DomainError {
  return new DomainError('email_taken', 'This email belongs to another account.', [
    { field: 'body.email', message: 'Already used by another account' },
  ]);
}

function changeMail(to: string, code: string, ttlSeconds: number) {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  const text = (shown: string) =>
    [
      'Вітаємо!',
      '',
      `Твій код для підтвердження нової електронної пошти: ${shown}`,
      `Код дійсний ${minutes} хв. Введи його в застосунку, щоб завершити зміну пошти.`,
      '',
      'Якщо пошту змінюєш не ти, просто проігноруй цей лист: без коду її не буде змінено.',
    ].join('\n');
  return { to, subject: 'Код підтвердження електронної пошти', text: text(code), logText: text('••••••') };
}

/**
 * Sends a code to the new address for `customerId` (already checked to be the session's). One code is live per
 * person; a new one may be asked for after OTP_RESEND_SECONDS (429 resend_too_soon with Retry-After).
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  session: SessionContext,
  params: { email: string; customerId: number; ip: string },
  now: Date = new Date(),
): Promise<{ sent: true; expiresInSeconds: number }> {
  const email = normalizeEmail(params.email);
  const ownIds = sessionCustomerIds(session);
  const issued = await deps.db.transaction(async (tx) => {
    // Parallel requests of one person would otherwise each pass the cooldown and each send a mail.
    await lockKey(tx, `email-change:${session.phone}`);
    if (await emailUsedByAnotherPerson(tx, email, session.phone)) throw emailTaken();
    const history = await emailChangeHistory(tx, ownIds, new Date(now.getTime() - dayMs));
    const waitMs = history.lastIssuedAt ? history.lastIssuedAt.getTime() + deps.otp.resendSeconds * 1000 - now.getTime() : 0;
    if (waitMs > 0)
      throw new RetryLaterError('resend_too_soon', `Ask for a new code in ${Math.ceil(waitMs / 1000)} s.`, waitMs / 1000);
    if (history.issuedSince >= emailChangeCodesPerDay) {
      throw new RetryLaterError('limit_reached', 'Too many codes today; try again tomorrow.', dayMs / 1000);
    }
    await voidPendingEmailChanges(tx, ownIds);
    return issueOtp(
      tx,
      { purpose: 'email_change', recipient: email, customerId: params.customerId, ip: params.ip },
      deps.secret,
      now,
      {
        ttlSeconds: deps.otp.ttlSeconds,
        maxAttempts: deps.otp.maxAttempts,
      },
    );
  });
  await deps.mail.send(changeMail(email, issued.code, deps.otp.ttlSeconds));
  return { sent: true, expiresInSeconds: deps.otp.ttlSeconds };
}

/**
 * Applies the person's newest pending change when the code is right. Every failure (no pending change, wrong,
 * expired, used or exhausted code) is the one answer 400 invalid_code; a wrong try is spent even so.
 */
export async function confirmEmailChange(
  deps: EmailChangeDeps,
  session: SessionContext,
  code: string,
  now: Date = new Date(),
): Promise<User> {
  const pending = await latestPendingEmailChange(deps.db, sessionCustomerIds(session), now);
  const customerId = pending?.customerId;
  if (!pending || customerId === null || customerId === undefined) throw invalidCode();
  const outcome = await deps.db.transaction(async (tx) => {
    // The lock key of auth/service.ts too: a registration or another confirmation of this address waits, so only one gets it.
    await lockKey(tx, `customer-email:${pending.recipient}`);
    const verified = await verifyOtp(
      tx,
      { purpose: 'email_change', recipient: pending.recipient, customerId, code },
      deps.secret,
      now,
    );
    // Returned, not thrown: the spent try must be committed.
    if (!verified.ok) return 'invalid_code' as const;
    if (await emailUsedByAnotherPerson(tx, pending.recipient, session.phone)) return 'email_taken' as const;
    const updated = await updateCustomer(tx, customerId, { email: pending.recipient });
    if (!updated) return 'invalid_code' as const;
    return toWireUser(updated, await findAddress(tx, customerId));
  });
  if (outcome === 'invalid_code') throw invalidCode();
  if (outcome === 'email_taken') throw emailTaken();
  return outcome;
}

function invalidCode(): DomainError {
  return new DomainError('invalid_code', 'The code is wrong or expired. Ask for a new one.', [
    { field: 'body.code', message: 'Wrong or expired code' },
  ]);
}
