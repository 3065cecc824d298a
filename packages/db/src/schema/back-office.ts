// Back-office: staff accounts apart from customers, their sessions and sign-in attempts, blocked customers,
// and the append-only audit trail of every change made through the back-office or the operator command line.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const staffRoles = ['admin', 'support', 'moderator', 'marketing'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull().unique(),
    role: text('role').$type<StaffRole>().notNull(),
    /** scrypt, with its parameters and salt (modules/admin/staff/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** A generated password must be replaced at the first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** The TOTP secret (base32) once the second factor is set up; it is required at sign-in once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** A secret set up but not yet confirmed with a code: it replaces totpSecret only when enabled. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second time step whose code was accepted: a code is taken once, and never one older. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_accounts_role_known', sql`${t.role} in ('admin', 'support', 'moderator', 'marketing')`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Password checks (sign-in, and re-entering the password when signed in), counted for the limits of
 * modules/admin/login-limit.ts. A row is written as a failure before the password is checked and turned into a
 * success after, so parallel tries see each other.
 */
export const staffLoginAttempts = pgTable(
  'staff_login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** The client's network: an IPv4 address, or the /64 of an IPv6 one (a single host is given a whole /64). */
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    /** The known browser the try came from (staff_devices.token_hash), when it presented one of this account's. */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_login_attempts_email_idx').on(t.email, t.createdAt),
    index('staff_login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('staff_login_attempts_device_idx').on(t.device, t.createdAt),
  ],
);

/**
 * Browsers that signed in to an account (a cookie holding a random token; its hash here): their tries are limited on
 * their own, so strangers' failures that lock the account for unknown browsers do not lock its staff out.
 */
export const staffDevices = pgTable(
  'staff_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_devices_staff_idx').on(t.staffId)],
);

/** A person (phone) the support desk blocked: no sign-in in either brand until unblocked. */
export const blockedPhones = pgTable('blocked_phones', {
  phone: text('phone').primaryKey(),
  reason: text('reason').notNull(),
  blockedBy: text('blocked_by').notNull(),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed what; rows are never updated or deleted (a trigger refuses both, migration 0011). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'staff' (the back-office) or 'ops' (the operator command line). */
    actorType: text('actor_type').$type<'staff' | 'ops'>().notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** The staff e-mail, or 'ops'. */
    actor: text('actor').notNull(),
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actor, t.createdAt),
  ],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
