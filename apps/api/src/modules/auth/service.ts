// The rules of signing in: SMS codes with anti-pumping caps, sessions, registration in both brands, tokens and links.
import { createHash, randomBytes } from 'node:crypto';
import { type Brand, mainShopBrand } from '@loyalty/contracts/brand';
import type { ConfirmSmsResponse, LoginSmsResponse, SessionCustomer, SessionResponse, ShopIds } from '@loyalty/contracts/auth';
import { emailSchema } from '@loyalty/contracts/auth';
import { clientWritableTags } from '@loyalty/contracts/user';
import type { Database } from '@loyalty/db/client';
import { lockKey } from '@loyalty/db/locks';
import type { CustomerRow, SessionRow } from '@loyalty/db/schema';
import type { AppConfig } from '../../config.ts';
import { DomainError, InvalidCodeError } from '../../lib/domain-error.ts';
import {
  absoluteExpiryOf,
  hashSessionToken,
  newSessionToken,
  sessionContextOf,
  type SessionContext,
} from '../../plugins/session.ts';
import type { SmsService } from '../../providers/sms/service.ts';
import { adultAge, ageInYears, oldestPlausibleAge } from '@loyalty/domain/age';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import { normaliseUaMobile } from '@loyalty/domain/ua-mobile-phone';
import { isPhoneBlocked } from './blocking.ts';
import { multipassLoginUrl, multipassToken, returnUrlOnSite } from './multipass.ts';
import { signOgoAuthApiToken, verifyOgoAuthApiToken } from './ogo-token.ts';
import { issueOtp, verifyOtp } from './otp.ts';
import * as repo from './repository.ts';
import { applyRegistration, type CampaignEngine } from '../campaigns/engine.ts';
import { recalculateTier } from '../tiers/service.ts';
import { customersByPhone, emailUsedByAnotherPerson, findCustomer, insertCustomer } from '../user/repository.ts';

export interface AuthDeps {
  db: Database;
  config: AppConfig;
  secret: string;
  sms: SmsService;
  /** The app's campaigns engine: a new customer record is a fact of the trigger registration. */
  campaigns?: CampaignEngine;
}

/** Who is asking, for caps and the audit trail. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** A session that was just created: the token goes to the client once (body and cookie). */
export interface IssuedSession {
  token: string;
  response: SessionResponse;
}

/** Registration tickets live 30 minutes: enough to fill in the form, short enough to be worthless when leaked. */
export const registrationTicketMinutes = 30;
/** Spec section 9: the user-agent string is cut at 500 characters. */
const userAgentLimit = 500;

const brandNames: Record<Brand, string> = { glo: 'glo', ogo: 'ogo' };

export function cutUserAgent(userAgent: string | undefined): string {
  return (userAgent ?? '').slice(0, userAgentLimit);
}

export function sessionCustomerOf(row: CustomerRow): SessionCustomer {
  return {
    shopify_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    tags: row.tags,
  };
}

function shopIdsOf(records: Partial<Record<Brand, CustomerRow>>): ShopIds {
  return { glo: records.glo?.id ?? null, ogo: records.ogo?.id ?? null };
}

function hashTicket(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The login SMS. With PUBLIC_URL set it ends in the WebOTP line "@host #code", so Chrome on Android offers the code to
 * the app of that host only (the code field fills itself); other phones read the first line.
 */
export function smsText(code: string, brand: Brand, ttlSeconds: number, publicUrl?: string): string {
  const minutes = Math.max(1, Math.round(ttlSeconds / 60));
  const text = `Код для входу в ${brandNames[brand]}: ${code}. Дійсний ${minutes} хв. Нікому його не повідомляй.`;
  return publicUrl ? `${text}\n\n@${new URL(publicUrl).host} #${code}` : text;
}

// --- login-sms ----------------------------------------------------------------------------------------------------

/**
 * Sends a login code. The answer is the same whether the phone has an account or not. The SMS service's cooldown and
 * caps are checked and the SMS recorded in one transaction under its per-phone and per-IP locks, so parallel requests
 * cannot slip past them; the network call to the gateway happens after the commit.
 */
export async function sendLoginCode(
  deps: AuthDeps,
  params: { phone: string; product?: Brand },
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<LoginSmsResponse> {
  const { config } = deps;
  const brand = params.product ?? mainShopBrand;
  // A person the support desk blocked gets no code, and is told why rather than waiting for an SMS.
  if (await isPhoneBlocked(deps.db, params.phone)) throw accountBlocked();
  const { reservation, text } = await deps.db.transaction(async (tx) => {
    await deps.sms.checkLimits(tx, { phone: params.phone, ip: meta.ip }, now);
    const otp = await issueOtp(tx, { purpose: 'login', recipient: params.phone, ip: meta.ip }, deps.secret, now, config.otp);
    const message = { phone: params.phone, text: smsText(otp.code, brand, config.otp.ttlSeconds, config.publicUrl) };
    const id = await deps.sms.reserve(tx, {
      ...message,
      ip: meta.ip,
      logText: smsText('******', brand, config.otp.ttlSeconds, config.publicUrl),
    });
    return { reservation: id, text: message.text };
  });
  await deps.sms.deliver(reservation, { phone: params.phone, text });
  return { sent: true, resendAfterSeconds: config.otp.resendSeconds, expiresInSeconds: config.otp.ttlSeconds };
}

// --- sessions -------------------------------------------------------------------------------------------------------

function accountBlocked(): DomainError {
  return new DomainError('account_blocked', 'This account is blocked. Contact support to restore access.');
}

async function startSession(
  deps: AuthDeps,
  phone: string,
  product: Brand,
  meta: RequestMeta,
  event: repo.AuthEvent,
  now: Date,
  beforeStart?: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<void>,
): Promise<IssuedSession | undefined> {
  const token = newSessionToken();
  return deps.db.transaction(async (tx) => {
    if (await isPhoneBlocked(tx, phone)) throw accountBlocked();
    await beforeStart?.(tx);
    const records = await customersByPhone(tx, phone);
    // The asked brand's record, else the other brand's: the person exists as soon as one record does.
    const customer = records[product] ?? records[product === 'glo' ? 'ogo' : 'glo'];
    if (!customer) return undefined;
    await repo.insertSession(tx, {
      tokenHash: hashSessionToken(token),
      phone,
      gloCustomerId: records.glo?.id ?? null,
      ogoCustomerId: records.ogo?.id ?? null,
      absoluteExpiresAt: absoluteExpiryOf(now, deps.config.session),
      userAgent: meta.userAgent,
      ip: meta.ip,
      now,
    });
    await repo.recordAuthEvent(tx, { phone, customerId: customer.id, event, ip: meta.ip, userAgent: meta.userAgent });
    return { token, response: { token, customer: sessionCustomerOf(customer), shopIds: shopIdsOf(records) } };
  });
}

/** After a proven phone: a session for a known person, or a registration ticket for a new one. */
async function signInOrRegister(
  deps: AuthDeps,
  phone: string,
  product: Brand,
  meta: RequestMeta,
  event: repo.AuthEvent,
  now: Date,
): Promise<{ session?: IssuedSession; body: ConfirmSmsResponse }> {
  const session = await startSession(deps, phone, product, meta, event, now);
  if (session) return { session, body: session.response };
  const ticket = randomBytes(32).toString('base64url');
  await repo.insertRegistrationTicket(deps.db, {
    tokenHash: hashTicket(ticket),
    phone,
    expiresAt: new Date(now.getTime() + registrationTicketMinutes * 60_000),
    now,
  });
  return { body: { registration_required: true, registration_token: ticket, phone } };
}

export async function confirmLoginCode(
  deps: AuthDeps,
  params: { phone: string; code: string; product?: Brand },
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<{ session?: IssuedSession; body: ConfirmSmsResponse }> {
  // Outside a transaction on purpose: a wrong try must stay spent even though the request fails.
  const verified = await verifyOtp(deps.db, { purpose: 'login', recipient: params.phone, code: params.code }, deps.secret, now);
  if (!verified.ok) throw new InvalidCodeError('body.code', verified.attemptsLeft);
  return signInOrRegister(deps, params.phone, params.product ?? mainShopBrand, meta, 'login', now);
}

export async function testLogin(
  deps: AuthDeps,
  params: { phone: string; product?: Brand },
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<{ session?: IssuedSession; body: ConfirmSmsResponse }> {
  const phone = normaliseUaMobile(params.phone);
  const listed = deps.config.testLoginPhones.map((digits) => normaliseUaMobile(digits));
  if (!phone || !listed.includes(phone)) {
    throw new DomainError('forbidden', 'This phone may not use the test login.');
  }
  return signInOrRegister(deps, phone, params.product ?? mainShopBrand, meta, 'test_login', now);
}

// --- registration ---------------------------------------------------------------------------------------------------

export interface RegistrationInput {
  registration_token: string;
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
}

function invalidTicket(): DomainError {
  return new DomainError('invalid_ticket', 'The registration has expired; confirm the phone again.', [
    { field: 'body.registration_token', message: 'Unknown, used or expired ticket' },
  ]);
}

/** Checks the 18+ rule on the server's own calendar (Kyiv), whatever the client showed. */
export function assertAdult(birthDate: string, now: Date): void {
  const age = ageInYears(birthDate, kyivCalendarDate(now));
  if (age < 0 || age > oldestPlausibleAge) {
    throw new DomainError('validation_failed', 'The birth date is not plausible.', [
      { field: 'body.birth_date', message: 'Not a plausible birth date' },
    ]);
  }
  if (age < adultAge) {
    throw new DomainError('under_age', 'The app is for adults (18+) only.', [{ field: 'body.birth_date', message: 'Under 18' }]);
  }
}

/**
 * Creates the person's record in both brands from a live ticket, in one transaction. Repeating it with the same
 * ticket (a retry) changes nothing and answers the same ids.
 */
export async function register(
  deps: AuthDeps,
  input: RegistrationInput,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<{ created: true; shopIds: ShopIds }> {
  assertAdult(input.birth_date, now);
  const email = input.email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    const ticket = await repo.liveRegistrationTicket(tx, hashTicket(input.registration_token), now);
    if (!ticket) throw invalidTicket();
    // One registration per phone and per address at a time: the checks below then hold until the commit.
    await lockKey(tx, `customer-phone:${ticket.phone}`);
    await lockKey(tx, `customer-email:${email}`);
    const existing = await customersByPhone(tx, ticket.phone);
    if (existing.glo && existing.ogo) return { created: true as const, shopIds: shopIdsOf(existing) };
    if (await emailUsedByAnotherPerson(tx, email, ticket.phone)) {
      throw new DomainError('email_taken', 'This email belongs to another account.', [
        { field: 'body.email', message: 'Already used' },
      ]);
    }
    const records = { ...existing };
    for (const brand of ['glo', 'ogo'] as const) {
      if (records[brand]) continue;
      const row = await insertCustomer(tx, {
        brand,
        phone: ticket.phone,
        firstName: input.first_name,
        lastName: input.last_name,
        email,
        birthDate: input.birth_date,
      });
      if (!row) throw new Error(`customer ${brand} ${ticket.phone} appeared under the lock`);
      records[brand] = row;
      await applyRegistration(deps.campaigns, tx, row, now);
      await recalculateTier(tx, row.id, row.brand, now);
    }
    await repo.recordAuthEvent(tx, {
      phone: ticket.phone,
      customerId: records.glo?.id ?? null,
      event: 'registration',
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { created: true as const, shopIds: shopIdsOf(records) };
  });
}

/** Signs in a person registered with this ticket and spends it (once: a conditional update). */
export async function registrationSignIn(
  deps: AuthDeps,
  params: { registration_token: string; product?: Brand },
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<IssuedSession> {
  const ticket = await repo.liveRegistrationTicket(deps.db, hashTicket(params.registration_token), now);
  if (!ticket) throw invalidTicket();
  const session = await startSession(deps, ticket.phone, params.product ?? mainShopBrand, meta, 'login', now, async (tx) => {
    if (!(await repo.consumeRegistrationTicket(tx, ticket.id, now))) throw invalidTicket();
    // Not registered yet: throwing rolls the spending back, so the ticket still serves the registration.
    const records = await customersByPhone(tx, ticket.phone);
    if (!records.glo && !records.ogo) throw invalidTicket();
  });
  if (!session) throw invalidTicket();
  return session;
}

export async function checkEmail(
  deps: AuthDeps,
  email: string,
  session: SessionContext | null,
): Promise<{ valid: boolean; available: boolean }> {
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success) return { valid: false, available: false };
  // The caller's own address is available to them.
  const taken = await emailUsedByAnotherPerson(deps.db, parsed.data, session?.phone ?? null);
  return { valid: true, available: !taken };
}

// --- customers ------------------------------------------------------------------------------------------------------

export interface CreateCustomerInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  note: string;
  tags: string[];
  variant: Brand;
}

/** Adds the session person's record in the brand they lack (e.g. an ogo record for a glo-only person). */

/** "a glo", "an ogo": the article follows the brand's first sound. */
export function customerExistsMessage(brand: Brand): string {
  return `You already have ${brand === 'ogo' ? 'an' : 'a'} ${brand} customer record.`;
}

export async function createCustomer(
  deps: AuthDeps,
  session: SessionContext,
  input: CreateCustomerInput,
): Promise<{ customer: SessionCustomer; shopIds: ShopIds }> {
  if (input.phone !== session.phone) throw new DomainError('forbidden', 'The phone is not the one you signed in with.');
  const writable = new Set<string>(clientWritableTags);
  const foreign = input.tags.filter((tag) => !writable.has(tag));
  if (foreign.length > 0) throw new DomainError('forbidden', `These tags are not yours to set: ${foreign.join(', ')}.`);
  const email = input.email.trim().toLowerCase();
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, `customer-phone:${session.phone}`);
    await lockKey(tx, `customer-email:${email}`);
    const existing = await customersByPhone(tx, session.phone);
    if (existing[input.variant]) {
      throw new DomainError('customer_exists', customerExistsMessage(input.variant));
    }
    if (await emailUsedByAnotherPerson(tx, email, session.phone)) {
      throw new DomainError('email_taken', 'This email belongs to another account.', [
        { field: 'body.email', message: 'Already used' },
      ]);
    }
    const other = existing[input.variant === 'glo' ? 'ogo' : 'glo'];
    const row = await insertCustomer(tx, {
      brand: input.variant,
      phone: session.phone,
      firstName: input.first_name,
      lastName: input.last_name,
      email,
      note: input.note,
      tags: [...new Set(input.tags)],
      // The birth date was proven at registration; the new record carries it over.
      birthDate: other?.birthDate ?? null,
    });
    if (!row) throw new DomainError('customer_exists', customerExistsMessage(input.variant));
    await applyRegistration(deps.campaigns, tx, row);
    await recalculateTier(tx, row.id, row.brand);
    await repo.attachCustomerToSessions(tx, session.phone, input.variant, row.id);
    return { customer: sessionCustomerOf(row), shopIds: shopIdsOf({ ...existing, [input.variant]: row }) };
  });
}

export async function recordBotStat(
  deps: AuthDeps,
  session: SessionContext,
  params: { phone: string; shopifyId: number },
  meta: RequestMeta,
): Promise<{ recorded: true }> {
  if (params.phone !== session.phone) throw new DomainError('forbidden', 'The phone is not the one you signed in with.');
  const customerIds = [session.customerIds.glo, session.customerIds.ogo];
  if (!customerIds.includes(params.shopifyId)) throw new DomainError('forbidden', 'This customer id is not yours.');
  await repo.recordAuthEvent(deps.db, {
    phone: session.phone,
    customerId: params.shopifyId,
    event: 'bot_stat',
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { recorded: true };
}

// --- session management ---------------------------------------------------------------------------------------------

function primaryCustomerId(session: SessionContext): number | null {
  return session.customerIds.glo ?? session.customerIds.ogo;
}

export async function logout(deps: AuthDeps, session: SessionContext, meta: RequestMeta, now: Date = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, session.id, now);
    await repo.recordAuthEvent(tx, {
      phone: session.phone,
      customerId: primaryCustomerId(session),
      event: 'logout',
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
  });
}

/** Revokes a session by its token alone (a logout whose cookie is gone but whose client still holds the token). */
export async function revokeByToken(deps: AuthDeps, row: SessionRow, meta: RequestMeta, now: Date = new Date()): Promise<void> {
  await logout(deps, sessionContextOf(row), meta, now);
}

export async function clearAllSessions(
  deps: AuthDeps,
  session: SessionContext,
  meta: RequestMeta,
  now: Date = new Date(),
): Promise<{ revoked: number }> {
  return deps.db.transaction(async (tx) => {
    const revoked = await repo.revokeSessionsOfPhone(tx, session.phone, now);
    await repo.recordAuthEvent(tx, {
      phone: session.phone,
      customerId: primaryCustomerId(session),
      event: 'token_clear',
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    return { revoked };
  });
}

/** check-token: ids the client holds must be the session's own (null means "none kept"). */
export function assertClientShopIds(
  session: SessionContext,
  ids: { gloShopId?: number | null; ogoShopId?: number | null },
): void {
  for (const [brand, id] of [
    ['glo', ids.gloShopId],
    ['ogo', ids.ogoShopId],
  ] as const) {
    if (id !== undefined && id !== null && session.customerIds[brand] !== id) {
      throw new DomainError('forbidden', 'These customer ids are not yours.');
    }
  }
}

export function ogoAuthApiToken(
  deps: AuthDeps,
  session: SessionContext,
  now: Date = new Date(),
): { token: string; expired_at: string } {
  const ogoId = session.customerIds.ogo;
  if (ogoId === null) throw new DomainError('not_found', 'There is no ogo customer record for this account.');
  const { token, expiresAt } = signOgoAuthApiToken(deps.secret, { customerId: ogoId, sessionId: session.id }, now);
  return { token, expired_at: expiresAt.toISOString() };
}

// --- multipass ------------------------------------------------------------------------------------------------------

export interface MultipassInput {
  email: string;
  first_name: string;
  last_name: string;
  return_to?: string;
  ogoAuthApiToken?: string;
}

const sameText = (a: string, b: string) => a.trim() === b.trim();

/**
 * The full-site link of a brand: a Multipass login link when the site has a secret and the customer an email,
 * else the plain return URL. The body must describe the session's own record: the server signs only what it knows.
 */
export async function multipassUrl(
  deps: AuthDeps,
  session: SessionContext,
  brand: Brand,
  input: MultipassInput,
  now: Date = new Date(),
): Promise<{ url: string }> {
  const site = deps.config.sites[brand];
  if (!site) throw new DomainError('site_not_configured', `The ${brand} site is not configured.`);
  if (input.ogoAuthApiToken !== undefined && !verifyOgoAuthApiToken(deps.secret, input.ogoAuthApiToken, session, now)) {
    throw new DomainError('forbidden', 'The ogoAuthApiToken is not valid for this session.');
  }
  const customerId = session.customerIds[brand];
  const customer = customerId === null ? undefined : await findCustomer(deps.db, customerId);
  if (!customer) throw new DomainError('not_found', `There is no ${brand} customer record for this account.`);
  if (
    input.email.trim().toLowerCase() !== customer.email.toLowerCase() ||
    !sameText(input.first_name, customer.firstName) ||
    !sameText(input.last_name, customer.lastName)
  ) {
    throw new DomainError('forbidden', 'The name or email is not the one of your account.');
  }
  const returnTo = returnUrlOnSite(site, input.return_to);
  if (!returnTo) {
    throw new DomainError('validation_failed', `return_to must be a page of ${site}.`, [
      { field: 'body.return_to', message: 'Not on the brand site' },
    ]);
  }
  const secret = deps.config.multipassSecrets[brand];
  if (!secret || !customer.email) return { url: returnTo };
  const token = multipassToken(
    secret,
    { email: customer.email, first_name: customer.firstName, last_name: customer.lastName, return_to: returnTo },
    now,
  );
  return { url: multipassLoginUrl(site, token) };
}
