// The client's LiqPay link fetch loop of spec section 4 as a reducer: store the link, retry, or give up with a toast.
import { paymentLinkRetry } from '../constants.ts';

/** Spec section 8: the toast shown when no payment link can be had. */
export const paymentLinkErrorMessage = 'Сталася помилка';

export interface PaymentLinkState {
  link: string | null;
  /** Retries scheduled so far; paymentLinkRetry.failedCount (6) means the loop has given up. */
  count: number;
}

/** What get-liqpay-link answered: `{success, link}`, or the request failed outright. */
export type PaymentLinkAnswer = { success: true; link?: string | null } | { success: false };

export type PaymentLinkEffect =
  | { type: 'store_link'; link: string }
  | { type: 'retry'; afterMs: number }
  | { type: 'show_error'; message: string }
  | { type: 'none' };

export const initialPaymentLinkState: PaymentLinkState = { link: null, count: 0 };

const failed = (): { state: PaymentLinkState; effect: PaymentLinkEffect } => ({
  state: { link: null, count: paymentLinkRetry.failedCount },
  effect: { type: 'show_error', message: paymentLinkErrorMessage },
});

/**
 * Spec section 4: a link is stored; a success without a link is retried after 2 s while the counter, once
 * incremented, is not above 5 (so at most 5 retries, 6 requests); a failure sets the counter to 6 and shows the error
 * toast. Running out of retries is treated as a failure too (counter 6, same toast): the spec says nothing there, and
 * silently leaving the customer without a link is worse. Answers that arrive after the loop gave up change nothing.
 */
export function nextPaymentLinkState(
  state: PaymentLinkState,
  answer: PaymentLinkAnswer,
): { state: PaymentLinkState; effect: PaymentLinkEffect } {
  if (state.count > paymentLinkRetry.maxCount) return { state, effect: { type: 'none' } };
  if (!answer.success) return failed();
  if (answer.link) return { state: { link: answer.link, count: state.count }, effect: { type: 'store_link', link: answer.link } };
  const count = state.count + 1;
  if (count > paymentLinkRetry.maxCount) return failed();
  return { state: { link: null, count }, effect: { type: 'retry', afterMs: paymentLinkRetry.delayMs } };
}
