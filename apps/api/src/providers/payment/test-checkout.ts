// The built-in test checkout used when no LiqPay keys are configured: LiqPay's protocol signed with a local sandbox key
// pair, a local page to approve or decline, and a correctly signed callback for the decision.
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  LiqpayDataError,
  checkoutUrl,
  decodeRawData,
  encodeData,
  formatAmountKop,
  parseAmountKop,
  payParams,
  paymentFromObject,
  readCallback,
  sign,
  verifySignature,
  type LiqpayCallback,
} from './liqpay-protocol.ts';
import type { PaymentProvider } from './provider.ts';
import * as paymentEndpoints from '@loyalty/contracts/endpoints/payments';

export interface TestCheckoutKeys {
  publicKey: string;
  privateKey: string;
}

/** A fresh key pair per process: a link or callback signed by another run (or by anyone else) is never accepted. */
export function generateTestCheckoutKeys(): TestCheckoutKeys {
  return {
    publicKey: `sandbox_i${randomInt(10 ** 9, 10 ** 10)}`,
    privateKey: `sandbox_${randomBytes(30).toString('base64url')}`,
  };
}

export interface TestCheckoutOptions {
  keys: TestCheckoutKeys;
  /** Where the checkout page is served; the link carries data and signature as its query. */
  checkoutPath?: string;
  /** Where the page's form posts the decision. */
  decisionPath?: string;
}

export const DEFAULT_TEST_CHECKOUT_PATH = paymentEndpoints.testCheckoutPage.path;
export const DEFAULT_TEST_DECISION_PATH = paymentEndpoints.testCheckoutDecision.path;

/** A checkout request as our own checkoutLink signed it (the test checkout reads back only what it issued). */
const checkoutRequestSchema = z.object({
  version: z.literal(3),
  public_key: z.string().min(1),
  action: z.literal('pay'),
  amount: z.string(),
  currency: z.literal('UAH'),
  description: z.string().min(1),
  order_id: z.string().min(1).max(255),
  result_url: z.url({ protocol: /^https?$/ }),
  server_url: z.url({ protocol: /^https?$/ }),
  language: z.enum(['uk', 'en']).optional(),
});

/** The payment a checkout link asks for, as the page shows it and the decision reuses it. */
export interface TestCheckoutPayment {
  orderId: string;
  amountKop: number;
  description: string;
  resultUrl: string;
  serverUrl: string;
}

/** Reads a checkout request (data + signature from the link or the page's form); null unless we signed it. */
export function readTestCheckoutRequest(keys: TestCheckoutKeys, form: { data?: unknown; signature?: unknown }) {
  if (!verifySignature(keys.privateKey, form.data, form.signature)) return null;
  let raw: Record<string, unknown>;
  try {
    raw = decodeRawData(form.data);
  } catch (error) {
    if (error instanceof LiqpayDataError) return null;
    throw error;
  }
  const parsed = checkoutRequestSchema.safeParse(raw);
  if (!parsed.success || parsed.data.public_key !== keys.publicKey) return null;
  const amountKop = parseAmountKop(parsed.data.amount);
  if (amountKop === null) return null;
  const payment: TestCheckoutPayment = {
    orderId: parsed.data.order_id,
    amountKop,
    description: parsed.data.description,
    resultUrl: parsed.data.result_url,
    serverUrl: parsed.data.server_url,
  };
  return payment;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

/**
 * The test checkout page: what is being paid and two buttons. A plain form (no script: the CSP allows only our own
 * scripts) posts the original data and signature back with the decision, so the decision is bound to a link we signed.
 */
export function renderTestCheckoutPage(input: {
  data: string;
  signature: string;
  decodedPayment: TestCheckoutPayment;
  decisionPath?: string;
}): string {
  const { data, signature, decodedPayment: payment } = input;
  const action = input.decisionPath ?? DEFAULT_TEST_DECISION_PATH;
  return `<!doctype html>
<html lang="uk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Тестова оплата</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f6;color:#1b1b1f}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 16px}
dt{color:#666}dd{margin:0;word-break:break-word}
.note{font-size:14px;color:#8a5a00;background:#fff6e0;padding:8px 12px;border-radius:8px}
.actions{display:flex;gap:12px;margin-top:16px}
button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1f7a3a;color:#fff}.decline{background:#e4e4e8;color:#1b1b1f}
</style>
</head>
<body>
<main>
<h1>Тестова оплата карткою</h1>
<dl>
<dt>Замовлення</dt><dd>${escapeHtml(payment.orderId)}</dd>
<dt>Опис</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Сума</dt><dd>${escapeHtml(formatAmountKop(payment.amountKop))} грн</dd>
</dl>
<p class="note">Це тестова сторінка оплати: LiqPay не налаштовано, гроші не списуються.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="data" value="${escapeHtml(data)}">
<input type="hidden" name="signature" value="${escapeHtml(signature)}">
<div class="actions">
<button class="pay" type="submit" name="decision" value="pay">Сплатити</button>
<button class="decline" type="submit" name="decision" value="decline">Відхилити</button>
</div>
</form>
</main>
</body>
</html>
`;
}

/** The signed callback a decision produces, where LiqPay would send it, and where the browser goes next. */
export interface TestCheckoutCallback {
  data: string;
  signature: string;
  serverUrl: string;
  resultUrl: string;
}

/**
 * Approve ("pay") or decline a checkout request we signed: the callback LiqPay would POST to server_url, status
 * success or failure, signed with the sandbox key. Null when the request is not ours or the decision is unknown.
 */
export function testCheckoutDecision(
  keys: TestCheckoutKeys,
  form: { data?: unknown; signature?: unknown; decision?: unknown },
): TestCheckoutCallback | null {
  if (form.decision !== 'pay' && form.decision !== 'decline') return null;
  const payment = readTestCheckoutRequest(keys, form);
  if (!payment) return null;
  const approved = form.decision === 'pay';
  const data = encodeData({
    version: 3,
    public_key: keys.publicKey,
    action: 'pay',
    status: approved ? 'success' : 'failure',
    order_id: payment.orderId,
    amount: Number(formatAmountKop(payment.amountKop)),
    currency: 'UAH',
    description: payment.description,
    payment_id: randomInt(1, 2 ** 47),
    end_date: Date.now(),
    paytype: 'card',
    ...(approved ? {} : { err_code: 'test_declined', err_description: 'Оплату відхилено на тестовій сторінці' }),
  });
  return { data, signature: sign(keys.privateKey, data), serverUrl: payment.serverUrl, resultUrl: payment.resultUrl };
}

/**
 * POSTs a decision's callback to its server_url as LiqPay does: form-encoded `data` and `signature` (URLSearchParams
 * encodes '+' as %2B, so the base64 arrives intact). Resolves with the HTTP status; rejects when unreachable.
 */
export async function deliverTestCheckoutCallback(
  callback: TestCheckoutCallback,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<number> {
  const response = await (options.fetch ?? fetch)(callback.serverUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data: callback.data, signature: callback.signature }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  await response.body?.cancel();
  return response.status;
}

export interface TestCheckoutProvider extends PaymentProvider {
  /** The checkout page for a link's query, or null when the link was not signed by this checkout (answer 400). */
  pageFor(query: { data?: unknown; signature?: unknown }): string | null;
  /** The page's form POST: see testCheckoutDecision. Remembers the outcome for fetchStatus. */
  decide(form: { data?: unknown; signature?: unknown; decision?: unknown }): TestCheckoutCallback | null;
}

/** The PaymentProvider of the test checkout; status answers come from the decisions taken in this process. */
export function createTestCheckoutProvider(options: TestCheckoutOptions): TestCheckoutProvider {
  const { keys } = options;
  const checkoutPath = options.checkoutPath ?? DEFAULT_TEST_CHECKOUT_PATH;
  const decisionPath = options.decisionPath ?? DEFAULT_TEST_DECISION_PATH;
  // The test checkout's own memory of decisions, as LiqPay keeps its payments; lost on restart, like any dev fake.
  const decided = new Map<string, { callback: TestCheckoutCallback; payment: LiqpayCallback }>();
  const accept = { acceptSandbox: true };

  return {
    name: 'test-checkout',
    checkoutLink(payment) {
      const data = encodeData({ ...payParams(keys.publicKey, payment) });
      const signature = sign(keys.privateKey, data);
      return { url: checkoutUrl(data, signature, checkoutPath), data, signature };
    },
    verifyCallback(form) {
      const reading = readCallback(keys, form, accept);
      return reading.ok ? reading.callback : null;
    },
    async fetchStatus(orderId) {
      const decision = decided.get(orderId);
      return decision ? { found: true, payment: decision.payment } : { found: false };
    },
    pageFor(query) {
      const payment = readTestCheckoutRequest(keys, query);
      if (!payment || typeof query.data !== 'string' || typeof query.signature !== 'string') return null;
      return renderTestCheckoutPage({ data: query.data, signature: query.signature, decodedPayment: payment, decisionPath });
    },
    decide(form) {
      if (form.decision !== 'pay' && form.decision !== 'decline') return null;
      const request = readTestCheckoutRequest(keys, form);
      if (!request) return null;
      // A paid order stays paid, as at LiqPay: a second click (or a replayed form) re-sends the same success callback.
      const earlier = decided.get(request.orderId);
      if (earlier?.payment.paymentState === 'paid') return earlier.callback;
      const callback = testCheckoutDecision(keys, form);
      if (callback) decided.set(request.orderId, { callback, payment: paymentFromObject(decodeRawData(callback.data), accept) });
      return callback;
    },
  };
}
