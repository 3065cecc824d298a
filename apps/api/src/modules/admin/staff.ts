// Staff accounts and their sessions: created from the command line or by an admin with a generated password
// that must be changed at the first sign-in; sign-in by e-mail and password (and the TOTP code once the second factor
// is on), each password check counted by login-limit.ts; sessions end after 30 idle minutes and at most 12 hours after
// sign-in. Changing one's own password or second factor needs the password again.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Staff, StaffRole } from '@loyalty/contracts/admin';
import type { Database, Executor } from '@loyalty/db/client';
import { staffAccounts, staffDevices, staffSessions, type StaffAccountRow } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from '../audit/service.ts';
import { hashDeviceToken, knownDevice, markTrySucceeded, recordPasswordTry } from './login-limit.ts';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from './password.ts';

export const staffIdleMinutes = 30;
export const staffSessionMaxHours = 12;

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
    if (!row) throw new DomainError('conflict', `There is already a staff account for ${input.email}.`);
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
    if (!before) throw new DomainError('not_found', `There is no staff account ${id}.`);
    if (actor.staffId === id && (change.disabled === true || (change.role && change.role !== before.role))) {
      throw new DomainError('conflict', 'You cannot disable yourself or change your own role.');
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

const totpPeriodSeconds = 30;

function totpOf(secret: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'glo·ogo back-office',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The 30-second time step `code` belongs to, when it is the code of the step now or of one either side; else null. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Takes the time step for the account unless it or a later one was taken already: each code is accepted once, and an
 * older one never after a newer (the code that turned TOTP on was accepted again by two sign-ins). One
 * conditional UPDATE, so two requests with the same code cannot both get it.
 */
async function claimTotpStep(executor: Executor, staffId: number, step: number): Promise<boolean> {
  const claimed = await executor
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(and(eq(staffAccounts.id, staffId), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step))))
    .returning({ id: staffAccounts.id });
  return claimed.length === 1;
}

function secondFactorOn(row: StaffAccountRow): row is StaffAccountRow & { totpSecret: string } {
  return row.totpEnabledAt !== null && row.totpSecret !== null;
}

/** Ends the account's sessions but the one making the change (after a change of password or second factor). */
async function endOtherSessions(executor: Executor, staffId: number, keepSessionId: string): Promise<void> {
  await executor
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), sql`${staffSessions.id} <> ${keepSessionId}`),
    );
}

export interface StaffLogin {
  email: string;
  password: string;
  totp?: string | undefined;
  ip: string;
  userAgent: string;
  /** The staff_device cookie, when the browser has one. */
  deviceToken?: string | undefined;
  requestId: string;
}

/** A hash of a password nobody has, checked for unknown accounts so that their answer takes as long as a wrong one. */
const absentAccountHash = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA';

/** Why a sign-in failed: in the audit trail only, never in the answer. */
type LoginFailure = 'unknown-account' | 'wrong-password' | 'disabled' | 'code-missing' | 'code-wrong' | 'code-reused';

const invalidCredentials = () =>
  new DomainError('invalid_credentials', 'The e-mail, password or authenticator code is wrong, or the account is disabled.');

/**
 * Signs a staff member in. The try is counted before the password is checked (login-limit.ts: 429 past a limit); then
 * one 401 `invalid_credentials` whatever was wrong — e-mail, password, a disabled account, the authenticator code
 * missing, wrong or used before — so the answer never confirms a password without the second factor, and the password
 * hash is computed in every case, so its time does not either. Sign-ins and failed sign-ins are in the audit trail.
 * Answers the new session's token, and a new known-browser token when the browser had none for this account.
 */
export async function loginStaff(
  db: Database,
  input: StaffLogin,
  now: Date = new Date(),
): Promise<{ staff: Staff; token: string; deviceToken: string | null }> {
  const email = input.email.toLowerCase();
  const row = await findStaffByEmail(db, email);
  const device = row ? await knownDevice(db, row.id, input.deviceToken, now) : null;
  const attemptId = await recordPasswordTry(db, { email, ip: input.ip, device }, now);
  const actor: AuditActor = {
    type: 'staff',
    staffId: row?.id ?? null,
    name: email,
    role: row?.role ?? '',
    requestId: input.requestId,
  };
  const fail = async (reason: LoginFailure): Promise<never> => {
    await recordAudit(db, actor, {
      action: 'staff.login-failed',
      targetType: 'staff',
      targetId: row?.id ?? '',
      after: { ip: input.ip, reason },
    });
    throw invalidCredentials();
  };

  const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? absentAccountHash);
  if (!row) return fail('unknown-account');
  if (!passwordOk) return fail('wrong-password');
  if (row.disabledAt !== null) return fail('disabled');
  let step: number | null = null;
  if (secondFactorOn(row)) {
    if (!input.totp) return fail('code-missing');
    step = totpStepOf(row.totpSecret, input.totp, now);
    if (step === null) return fail('code-wrong');
  }

  const token = randomBytes(32).toString('base64url');
  const newDeviceToken = device ? null : randomBytes(32).toString('base64url');
  const signedIn = await db.transaction(async (tx) => {
    if (step !== null && !(await claimTotpStep(tx, row.id, step))) return false;
    await tx.insert(staffSessions).values({
      tokenHash: hashStaffToken(token),
      staffId: row.id,
      absoluteExpiresAt: new Date(now.getTime() + staffSessionMaxHours * 3_600_000),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
    });
    await tx.update(staffAccounts).set({ lastLoginAt: now }).where(eq(staffAccounts.id, row.id));
    await markTrySucceeded(tx, attemptId);
    if (device) {
      await tx.update(staffDevices).set({ lastSignInAt: now }).where(eq(staffDevices.tokenHash, device));
    } else if (newDeviceToken) {
      await tx.insert(staffDevices).values({ tokenHash: hashDeviceToken(newDeviceToken), staffId: row.id, lastSignInAt: now });
    }
    await recordAudit(tx, actor, {
      action: 'staff.login',
      targetType: 'staff',
      targetId: row.id,
      after: { ip: input.ip, user_agent: input.userAgent.slice(0, 200), known_browser: device !== null },
    });
    return true;
  });
  if (!signedIn) return fail('code-reused');
  return { staff: staffOf({ ...row, lastLoginAt: now }), token, deviceToken: newDeviceToken };
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

/** Ends this session (logout), with its audit entry. */
export async function logoutStaff(db: Database, sessionId: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(staffSessions.id, sessionId));
    await recordAudit(tx, actor, { action: 'staff.logout', targetType: 'staff', targetId: actor.staffId ?? '' });
  });
}

/** What the signed-in member re-enters to change their own credentials. */
export interface IdentityProof {
  currentPassword: string;
  /** The authenticator code: required when the second factor is on. */
  code?: string | undefined;
  ip: string;
}

/**
 * Checks the re-entered password (and code, when the second factor is on) of the signed-in member, counted with the
 * sign-in failures (a stolen session must not guess the password without limit); one answer whichever was wrong.
 * Answers the try's id and the code's time step, for the change's transaction to mark and claim.
 */
async function confirmIdentity(
  db: Database,
  staff: StaffAccountRow,
  proof: IdentityProof,
  purpose: 'password-change' | 'totp-setup' | 'totp-disable',
  actor: AuditActor,
  now: Date,
): Promise<{ attemptId: number; step: number | null }> {
  const attemptId = await recordPasswordTry(db, { email: staff.email, ip: proof.ip, device: null }, now);
  const passwordOk = await verifyPassword(proof.currentPassword, staff.passwordHash);
  const step = secondFactorOn(staff) && proof.code ? totpStepOf(staff.totpSecret, proof.code, now) : null;
  if (passwordOk && (!secondFactorOn(staff) || step !== null)) return { attemptId, step };
  await recordAudit(db, actor, {
    action: 'staff.confirm-failed',
    targetType: 'staff',
    targetId: staff.id,
    after: { ip: proof.ip, for: purpose },
  });
  if (!secondFactorOn(staff)) {
    throw new DomainError('validation_failed', 'The current password is wrong.', [
      { field: 'current_password', message: 'The current password is wrong' },
    ]);
  }
  const message = 'The password or the code is wrong';
  throw new DomainError('validation_failed', `${message}.`, [
    { field: 'current_password', message },
    { field: 'code', message },
  ]);
}

/** Marks the confirmed try a success and takes its code's step, in the change's transaction (400 when the code was used). */
async function spendProof(tx: Executor, staffId: number, proof: { attemptId: number; step: number | null }): Promise<void> {
  await markTrySucceeded(tx, proof.attemptId);
  if (proof.step !== null && !(await claimTotpStep(tx, staffId, proof.step))) {
    const message = 'The password or the code is wrong';
    throw new DomainError('validation_failed', `${message}.`, [
      { field: 'current_password', message },
      { field: 'code', message },
    ]);
  }
}

/** Replaces the password (the current one must be right, counted as a sign-in try); other sessions of the account end. */
export async function changeStaffPassword(
  db: Database,
  staff: StaffAccountRow,
  input: { currentPassword: string; newPassword: string; keepSessionId: string; ip: string },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<Staff> {
  const problem =
    passwordProblem(input.newPassword, staff.email) ??
    (input.newPassword === input.currentPassword ? 'Choose a new password.' : null);
  if (problem) throw new DomainError('validation_failed', problem, [{ field: 'new_password', message: problem }]);
  // Only the password: a session exists only past the second factor, and this must work for a member who lost it.
  const proof = await confirmIdentity(
    db,
    { ...staff, totpEnabledAt: null },
    { currentPassword: input.currentPassword, ip: input.ip },
    'password-change',
    actor,
    now,
  );
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await markTrySucceeded(tx, proof.attemptId);
    const [row] = await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(staffAccounts.id, staff.id))
      .returning();
    await endOtherSessions(tx, staff.id, input.keepSessionId);
    await recordAudit(tx, actor, { action: 'staff.password-change', targetType: 'staff', targetId: staff.id });
    if (!row) throw new Error('staff account vanished');
    return staffOf(row);
  });
}

const totpOnConflict = () =>
  new DomainError(
    'conflict',
    'The second factor is on: enter your password and a current code to replace it, or turn it off first.',
  );

/**
 * A new TOTP secret to add to an authenticator app. It waits beside the current one and replaces it only when
 * enableTotp confirms it with a code, so setting up never turns the second factor off. Needs the current password, and
 * a current code while the second factor is on (without one: 409).
 */
export async function setUpTotp(
  db: Database,
  staff: StaffAccountRow,
  proof: IdentityProof,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<{ secret: string; otpauthUrl: string }> {
  if (secondFactorOn(staff) && !proof.code) throw totpOnConflict();
  const confirmed = await confirmIdentity(db, staff, proof, 'totp-setup', actor, now);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db.transaction(async (tx) => {
    await spendProof(tx, staff.id, confirmed);
    await tx
      .update(staffAccounts)
      .set({ totpPendingSecret: secret, updatedAt: new Date() })
      .where(eq(staffAccounts.id, staff.id));
    await recordAudit(tx, actor, {
      action: 'staff.totp-setup',
      targetType: 'staff',
      targetId: staff.id,
      after: { replaces_current: secondFactorOn(staff) },
    });
  });
  return { secret, otpauthUrl: totpOf(secret, staff.email).toString() };
}

/**
 * Turns the second factor on with a current code of the secret set up (replacing the one in use, if any). The code's
 * step is remembered, so it cannot sign in again; the account's other sessions end (they were opened without it).
 */
export async function enableTotp(
  db: Database,
  staff: StaffAccountRow,
  input: { code: string; keepSessionId: string },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<Staff> {
  const pending = staff.totpPendingSecret;
  if (!pending) throw new DomainError('conflict', 'Set up the authenticator app first.');
  const step = totpStepOf(pending, input.code, now);
  if (step === null) {
    throw new DomainError('validation_failed', 'That code does not match; try the current one.', [
      { field: 'code', message: 'The code does not match' },
    ]);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({
        totpSecret: pending,
        totpPendingSecret: null,
        totpEnabledAt: now,
        // Never back: a step the replaced secret used stays used (its codes differ, but the order of steps holds).
        totpLastStep: sql`greatest(coalesce(${staffAccounts.totpLastStep}, ${step}), ${step})`,
        updatedAt: now,
      })
      .where(and(eq(staffAccounts.id, staff.id), eq(staffAccounts.totpPendingSecret, pending)))
      .returning();
    if (!row) throw new DomainError('conflict', 'The authenticator was set up again meanwhile: use the newest key.');
    await endOtherSessions(tx, staff.id, input.keepSessionId);
    await recordAudit(tx, actor, {
      action: 'staff.totp-enable',
      targetType: 'staff',
      targetId: staff.id,
      before: { totp_enabled: secondFactorOn(staff) },
      after: { totp_enabled: true },
    });
    return staffOf(row);
  });
}

/** Turns the second factor off, with the password and a current code; the account's other sessions end. */
export async function disableTotp(
  db: Database,
  staff: StaffAccountRow,
  input: IdentityProof & { keepSessionId: string },
  actor: AuditActor,
  now: Date = new Date(),
): Promise<Staff> {
  if (!secondFactorOn(staff)) throw new DomainError('conflict', 'The second factor is off already.');
  const confirmed = await confirmIdentity(db, staff, input, 'totp-disable', actor, now);
  return db.transaction(async (tx) => {
    await spendProof(tx, staff.id, confirmed);
    const [row] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
      .where(eq(staffAccounts.id, staff.id))
      .returning();
    if (!row) throw new Error('staff account vanished');
    await endOtherSessions(tx, staff.id, input.keepSessionId);
    await recordAudit(tx, actor, {
      action: 'staff.totp-disable',
      targetType: 'staff',
      targetId: staff.id,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    return staffOf(row);
  });
}
