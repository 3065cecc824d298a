// LiqPay over its public API: signed checkout links, callback verification and the server-to-server status call.
import {
  LIQPAY_API_URL,
  LIQPAY_CHECKOUT_URL,
  LiqpayDataError,
  checkoutUrl,
  encodeData,
  payParams,
  paymentFromObject,
  readCallback,
  sign,
} from './liqpay-protocol.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';

export interface LiqpayOptions {
  /** LIQPAY_PUBLIC_KEY: the merchant's identifier, sent in every data. */
  publicKey: string;
  /** LIQPAY_PRIVATE_KEY: signs and verifies; never leaves the server. */
  privateKey: string;
  /** https://www.liqpay.ua/api/request, or a local fake in tests. */
  apiUrl?: string;
  /** https://www.liqpay.ua/api/3/checkout. */
  checkoutUrl?: string;
  /**
   * Test mode of a LiqPay merchant: adds sandbox=1 to payments and accepts the `sandbox` status as paid. Off on a live
   * shop, where a `sandbox` status means no money arrived.
   */
  sandbox?: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * LiqPay answers `payment_not_found` for an order nobody has paid yet (the customer never opened the checkout); every
 * other error without a payment is about our request (bad signature, blocked shop) and leaves the state unknown.
 */
const NOT_FOUND_CODES = new Set(['payment_not_found']);

export function createLiqpayProvider(options: LiqpayOptions): PaymentProvider {
  if (options.publicKey === '' || options.privateKey === '') throw new Error('LiqPay keys are required');
  const keys = { publicKey: options.publicKey, privateKey: options.privateKey };
  const acceptSandbox = options.sandbox ?? false;
  const doFetch = options.fetch ?? fetch;
  const apiUrl = options.apiUrl ?? LIQPAY_API_URL;
  const checkoutBase = options.checkoutUrl ?? LIQPAY_CHECKOUT_URL;

  return {
    name: 'liqpay',
    checkoutLink(payment) {
      const data = encodeData({ ...payParams(keys.publicKey, payment, { sandbox: acceptSandbox }) });
      const signature = sign(keys.privateKey, data);
      return { url: checkoutUrl(data, signature, checkoutBase), data, signature };
    },
    verifyCallback(form) {
      const reading = readCallback(keys, form, { acceptSandbox });
      return reading.ok ? reading.callback : null;
    },
    async fetchStatus(orderId) {
      const data = encodeData({ action: 'status', version: 3, public_key: keys.publicKey, order_id: orderId });
      const body = new URLSearchParams({ data, signature: sign(keys.privateKey, data) });
      let response: Response;
      try {
        response = await doFetch(apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: body.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new PaymentProviderError(`LiqPay unreachable: ${(error as Error).message}`, { cause: error });
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new PaymentProviderError(`LiqPay answered HTTP ${response.status}`);
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new PaymentProviderError('LiqPay answered something that is not JSON');
      }
      if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
        throw new PaymentProviderError('LiqPay answered something that is not a JSON object');
      }
      const object = answer as Record<string, unknown>;
      if (typeof object.err_code === 'string' && NOT_FOUND_CODES.has(object.err_code)) return { found: false };
      if (object.order_id === undefined) {
        const code = typeof object.err_code === 'string' ? object.err_code : String(object.status ?? 'no status');
        throw new PaymentProviderError(`LiqPay refused the status request: ${code}`);
      }
      let payment;
      try {
        payment = paymentFromObject(object, { acceptSandbox });
      } catch (error) {
        if (error instanceof LiqpayDataError) throw new PaymentProviderError(`LiqPay status answer: ${error.message}`);
        throw error;
      }
      // An answer about another order is not an answer about this one.
      if (payment.orderId !== orderId) throw new PaymentProviderError('LiqPay answered about another order');
      return { found: true, payment };
    },
  };
}
