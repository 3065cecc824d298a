import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  initialPaymentLinkState,
  nextPaymentLinkState,
  type PaymentLinkAnswer,
  type PaymentLinkState,
} from './payment-link-retry.ts';

describe('nextPaymentLinkState', () => {
  it('stores a link on success', () => {
    expect(nextPaymentLinkState(initialPaymentLinkState, { success: true, link: 'https://pay/1' })).toEqual({
      state: { link: 'https://pay/1', count: 0 },
      effect: { type: 'store_link', link: 'https://pay/1' },
    });
  });

  it('retries after 2 s on success without a link, five times, then gives up with the toast', () => {
    let state: PaymentLinkState = initialPaymentLinkState;
    for (let retry = 1; retry <= 5; retry += 1) {
      const next = nextPaymentLinkState(state, { success: true, link: null });
      expect(next).toEqual({ state: { link: null, count: retry }, effect: { type: 'retry', afterMs: 2000 } });
      state = next.state;
    }
    expect(nextPaymentLinkState(state, { success: true })).toEqual({
      state: { link: null, count: 6 },
      effect: { type: 'show_error', message: 'Сталася помилка' },
    });
  });

  it('stores a link that arrives on a retry', () => {
    expect(nextPaymentLinkState({ link: null, count: 3 }, { success: true, link: 'https://pay/2' }).effect).toEqual({
      type: 'store_link',
      link: 'https://pay/2',
    });
  });

  it('sets the counter to 6 and shows Сталася помилка on failure', () => {
    expect(nextPaymentLinkState({ link: null, count: 2 }, { success: false })).toEqual({
      state: { link: null, count: 6 },
      effect: { type: 'show_error', message: 'Сталася помилка' },
    });
  });

  it('ignores answers after giving up', () => {
    const gaveUp = { link: null, count: 6 };
    expect(nextPaymentLinkState(gaveUp, { success: true, link: 'https://late' })).toEqual({
      state: gaveUp,
      effect: { type: 'none' },
    });
  });

  it('never schedules more than 5 retries whatever the answers (property)', () => {
    const answerArb: fc.Arbitrary<PaymentLinkAnswer> = fc.oneof(
      fc.constant({ success: true as const, link: null }),
      fc.constant({ success: false as const }),
      fc.constant({ success: true as const, link: 'https://pay' }),
    );
    fc.assert(
      fc.property(fc.array(answerArb, { maxLength: 20 }), (answers) => {
        let state = initialPaymentLinkState;
        let retries = 0;
        for (const answer of answers) {
          const next = nextPaymentLinkState(state, answer);
          if (next.effect.type === 'retry') retries += 1;
          state = next.state;
          expect(state.count).toBeLessThanOrEqual(6);
        }
        expect(retries).toBeLessThanOrEqual(5);
      }),
    );
  });
});
