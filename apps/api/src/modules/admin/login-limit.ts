// The limits on checking a staff password: at sign-in, and when a signed-in member re-enters it to change
// the password or the second factor. Each try is written down, as a failure, before the password is checked, under a
// lock per account and per network, so parallel tries see each other and at most the limit is ever checked; a success
// then turns its row into one. Failures count per account from one network, per network, and per account from all
// unknown browsers over a longer window; a browser that signed in to the account before counts on its own, so a
// stranger's failures cannot lock the staff member out of their own browser (decision 0040).
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { queryRows, type Database, type Executor } from '@loyalty/db/client';
import { lockKey } from '@loyalty/db/locks';
import { staffDevices, staffLoginAttempts } from '@loyalty/db/schema';
import { RetryLaterError } from '../../lib/domain-error.ts';

export const loginLimits = {
  /** The window of the first three limits. */
  windowMinutes: 15,
  /** Failures for one account from one network (an IPv4 address or an IPv6 /64). */
  perAccountAndNetwork: 5,
  /** Failures from one network, whatever the account. */
  perNetwork: 20,
  /**
   * Failures for one account from all unknown browsers together, over accountWindowMinutes: above the 20 an hour one
   * network can reach on its own (5 per 15 minutes), so a single address cannot hold the account at this limit.
   */
  perAccount: 30,
  accountWindowMinutes: 60,
  /** Failures from one known browser of the account. */
  perDevice: 5,
  /** A browser stays known this long after its last sign-in to the account. */
  deviceDays: 90,
} as const;

export const staffDeviceCookieName = 'staff_device';

/**
 * The network a client address counts under: an IPv4 address itself, and the /64 of an IPv6 one (one host is routinely
 * given a whole /64, so counting single IPv6 addresses would give an attacker 2^64 budgets).
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const bytes = address.toByteArray().map((byte, index) => (index < 8 ? byte : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/64`;
}

export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(`staff-device:${token}`).digest('hex');
}

/** The hash of `token` when it is a known browser of the account (signed in within deviceDays), else null. */
export async function knownDevice(
  executor: Executor,
  staffId: number,
  token: string | undefined,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  const tokenHash = hashDeviceToken(token);
  const [row] = await executor
    .select({ tokenHash: staffDevices.tokenHash, lastSignInAt: staffDevices.lastSignInAt })
    .from(staffDevices)
    .where(and(eq(staffDevices.tokenHash, tokenHash), eq(staffDevices.staffId, staffId)))
    .limit(1);
  if (!row || row.lastSignInAt.getTime() < now.getTime() - loginLimits.deviceDays * 86_400_000) return null;
  return row.tokenHash;
}

export interface PasswordTry {
  /** The e-mail as typed (lower case): unknown accounts are limited like known ones. */
  email: string;
  /** The client's address as the server sees it (request.ip). */
  ip: string;
  /** The known browser's token hash (knownDevice), or null. */
  device: string | null;
}

/** 429 with Retry-After: the limit's whole window (the oldest failure counted may leave it sooner). */
const tooMany = (minutes: number) =>
  new RetryLaterError('rate_limited', `Too many failed sign-ins; try again in ${minutes} minutes.`, minutes * 60);

/**
 * Writes the try down as a failure, or answers 429 when a limit is reached; answers the row's id for markTrySucceeded.
 * Its own short transaction: the row must be visible to parallel tries while this one's password is being checked.
 */
export async function recordPasswordTry(db: Database, attempt: PasswordTry, now: Date = new Date()): Promise<number> {
  const network = networkOf(attempt.ip);
  // As text: both drivers pass a string parameter alike, and the column's type decides how it is read.
  const since = new Date(now.getTime() - loginLimits.windowMinutes * 60_000).toISOString();
  return db.transaction(async (tx) => {
    // Always the account first, then the network: two tries holding one each never wait for each other.
    await lockKey(tx, `staff-login:account:${attempt.email}`);
    if (attempt.device) {
      const [row] = await queryRows<{ failures: number }>(
        tx,
        sql`select count(*)::int as failures from ${staffLoginAttempts}
            where ${staffLoginAttempts.device} = ${attempt.device} and not ${staffLoginAttempts.succeeded}
              and ${staffLoginAttempts.createdAt} > ${since}`,
      );
      if ((row?.failures ?? 0) >= loginLimits.perDevice) throw tooMany(loginLimits.windowMinutes);
    } else {
      await lockKey(tx, `staff-login:network:${network}`);
      const accountSince = new Date(now.getTime() - loginLimits.accountWindowMinutes * 60_000).toISOString();
      const [row] = await queryRows<{ accountAndNetwork: number; network: number; account: number }>(
        tx,
        sql`select
              count(*) filter (where ${staffLoginAttempts.email} = ${attempt.email} and ${staffLoginAttempts.ip} = ${network}
                and ${staffLoginAttempts.createdAt} > ${since})::int as "accountAndNetwork",
              count(*) filter (where ${staffLoginAttempts.ip} = ${network} and ${staffLoginAttempts.createdAt} > ${since})::int
                as "network",
              count(*) filter (where ${staffLoginAttempts.email} = ${attempt.email})::int as "account"
            from ${staffLoginAttempts}
            where not ${staffLoginAttempts.succeeded} and ${staffLoginAttempts.device} is null
              and ${staffLoginAttempts.createdAt} > ${accountSince}
              and (${staffLoginAttempts.email} = ${attempt.email} or ${staffLoginAttempts.ip} = ${network})`,
      );
      if ((row?.accountAndNetwork ?? 0) >= loginLimits.perAccountAndNetwork || (row?.network ?? 0) >= loginLimits.perNetwork) {
        throw tooMany(loginLimits.windowMinutes);
      }
      if ((row?.account ?? 0) >= loginLimits.perAccount) throw tooMany(loginLimits.accountWindowMinutes);
    }
    const [inserted] = await tx
      .insert(staffLoginAttempts)
      .values({ email: attempt.email, ip: network, device: attempt.device, succeeded: false, createdAt: now })
      .returning({ id: staffLoginAttempts.id });
    if (!inserted) throw new Error('the attempt row was not written');
    return inserted.id;
  });
}

/** The try's password (and code) were right: it no longer counts as a failure. */
export async function markTrySucceeded(executor: Executor, id: number): Promise<void> {
  await executor.update(staffLoginAttempts).set({ succeeded: true }).where(eq(staffLoginAttempts.id, id));
}
