// Gift certificate rules: the hour-bound token, registration, buying a code with XP, the PIN that guards the list.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Brand } from '@loyalty/contracts/brand';
import {
  defaultCertCategories,
  type CertCategory,
  type CertGetAuthResponse,
  type CertPartner,
  type Certificate,
} from '@loyalty/contracts/certificates';
import type { Database, Executor, Transaction } from '@loyalty/db/client';
import type { AppConfig } from '../../config.ts';
import { DomainError, RetryLaterError } from '../../lib/domain-error.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import type { SessionContext } from '../../plugins/session.ts';
import type { SmsService } from '../../providers/sms/service.ts';
import { issueOtp, verifyOtp, type OtpPurpose } from '../auth/otp.ts';
import { balanceOf, debitXp } from '../loyalty/ledger.ts';
import { certTokenExpiry, signCertToken, type CertTokenClaims } from './cert-token.ts';
import * as repo from './repository.ts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Five wrong PINs (or SMS codes) lock pin/token for fifteen minutes. */
export const pinMaxFailures = 5;
export const pinLockMs = 15 * 60_000;
/**
 * NOTE: otp_challenges.purpose is typed 'login' | 'email_change' in the schema; this purpose keeps PIN reset codes apart
 * from login codes (issuing one voids older codes of the same purpose only). Schema type to widen: see the report.
 */
const pinOtpPurpose: OtpPurpose = 'certificate_pin';

/** The caller of a certificate call: a live session, a valid token of it and the customer of the brand. */
export interface CertCaller {
  session: SessionContext;
  claims: CertTokenClaims;
  customerId: number;
  brand: Brand;
}

export function getAuth(secret: string, session: SessionContext, date: string, now: Date = new Date()): CertGetAuthResponse {
  const expiry = certTokenExpiry(date, now);
  if (!(expiry instanceof Date)) return { token: null, expired_at: null, error: expiry.error };
  const token = signCertToken(secret, { sid: session.id, exp: Math.floor(expiry.getTime() / 1000), pin: false });
  return { token, expired_at: expiry.toISOString(), error: null };
}

export async function registerAccount(
  db: Database,
  caller: CertCaller,
  input: { email: string; firstName: string; lastName: string },
  now: Date = new Date(),
): Promise<{ registered: true }> {
  await repo.upsertAccount(db, { customerId: caller.customerId, ...input, now });
  return { registered: true };
}

/** The categories of the database; the spec's defaults while the operator has loaded none. */
export async function categories(executor: Executor): Promise<CertCategory[]> {
  const rows = await repo.listCategories(executor);
  if (rows.length === 0) return defaultCertCategories;
  return rows.map((row) => ({ CATEGORY_ID: row.id, CATEGORY_NAME: row.name }));
}

function uah(kop: number): number {
  return kop / 100;
}

export async function partnersOf(executor: Executor, categoryId: number): Promise<CertPartner[]> {
  const partners = await repo.activePartners(executor, categoryId);
  const offers = await repo.offersOf(
    executor,
    partners.map((partner) => partner.id),
  );
  return partners.map((partner) => ({
    id: partner.id,
    name: partner.name,
    description: partner.description,
    logo: partner.logoSrc,
    category_id: partner.categoryId,
    offers: offers
      .filter((offer) => offer.partnerId === partner.id)
      .map((offer) => ({ nominal: uah(offer.nominalKop), xp_price: offer.xpPrice, available: offer.available })),
  }));
}

export async function categoryMessageOf(executor: Executor, categoryId: number | undefined): Promise<{ message: string }> {
  if (categoryId === undefined) {
    // Without a category: the text every category shares, i.e. the first category's (spec: categoryId is optional).
    const first = (await repo.listCategories(executor))[0];
    if (!first) return { message: '' };
    return { message: (await repo.categoryMessage(executor, first.id)) ?? '' };
  }
  const message = await repo.categoryMessage(executor, categoryId);
  if (message === undefined) {
    throw new DomainError('not_found', 'There is no such certificate category.', [
      { field: 'body.categoryId', message: 'Unknown category' },
    ]);
  }
  return { message };
}

function certificateOf(row: repo.IssuedCertificateRow): Certificate {
  return {
    id: row.id,
    code: row.code,
    bar_code: row.barCode,
    partner: row.partner,
    partner_id: row.partnerId,
    nominal: uah(row.nominalKop),
    xp_price: row.xpPrice,
    valid_until: row.validUntil,
    issued_at: (row.issuedAt ?? new Date(0)).toISOString(),
  };
}

async function requireAccount(executor: Executor, customerId: number, forUpdate = false): Promise<repo.AccountRow> {
  const account = await repo.accountOf(executor, customerId, forUpdate);
  if (!account) {
    throw new DomainError('cert_not_registered', 'Register with the certificate service first (regist).');
  }
  return account;
}

/**
 * Buys one certificate with XP, all or nothing: an available code of the offer is claimed (the next free one, or the
 * one another buyer releases), the XP debited through the ledger and the code issued to the customer. With an
 * Idempotency-Key a retry answers the certificate the first call bought (another body: 422), through
 * plugins/idempotency.ts.
 */
export async function createCertificate(
  db: Database,
  caller: CertCaller,
  input: { partnerId: number; nominal?: number; xpPrice?: number; idempotencyKey: string | null },
  now: Date = new Date(),
): Promise<{ certificate: Certificate; balance: number }> {
  const request = { partnerId: input.partnerId, nominal: input.nominal, xpPrice: input.xpPrice };
  const call = { scope: 'certificate-create' as const, customerId: caller.customerId, key: input.idempotencyKey, request };
  return db.transaction(async (tx) => {
    await requireAccount(tx, caller.customerId);
    return idempotent(
      tx,
      call,
      async () => {
        const result = await buyCertificate(tx, caller, input, now);
        return { ref: String(result.certificate.id), result };
      },
      async (ref) => {
        const row = await repo.certificateById(tx, Number(ref));
        if (!row) throw new Error(`certificate ${ref} of an idempotency key is gone`);
        return { certificate: certificateOf(row), balance: await balanceOf(tx, caller.customerId) };
      },
      now,
    );
  });
}

async function buyCertificate(
  tx: Transaction,
  caller: CertCaller,
  input: { partnerId: number; nominal?: number; xpPrice?: number },
  now: Date,
): Promise<{ certificate: Certificate; balance: number }> {
  const partner = await repo.activePartner(tx, input.partnerId);
  if (!partner) {
    throw new DomainError('not_found', 'There is no such certificate partner.', [
      { field: 'body.partnerId', message: 'Unknown partner' },
    ]);
  }
  const claimed = await repo.claimAvailable(tx, {
    partnerId: partner.id,
    nominalKop: input.nominal === undefined ? undefined : Math.round(input.nominal * 100),
    xpPrice: input.xpPrice,
  });
  if (!claimed) throw new DomainError('out_of_stock', 'No certificate of this nominal is left.');
  const debit = await debitXp(tx, {
    customerId: caller.customerId,
    brand: caller.brand,
    amount: claimed.xpPrice,
    reason: 'certificate',
    sourceType: 'certificate',
    sourceRef: String(claimed.id),
    note: partner.name,
  });
  await repo.markIssued(tx, claimed.id, caller.customerId, now);
  const row = await repo.certificateById(tx, claimed.id);
  if (!row) throw new Error(`certificate ${claimed.id} vanished inside its transaction`);
  return { certificate: certificateOf(row), balance: debit.balance };
}

/** The customer's issued certificates; once a PIN is stored, only with a token that pin/token verified. */
export async function certificateList(executor: Executor, caller: CertCaller): Promise<Certificate[]> {
  const account = await requireAccount(executor, caller.customerId);
  if (account.pinHash && !caller.claims.pin) {
    throw new DomainError('pin_required', 'Enter your certificate PIN first (pin/token).');
  }
  return (await repo.issuedTo(executor, caller.customerId)).map(certificateOf);
}

/** Hides the customer's own certificate; another customer's bar code and an unknown one are the same 404. */
export async function deleteCertificate(
  db: Database,
  caller: CertCaller,
  barCode: string,
  now: Date = new Date(),
): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await repo.certificateByBarCode(tx, barCode);
    // Another customer's bar code answers like an unknown one: no oracle for codes in circulation.
    if (!row || row.status === 'available' || row.customerId !== caller.customerId) {
      throw new DomainError('not_found', 'There is no certificate with this bar code.', [
        { field: 'body.bar_code', message: 'Unknown bar code' },
      ]);
    }
    if (row.status === 'issued') await repo.markDeleted(tx, row.id, now);
    return { deleted: true };
  });
}

// --- PIN ------------------------------------------------------------------------------------------------------------

async function hashPin(pin: string): Promise<Buffer> {
  const salt = randomBytes(16);
  return Buffer.concat([salt, await scrypt(pin, salt, 32)]);
}

async function pinMatches(pin: string, stored: Buffer): Promise<boolean> {
  const salt = stored.subarray(0, 16);
  const expected = stored.subarray(16);
  const given = await scrypt(pin, Buffer.from(salt), expected.length);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function storePin(db: Database, caller: CertCaller, pin: string, now: Date = new Date()): Promise<{ stored: true }> {
  const pinHash = await hashPin(pin);
  return db.transaction(async (tx) => {
    const account = await requireAccount(tx, caller.customerId, true);
    // Changing a PIN that exists needs a verified token: otherwise a borrowed phone could replace it.
    if (account.pinHash && !caller.claims.pin) {
      throw new DomainError('pin_required', 'Verify the current PIN or the SMS code first (pin/token).');
    }
    await repo.updateAccountPin(tx, caller.customerId, { pinHash, pinFailures: 0, updatedAt: now });
    return { stored: true };
  });
}

export interface PinSmsDeps {
  db: Database;
  sms: SmsService;
  secret: string;
  config: Pick<AppConfig, 'otp' | 'smsCaps'>;
}

function pinSmsText(code: string, ttlSeconds: number): string {
  return `Код для скидання PIN сертифікатів: ${code}. Дійсний ${Math.max(1, Math.round(ttlSeconds / 60))} хв. Нікому його не повідомляй.`;
}

/** Sends a PIN reset code to the session's phone, under the SMS service's cooldown and caps (as login codes). */
export async function sendPinResetCode(
  deps: PinSmsDeps,
  caller: CertCaller,
  ip: string,
  now: Date = new Date(),
): Promise<{ sent: true; resendAfterSeconds: number }> {
  const phone = caller.session.phone;
  const { config } = deps;
  const { reservation, text } = await deps.db.transaction(async (tx) => {
    await requireAccount(tx, caller.customerId);
    await deps.sms.checkLimits(tx, { phone, ip }, now);
    const otp = await issueOtp(
      tx,
      { purpose: pinOtpPurpose, recipient: phone, customerId: caller.customerId, ip },
      deps.secret,
      now,
      config.otp,
    );
    const message = pinSmsText(otp.code, config.otp.ttlSeconds);
    const id = await deps.sms.reserve(tx, { phone, text: message, ip, logText: pinSmsText('******', config.otp.ttlSeconds) });
    return { reservation: id, text: message };
  });
  await deps.sms.deliver(reservation, { phone, text });
  return { sent: true, resendAfterSeconds: config.otp.resendSeconds };
}

/**
 * Checks the PIN, or the SMS code of pin/enter-sms (which confirms a reset: the stored PIN is cleared so the customer
 * sets a new one), and answers a token with pin_verified until the same expiry. Five failures lock it for 15 minutes.
 * NOTE: certificate_accounts has no locked-until column; the lock is pin_failures >= 5 with updated_at (the time of
 * the last failure) less than 15 minutes ago.
 */
export async function verifyPin(
  deps: Pick<PinSmsDeps, 'db' | 'secret'>,
  caller: CertCaller,
  code: string,
  now: Date = new Date(),
): Promise<{ token: string; expired_at: string; pin_verified: true }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const account = await requireAccount(tx, caller.customerId, true);
    let failures = account.pinFailures;
    if (failures >= pinMaxFailures) {
      const unlocksAt = account.updatedAt.getTime() + pinLockMs;
      if (unlocksAt > now.getTime()) {
        throw new RetryLaterError(
          'pin_locked',
          'Too many wrong PINs; try again later.',
          Math.ceil((unlocksAt - now.getTime()) / 1000),
        );
      }
      failures = 0;
    }
    if (account.pinHash && (await pinMatches(code, account.pinHash))) {
      await repo.updateAccountPin(tx, caller.customerId, { pinFailures: 0, updatedAt: now });
      return { ok: true as const };
    }
    const sms = await verifyOtp(tx, { purpose: pinOtpPurpose, customerId: caller.customerId, code }, deps.secret, now);
    if (sms.ok) {
      // The reset: the old PIN stops working; the verified token lets the customer store a new one.
      await repo.updateAccountPin(tx, caller.customerId, { pinHash: null, pinFailures: 0, updatedAt: now });
      return { ok: true as const };
    }
    await repo.updateAccountPin(tx, caller.customerId, { pinFailures: failures + 1, updatedAt: now });
    return { ok: false as const, left: pinMaxFailures - failures - 1 };
  });
  if (!outcome.ok) {
    // Outside the transaction, so the failure count stays written.
    // 403, not 401: a 401 makes the client log the user out.
    throw new DomainError('pin_invalid', `Wrong PIN or code; ${Math.max(0, outcome.left)} tries left.`, [
      { field: 'body.code', message: 'Wrong PIN or code' },
    ]);
  }
  const token = signCertToken(deps.secret, { ...caller.claims, pin: true });
  return { token, expired_at: new Date(caller.claims.exp * 1000).toISOString(), pin_verified: true };
}
