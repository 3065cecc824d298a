// The card-payment interface every implementation offers (LiqPay, the built-in test checkout), and its errors.
import type { LiqpayCallback, PaymentRequest } from './liqpay-protocol.ts';

export type { LiqpayCallback, PaymentRequest, PaymentState } from './liqpay-protocol.ts';

/** The checkout link and the two fields it carries (kept so the payment record shows what was signed). */
export interface CheckoutLink {
  url: string;
  data: string;
  signature: string;
}

/** The provider's current view of an order's payment (reconciliation when a callback is late). */
export type PaymentStatusResult = { found: false } | { found: true; payment: LiqpayCallback };

export interface PaymentProvider {
  /** Recorded with each payment: 'liqpay' or 'test-checkout'. */
  readonly name: string;
  /** Builds the signed checkout link for a one-off payment: version 3, action pay, currency UAH. */
  checkoutLink(payment: PaymentRequest): CheckoutLink;
  /**
   * A callback form (`data`, `signature`, form-encoded): the decoded payment when the signature is ours and the data is
   * valid, otherwise null. Callbacks repeat: the caller applies them idempotently.
   */
  verifyCallback(form: { data?: unknown; signature?: unknown }): LiqpayCallback | null;
  /** Asks the provider for the payment of an order; rejects with PaymentProviderError when it cannot tell. */
  fetchStatus(orderId: string): Promise<PaymentStatusResult>;
}

/** The provider could not answer (unreachable, refused our request, answered nonsense); the state is unknown. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
