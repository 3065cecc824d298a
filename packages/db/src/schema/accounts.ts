// Accounts: customers (one record per brand for the same phone, spec section 3), their metafields, one-time codes,
// sessions, outgoing SMS and mail, and age verification requests.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { brandEnum } from './brand.ts';
import { bytea } from './columns.ts';

/** A customer record of one brand. Its id is the wire's `shopify_id` / `shopifyId` / `id`. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    /** E.164, +380XXXXXXXXX. The same person has one record per brand with the same phone. */
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    note: text('note').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Kept by the order flow in the order's own transaction, as Shopify keeps them. */
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpentKop: bigint('total_spent_kop', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('customers_brand_phone_unique').on(t.brand, t.phone),
    index('customers_phone_idx').on(t.phone),
    // The back-office's search (decision 0049): a whole phone or e-mail is an equality, a fragment a prefix (a number's
    // start, a name's or an e-mail's beginning, any case) or a phone's last digits (the reversed number's prefix).
    // text_pattern_ops: LIKE 'abc%' uses a B-tree whatever the database's collation.
    index('customers_phone_pattern_idx').on(sql`${t.phone} text_pattern_ops`),
    index('customers_phone_reversed_idx').on(sql`reverse(${t.phone}) text_pattern_ops`),
    index('customers_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('customers_name_pattern_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('customers_surname_pattern_idx').on(sql`lower(${t.lastName} || ' ' || ${t.firstName}) text_pattern_ops`),
    // The list without a search, newest first or by surname, walks these instead of sorting every customer.
    index('customers_created_idx').on(t.createdAt, t.id),
    index('customers_last_name_idx').on(t.lastName, t.firstName, t.id),
    check('customers_orders_count_nonnegative', sql`${t.ordersCount} >= 0`),
    check('customers_total_spent_nonnegative', sql`${t.totalSpentKop} >= 0`),
  ],
);

/** The delivery address a customer keeps in /profile, prefilled at checkout. */
export const customerAddresses = pgTable('customer_addresses', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  city: text('city').notNull().default(''),
  /** Nova Poshta settlement Ref of the city, when picked from the directory. */
  cityRef: text('city_ref'),
  street: text('street').notNull().default(''),
  house: text('house').notNull().default(''),
  flat: text('flat').notNull().default(''),
  /** Preferred Nova Poshta branch number, for branch delivery. */
  branchNumber: text('branch_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shopify-style metafields (spec section 3): namespace + key per customer, value kept as text with its type. */
export const customerMetafields = pgTable(
  'customer_metafields',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    type: text('type').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('customer_metafields_owner_key_unique').on(t.customerId, t.namespace, t.key)],
);

/** A one-time code sent by SMS (login, registration, certificate PIN reset) or mail (email change). Only its keyed hash is stored. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'login' | 'email_change' | 'certificate_pin'>().notNull(),
    /** The phone (login) or the new address (email change) the code was sent to. */
    recipient: text('recipient').notNull(),
    /** For email changes: the customer who asked. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_challenges_recipient_idx').on(t.purpose, t.recipient, t.createdAt),
    check('otp_challenges_attempts_nonnegative', sql`${t.attemptsLeft} >= 0`),
  ],
);

/** Every SMS handed to the provider: the outbox of the local provider and the log the anti-pumping caps count. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    requestIp: text('request_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_phone_idx').on(t.phone, t.createdAt), index('sms_messages_ip_idx').on(t.requestIp, t.createdAt)],
);

/** Every mail handed to the provider (the local outbox, and a log with the SMTP adapter). */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * A login session of one person (phone). The opaque token is given to the client once (cookie and bearer);
 * only its SHA-256 is stored. It carries the person's customer id in each brand.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    phone: text('phone').notNull(),
    gloCustomerId: integer('glo_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    ogoCustomerId: integer('ogo_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_phone_idx').on(t.phone)],
);

/** Proof that a phone passed its SMS code but has no customer yet; spent by `registration`. */
export const registrationTickets = pgTable('registration_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  phone: text('phone').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-ins, sign-outs and bot statistics, for audit and support. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_events_phone_idx').on(t.phone, t.createdAt)],
);

export const ageVerificationStatuses = ['pending', 'approved', 'rejected'] as const;
export type AgeVerificationStatus = (typeof ageVerificationStatuses)[number];

/** A request to verify age with a document photo, reviewed by an operator (`npm run ops -- verification:*`). */
export const ageVerificationRequests = pgTable(
  'age_verification_requests',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    documentType: text('document_type').notNull(),
    photo: bytea('photo').notNull(),
    photoMime: text('photo_mime').notNull(),
    status: text('status').$type<AgeVerificationStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('age_verification_requests_phone_idx').on(t.phone, t.createdAt),
    index('age_verification_requests_status_idx').on(t.status, t.createdAt),
    check('age_verification_requests_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type CustomerMetafieldRow = typeof customerMetafields.$inferSelect;
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type SmsMessageRow = typeof smsMessages.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RegistrationTicketRow = typeof registrationTickets.$inferSelect;
export type AuthEventRow = typeof authEvents.$inferSelect;
export type AgeVerificationRequestRow = typeof ageVerificationRequests.$inferSelect;
