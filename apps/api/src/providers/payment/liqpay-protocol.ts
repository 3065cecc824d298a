// LiqPay's public protocol (API version 3), pure: data/signature encoding, callback decoding, statuses and amounts.
// NOTE: facts from https://www.liqpay.ua/documentation/en/api/callback and /api/information/status.
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';

/** Our view of a payment: what an order's payment state becomes after a LiqPay status. */
export type PaymentState = 'paid' | 'failed' | 'refunded' | 'pending';

/**
 * Statuses after which LiqPay changes nothing more (and sends the callback). `sandbox` is a test payment: no money moved.
 */
export const FINAL_STATUSES: ReadonlySet<string> = new Set([
  'success',
  'failure',
  'error',
  'reversed',
  'subscribed',
  'unsubscribed',
  'sandbox',
]);

/** Statuses documented as "not final yet": the customer or the bank still has a step to do. */
export const PENDING_STATUSES: ReadonlySet<string> = new Set([
  'otp_verify',
  '3ds_verify',
  'cvv_verify',
  'sender_verify',
  'receiver_verify',
  'phone_verify',
  'ivr_verify',
  'pin_verify',
  'captcha_verify',
  'password_verify',
  'senderapp_verify',
  'wait_secure',
  'wait_accept',
  'wait_lc',
  'wait_qr',
  'wait_sender',
  'wait_card',
  'wait_compensation',
  'wait_reserve',
  'hold_wait',
  'cash_wait',
  'invoice_wait',
  'prepared',
  'processing',
  'p24_verify',
  'mp_verify',
  'try_again',
]);

export function isFinalStatus(status: string): boolean {
  return FINAL_STATUSES.has(status);
}

/**
 * Maps a LiqPay status to our payment state. Unknown statuses count as pending (LiqPay adds new intermediate ones;
 * reconciliation asks again later) rather than failing an order that may yet be paid.
 * `sandbox` is paid only where test payments are accepted (sandbox merchant or the built-in test checkout); on a live
 * shop it means no money arrived, so the order must not ship: failed.
 */
export function paymentStateOf(status: string, options: { acceptSandbox: boolean }): PaymentState {
  switch (status) {
    case 'success':
    case 'subscribed':
      return 'paid';
    case 'sandbox':
      return options.acceptSandbox ? 'paid' : 'failed';
    case 'failure':
    case 'error':
    case 'unsubscribed':
      return 'failed';
    case 'reversed':
      return 'refunded';
    default:
      return 'pending';
  }
}

/** Kopiyky (integer) → the UAH amount LiqPay expects, "149.00"; integer arithmetic so no float ever rounds a price. */
export function formatAmountKop(amountKop: number): string {
  if (!Number.isSafeInteger(amountKop) || amountKop < 0) throw new RangeError(`amountKop must be a non-negative integer`);
  const hryvnias = Math.floor(amountKop / 100);
  const kop = amountKop % 100;
  return `${hryvnias}.${String(kop).padStart(2, '0')}`;
}

/**
 * LiqPay's amount (a JSON number such as 149 or 149.5, or a string "149.00") → kopiyky, or null when it is not a
 * plain non-negative amount with at most two decimals (anything else must not be trusted as a price).
 */
export function parseAmountKop(amount: number | string): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** `data`: base64 of the JSON of the parameters (standard alphabet, so it may hold '+', '/' and '='). */
export function encodeData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/** `signature`: base64 of the binary SHA-1 digest of private_key + data + private_key. */
export function sign(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');
}

/** Constant-time comparison of the expected signature with the one received; false for anything that is not a string. */
export function verifySignature(privateKey: string, data: unknown, signature: unknown): boolean {
  if (typeof data !== 'string' || typeof signature !== 'string' || data === '' || privateKey === '') return false;
  const expected = Buffer.from(sign(privateKey, data), 'utf8');
  const received = Buffer.from(signature, 'utf8');
  // The length of a SHA-1 signature (28 characters) is public, so returning early on a length mismatch leaks nothing.
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * The checkout link: both fields URL-encoded, so a '+' of the base64 reaches LiqPay as '+' and not as a space.
 * `base` is LiqPay's checkout or the local test checkout page.
 */
export function checkoutUrl(data: string, signature: string, base: string = LIQPAY_CHECKOUT_URL): string {
  const query = new URLSearchParams({ data, signature }).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** The parameters of a one-off payment as LiqPay's checkout reads them. */
export interface LiqpayPayParams {
  version: 3;
  public_key: string;
  action: 'pay';
  amount: string;
  currency: 'UAH';
  description: string;
  order_id: string;
  result_url: string;
  server_url: string;
  language?: 'uk' | 'en';
  sandbox?: '1';
}

export interface PaymentRequest {
  orderId: string;
  amountKop: number;
  description: string;
  resultUrl: string;
  serverUrl: string;
  language?: 'uk' | 'en';
}

/** Thrown for a payment request our own code built wrongly (a bug, never the customer's input). */
export class PaymentRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRequestError';
  }
}

const httpUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);

export function payParams(publicKey: string, payment: PaymentRequest, options: { sandbox?: boolean } = {}): LiqpayPayParams {
  if (publicKey === '') throw new PaymentRequestError('public key is empty');
  if (payment.orderId.length < 1 || payment.orderId.length > 255) throw new PaymentRequestError('order_id: 1 to 255 chars');
  if (!Number.isSafeInteger(payment.amountKop) || payment.amountKop <= 0) {
    throw new PaymentRequestError('amount must be a positive number of kopiyky');
  }
  if (payment.description.trim() === '') throw new PaymentRequestError('description is empty');
  if (!httpUrl(payment.resultUrl) || !httpUrl(payment.serverUrl)) {
    throw new PaymentRequestError('result_url and server_url must be absolute http(s) URLs');
  }
  return {
    version: 3,
    public_key: publicKey,
    action: 'pay',
    amount: formatAmountKop(payment.amountKop),
    currency: 'UAH',
    description: payment.description,
    order_id: payment.orderId,
    result_url: payment.resultUrl,
    server_url: payment.serverUrl,
    ...(payment.language ? { language: payment.language } : {}),
    ...(options.sandbox ? { sandbox: '1' as const } : {}),
  };
}

const amountSchema = z.union([z.number(), z.string()]).transform((amount, context) => {
  const kop = parseAmountKop(amount);
  if (kop === null) {
    context.addIssue({ code: 'custom', message: 'amount is not a UAH amount with at most two decimals' });
    return z.NEVER;
  }
  return kop;
});

const idSchema = z.union([z.string().min(1).max(255), z.number().int()]).transform(String);

/**
 * What a callback (or a status answer) carries that we act on; other documented fields (sender_card_mask2, paytype,
 * end_date, …) are kept in `raw` for the record. Status is any string: a new status must not make a genuine callback 400.
 */
export const liqpayPaymentDataSchema = z.looseObject({
  status: z.string().min(1).max(64),
  order_id: idSchema,
  amount: amountSchema,
  currency: z.string().min(3).max(3),
  action: z.string().min(1).max(32),
  payment_id: idSchema.optional(),
  public_key: z.string().optional(),
  err_code: z.string().optional(),
  err_description: z.string().optional(),
});

/** A decoded, validated LiqPay payment (from a callback or the status call). */
export interface LiqpayCallback {
  orderId: string;
  status: string;
  final: boolean;
  /** Our state after this status; see paymentStateOf. */
  paymentState: PaymentState;
  amountKop: number;
  currency: string;
  action: string;
  paymentId: string | null;
  publicKey: string | null;
  errCode: string | null;
  errDescription: string | null;
  /** The decoded JSON as LiqPay sent it, for the payment record. */
  raw: Record<string, unknown>;
}

export class LiqpayDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LiqpayDataError';
  }
}

/** A callback's data is a few hundred bytes; anything far larger is not LiqPay's. */
const MAX_DATA_LENGTH = 65_536;

/** Decodes a `data` field (base64 JSON) into its raw object; throws LiqpayDataError naming what is wrong. */
export function decodeRawData(data: unknown): Record<string, unknown> {
  if (typeof data !== 'string' || data === '') throw new LiqpayDataError('data is missing');
  if (data.length > MAX_DATA_LENGTH) throw new LiqpayDataError('data is too long');
  // Buffer's decoder skips foreign characters silently; a strict check keeps "data" honest (spaces included).
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw new LiqpayDataError('data is not base64');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    throw new LiqpayDataError('data is not base64 of JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new LiqpayDataError('data is not a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Validates a decoded payment object (callback data or a status answer). */
export function paymentFromObject(object: Record<string, unknown>, options: { acceptSandbox: boolean }): LiqpayCallback {
  const result = liqpayPaymentDataSchema.safeParse(object);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new LiqpayDataError(`data.${issue?.path.join('.') || '?'}: ${issue?.message ?? 'invalid'}`);
  }
  const payment = result.data;
  return {
    orderId: payment.order_id,
    status: payment.status,
    final: isFinalStatus(payment.status),
    paymentState: paymentStateOf(payment.status, options),
    amountKop: payment.amount,
    currency: payment.currency,
    action: payment.action,
    paymentId: payment.payment_id ?? null,
    publicKey: payment.public_key ?? null,
    errCode: payment.err_code ?? null,
    errDescription: payment.err_description ?? null,
    raw: object,
  };
}

/** Decodes and validates a callback's `data`; throws LiqpayDataError. Verify the signature first. */
export function decodeData(data: unknown, options: { acceptSandbox: boolean } = { acceptSandbox: false }): LiqpayCallback {
  return paymentFromObject(decodeRawData(data), options);
}

export type CallbackReading =
  { ok: true; callback: LiqpayCallback } | { ok: false; reason: 'bad_signature' | 'bad_data' | 'wrong_merchant'; detail: string };

/**
 * The whole check of a callback form: signature first (nothing of unsigned data is even parsed), then the data, then
 * that it is addressed to our merchant key. The reason lets the route log why a callback was refused.
 */
export function readCallback(
  keys: { publicKey: string; privateKey: string },
  form: { data?: unknown; signature?: unknown },
  options: { acceptSandbox: boolean },
): CallbackReading {
  if (!verifySignature(keys.privateKey, form.data, form.signature)) {
    return { ok: false, reason: 'bad_signature', detail: 'signature does not match data' };
  }
  let callback: LiqpayCallback;
  try {
    callback = decodeData(form.data, options);
  } catch (error) {
    return { ok: false, reason: 'bad_data', detail: (error as Error).message };
  }
  if (callback.publicKey !== null && callback.publicKey !== keys.publicKey) {
    return { ok: false, reason: 'wrong_merchant', detail: 'public_key is not ours' };
  }
  return { ok: true, callback };
}
