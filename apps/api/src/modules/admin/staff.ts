// Staff accounts and their sessions (issue 16): created from the command line or by an admin with a generated password
// that must be changed at the first sign-in; sign-in by e-mail and password (and the TOTP code once the second factor
// is on), rate-limited per account and per IP; sessions end after 30 idle minutes and at most 12 hours after sign-in.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Staff, StaffRole } from '@loyalty/contracts/admin';
import type { Database, Executor } from '@loyalty/db/client';
import { staffAccounts, staffLoginAttempts, staffSessions, type StaffAccountRow } from '@loyalty/db/schema';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from './password.ts';

export const staffIdleMinutes = 30;
export const staffSessionMaxHours = 12;
/** Failed sign-ins allowed per account and per IP within the window before 429. */
export const loginLimits = { perAccount: 5, perIp: 20, windowMinutes: 15 } as const;

export function staffOf(row: StaffAccountRow): Staff {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    must_change_password: row.mustChangePassword,
    totp_enabled: row.totpEnabledAt !== null,
    disabled: row.disabledAt !== null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(`staff:${token}`).digest('hex');
}

export async function findStaffByEmail(executor: Executor, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await executor.select().from(staffAccounts).where(eq(staffAccounts.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findStaff(executor: Executor, id: number): Promise<StaffAccountRow | undefined> {
  const [row] = await executor.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

/** A new account with a generated password (shown once); 409 when the e-mail has one. */
export async function createStaff(
  db: Database,
  input: { email: string; role: StaffRole },
  actor: AuditActor,
): Promise<{ staff: Staff; password: string }> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email: input.email.toLowerCase(), role: input.role, passwordHash, mustChangePassword: true })
      .onConflictDoNothing({ target: staffAccounts.email })
      .returning();
    if (!row) throw new HttpError(409, 'conflict', `There is already a staff account for ${input.email}.`);
    await recordAudit(tx, actor, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: row.id,
      after: { email: row.email, role: row.role },
    });
    return { staff: staffOf(row), password };
  });
}

/** Changes role and/or disables (or enables) an account; disabling ends its sessions. */
export async function updateStaff(
  db: Database,
  id: number,
  change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
  actor: AuditActor,
): Promise<Staff> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update').limit(1);
    if (!before) throw new HttpError(404, 'not_found', `There is no staff account ${id}.`);
    if (actor.staffId === id && (change.disabled === true || (change.role && change.role !== before.role))) {
      throw new HttpError(409, 'conflict', 'You cannot disable yourself or change your own role.');
    }
    const [after] = await tx
      .update(staffAccounts)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? (before.disabledAt ?? new Date()) : null }),
        updatedAt: new Date(),
      })
      .where(eq(staffAccounts.id, id))
      .returning();
    if (!after) throw new Error('staff account vanished under its lock');
    if (change.disabled === true || (change.role && change.role !== before.role)) {
      await tx
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    }
    await recordAudit(tx, actor, {
      action: change.disabled === true ? 'staff.disable' : change.disabled === false ? 'staff.enable' : 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: { role: before.role, disabled: before.disabledAt !== null },
      after: { role: after.role, disabled: after.disabledAt !== null },
    });
    return staffOf(after);
  });
}

async function recentFailures(executor: Executor, by: { email: string } | { ip: string }, since: Date): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(staffLoginAttempts)
    .where(
      and(
        'email' in by ? eq(staffLoginAttempts.email, by.email) : eq(staffLoginAttempts.ip, by.ip),
        eq(staffLoginAttempts.succeeded, false),
        gt(staffLoginAttempts.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

function totpOf(secret: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'glo·ogo back-office',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export function totpCodeValid(secret: string, email: string, code: string): boolean {
  return totpOf(secret, email).validate({ token: code, window: 1 }) !== null;
}

export interface StaffLogin {
  email: string;
  password: string;
  totp?: string | undefined;
  ip: string;
  userAgent: string;
}

/**
 * Signs a staff member in: 429 after too many failures for the account or the IP, 401 `invalid_credentials` for a
 * wrong e-mail, password or disabled account alike (no hint which), 401 `totp_required` when the second factor is on
 * and its code is missing or wrong. Answers the new session's token.
 */
export async function loginStaff(
  db: Database,
  input: StaffLogin,
  now: Date = new Date(),
): Promise<{ staff: Staff; token: string }> {
  const email = input.email.toLowerCase();
  const since = new Date(now.getTime() - loginLimits.windowMinutes * 60_000);
  const [byAccount, byIp] = await Promise.all([
    recentFailures(db, { email }, since),
    recentFailures(db, { ip: input.ip }, since),
  ]);
  if (byAccount >= loginLimits.perAccount || byIp >= loginLimits.perIp) {
    throw new HttpError(429, 'rate_limited', `Too many failed sign-ins; try again in ${loginLimits.windowMinutes} minutes.`);
  }
  const row = await findStaffByEmail(db, email);
  const fail = async (code: 'invalid_credentials' | 'totp_required', message: string): Promise<never> => {
    await db.insert(staffLoginAttempts).values({ email, ip: input.ip, succeeded: false });
    throw new HttpError(401, code, message);
  };
  // The hash is computed for an unknown account too, so its answer takes as long as a wrong password.
  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
  if (!row || !passwordOk || row.disabledAt !== null) {
    return fail('invalid_credentials', 'The e-mail or password is wrong, or the account is disabled.');
  }
  if (row.totpEnabledAt !== null && row.totpSecret) {
    if (!input.totp || !totpCodeValid(row.totpSecret, row.email, input.totp)) {
      return fail('totp_required', 'Enter the current code of your authenticator app.');
    }
  }
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      tokenHash: hashStaffToken(token),
      staffId: row.id,
      absoluteExpiresAt: new Date(now.getTime() + staffSessionMaxHours * 3_600_000),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
    });
    await tx.update(staffAccounts).set({ lastLoginAt: now }).where(eq(staffAccounts.id, row.id));
    await tx.insert(staffLoginAttempts).values({ email, ip: input.ip, succeeded: true });
  });
  return { staff: staffOf({ ...row, lastLoginAt: now }), token };
}

/** The live session of a token: not revoked, within 12 hours, used in the last 30 minutes, its account enabled. */
export async function findStaffSession(
  executor: Executor,
  token: string,
  now: Date = new Date(),
): Promise<{ sessionId: string; staff: StaffAccountRow } | null> {
  const idleSince = new Date(now.getTime() - staffIdleMinutes * 60_000);
  const [row] = await executor
    .select({ sessionId: staffSessions.id, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashStaffToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.absoluteExpiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  await executor.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  return row;
}

export async function revokeStaffSession(executor: Executor, sessionId: string): Promise<void> {
  await executor
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}

/** Replaces the password (the current one must be right); other sessions of the account end. */
export async function changeStaffPassword(
  db: Database,
  staff: StaffAccountRow,
  input: { currentPassword: string; newPassword: string; keepSessionId: string },
  actor: AuditActor,
): Promise<Staff> {
  if (!(await verifyPassword(input.currentPassword, staff.passwordHash))) {
    throw new HttpError(400, 'validation_failed', 'The current password is wrong.', [
      { field: 'current_password', message: 'The current password is wrong' },
    ]);
  }
  const problem =
    passwordProblem(input.newPassword, staff.email) ??
    (input.newPassword === input.currentPassword ? 'Choose a new password.' : null);
  if (problem) throw new HttpError(400, 'validation_failed', problem, [{ field: 'new_password', message: problem }]);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(staffAccounts.id, staff.id))
      .returning();
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffSessions.staffId, staff.id),
          isNull(staffSessions.revokedAt),
          sql`${staffSessions.id} <> ${input.keepSessionId}`,
        ),
      );
    await recordAudit(tx, actor, { action: 'staff.password-change', targetType: 'staff', targetId: staff.id });
    if (!row) throw new Error('staff account vanished');
    return staffOf(row);
  });
}

/** A new TOTP secret for the account (not yet required: enableTotp confirms it with a code). */
export async function setUpTotp(db: Database, staff: StaffAccountRow): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db
    .update(staffAccounts)
    .set({ totpSecret: secret, totpEnabledAt: null, updatedAt: new Date() })
    .where(eq(staffAccounts.id, staff.id));
  return { secret, otpauthUrl: totpOf(secret, staff.email).toString() };
}

export async function enableTotp(db: Database, staff: StaffAccountRow, code: string, actor: AuditActor): Promise<Staff> {
  if (!staff.totpSecret || !totpCodeValid(staff.totpSecret, staff.email, code)) {
    throw new HttpError(400, 'validation_failed', 'That code does not match; try the current one.', [
      { field: 'code', message: 'The code does not match' },
    ]);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
      .where(eq(staffAccounts.id, staff.id))
      .returning();
    await recordAudit(tx, actor, { action: 'staff.totp-enable', targetType: 'staff', targetId: staff.id });
    if (!row) throw new Error('staff account vanished');
    return staffOf(row);
  });
}
