// Auth calls of spec section 7: phone login with SMS confirmation, registration, sessions, multipass links.
import { z } from 'zod';
import { serialIdSchema } from './ids.ts';
import { brandSchema } from './brand.ts';

/** Ukrainian mobile number in E.164 form; the client normalises user input to it. */
export const uaPhoneSchema = z.string().regex(/^\+380\d{9}$/, 'Expected a Ukrainian number in the form +380XXXXXXXXX');

export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'Expected 6 digits');
export const emailSchema = z.email().max(254);
/** ISO calendar date, e.g. 1990-04-21. */
export const isoDateSchema = z.iso.date();

// --- login-sms / confirm-sms -----------------------------------------------------------------------------------
// login-sms answers the same for every valid Ukrainian number, registered or not (no account enumeration).
// Errors: 400 validation_failed (not a Ukrainian mobile), 429 resend_too_soon (Retry-After header), 429 limit_reached.
export const loginSmsBodySchema = z.object({ phone: uaPhoneSchema, product: brandSchema.optional() });
export type LoginSmsBody = z.infer<typeof loginSmsBodySchema>;
export const loginSmsResponseSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number().int().nonnegative(),
  expiresInSeconds: z.number().int().positive(),
});
export type LoginSmsResponse = z.infer<typeof loginSmsResponseSchema>;

export const sessionCustomerSchema = z.object({
  shopify_id: serialIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  tags: z.array(z.string()),
});
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

export const shopIdsSchema = z.object({
  glo: serialIdSchema.nullable(),
  ogo: serialIdSchema.nullable(),
});
export type ShopIds = z.infer<typeof shopIdsSchema>;

/** A signed-in session: the token (also set as the HttpOnly `session` cookie) and the customer of the asked brand. */
export const sessionResponseSchema = z.object({
  token: z.string(),
  customer: sessionCustomerSchema,
  /** The person's customer id in each brand (spec section 3: separate records, ids kept in local storage). */
  shopIds: shopIdsSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The code was right but no customer has this phone yet: continue on /registration with this ticket (30 min). */
export const registrationRequiredResponseSchema = z.object({
  registration_required: z.literal(true),
  registration_token: z.string(),
  phone: uaPhoneSchema,
});
export type RegistrationRequiredResponse = z.infer<typeof registrationRequiredResponseSchema>;

// Errors: 400 invalid_code for a wrong, expired, used or exhausted code (one code, so nothing leaks), the client
// shows 'Спробуй ще раз' (spec section 5).
export const confirmSmsBodySchema = z.object({ phone: uaPhoneSchema, code: otpCodeSchema, product: brandSchema.optional() });
export type ConfirmSmsBody = z.infer<typeof confirmSmsBodySchema>;
export const confirmSmsResponseSchema = z.union([sessionResponseSchema, registrationRequiredResponseSchema]);
export type ConfirmSmsResponse = z.infer<typeof confirmSmsResponseSchema>;

/** For store reviewers and QA: phones listed in TEST_LOGIN_PHONES only (403 otherwise); non-digits are stripped. */
export const testLoginBodySchema = z.object({ phone: z.string().min(1).max(32), product: brandSchema.optional() });

// --- registration / reg-auth ------------------------------------------------------------------------------------
/**
 * registration records the person (one customer record per brand) from the ticket of confirm-sms.
 * Errors: 400 under_age (field body.birth_date), 409 email_taken (field body.email), 400 invalid_ticket.
 */
export const registrationBodySchema = z.object({
  registration_token: z.string().min(20),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: emailSchema,
  birth_date: isoDateSchema,
  product: brandSchema.optional(),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;
export const registrationResponseSchema = z.object({ created: z.literal(true), shopIds: shopIdsSchema });

/** reg-auth signs the newly registered person in, spending the ticket. Errors: 400 invalid_ticket. */
export const regAuthBodySchema = z.object({ registration_token: z.string().min(20), product: brandSchema.optional() });
export type RegAuthBody = z.infer<typeof regAuthBodySchema>;
export const regAuthResponseSchema = sessionResponseSchema;

export const checkEmailBodySchema = z.object({ email: z.string().max(254) });
export type CheckEmailBody = z.infer<typeof checkEmailBodySchema>;
export const checkEmailResponseSchema = z.object({ valid: z.boolean(), available: z.boolean() });

/**
 * create-customer adds the session person's record in brand `variant` when it is missing (409 if it exists).
 * `phone` must be the session's phone (403 otherwise); tags must be client-writable tags (403 otherwise).
 */
export const createCustomerBodySchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  email: emailSchema,
  phone: uaPhoneSchema,
  note: z.string().max(1000).default(''),
  tags: z.array(z.string().max(100)).max(50).default([]),
  variant: brandSchema,
});
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;
export const createCustomerResponseSchema = z.object({ customer: sessionCustomerSchema, shopIds: shopIdsSchema });

/** A login statistic for the messenger bot; phone and shopifyId must be the session's own (403 otherwise). */
export const sendBotStatBodySchema = z.object({ phone: uaPhoneSchema, shopifyId: serialIdSchema });
export type SendBotStatBody = z.infer<typeof sendBotStatBodySchema>;
export const recordedResponseSchema = z.object({ recorded: z.literal(true) });

// --- sessions ---------------------------------------------------------------------------------------------------
/** Revokes the session; `token` must be the caller's own token (403 otherwise). Clears the cookie. */
export const logoutBodySchema = z.object({ token: z.string().optional() });
export type LogoutBody = z.infer<typeof logoutBodySchema>;
export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** Signs the person out on every device: revokes all their sessions and clears the cookie. */
export const tokenClearResponseSchema = z.object({ revoked: z.number().int().nonnegative() });

/**
 * check-token: `code` is 200 in both cases; without `token` the session is gone and the client logs out
 * (spec section 4). Non-null ids that are not the session's answer 403.
 */
export const checkTokenBodySchema = z.object({
  gloShopId: serialIdSchema.nullable().optional(),
  ogoShopId: serialIdSchema.nullable().optional(),
});
export type CheckTokenBody = z.infer<typeof checkTokenBodySchema>;
export const checkTokenResponseSchema = z.object({
  code: z.literal(200),
  token: z.string().optional(),
  shopIds: shopIdsSchema.optional(),
});

/** A short-lived signed token of the session's ogo customer (ogoAuthApiToken of later calls). 404 without one. */
export const ogoTokenResponseSchema = z.object({ token: z.string(), expired_at: z.string() });

// --- multipass (full-site links) ----------------------------------------------------------------------------------
/**
 * The url is the brand site's Shopify Multipass login link for the session's customer; without a configured secret
 * or without an email it is the plain return URL. return_to must be on the brand site (400 otherwise).
 * Body names and email must match the customer record (403 otherwise): the server signs only what it knows.
 */
export const mloginGloBodySchema = z.object({
  email: z.string().max(254),
  last_name: z.string().max(100),
  first_name: z.string().max(100),
  return_to: z.string().max(2000).optional(),
});
export const mloginBodySchema = mloginGloBodySchema.extend({
  product: brandSchema,
  ogoAuthApiToken: z.string().optional(),
});
export type MloginBody = z.infer<typeof mloginBodySchema>;
export const mloginResponseSchema = z.object({ url: z.string() });

// --- development outboxes (404 in production) ---------------------------------------------------------------------
export const devOutboxQuerySchema = z.object({ phone: z.string().optional(), to: z.string().optional() });
export const devSmsOutboxResponseSchema = z.object({
  messages: z.array(z.object({ phone: z.string(), body: z.string(), createdAt: z.string() })),
});
export const devMailOutboxResponseSchema = z.object({
  messages: z.array(z.object({ to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() })),
});
