// Decorates the app with app.payments: the card-payment provider in use (LiqPay with keys, else the built-in test
// checkout when enabled, else none) and, when it is the active one, the test checkout itself.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLiqpayProvider } from '../../providers/payment/liqpay.ts';
import type { PaymentProvider } from '../../providers/payment/provider.ts';
import {
  createTestCheckoutProvider,
  generateTestCheckoutKeys,
  type TestCheckoutProvider,
} from '../../providers/payment/test-checkout.ts';

export interface PaymentServices {
  /** null: card payments are off (get-liqpay-link answers 503 payment_unavailable). */
  readonly provider: PaymentProvider | null;
  /** The test checkout when it is the provider (its page and decision routes exist only then). */
  readonly testCheckout: TestCheckoutProvider | null;
  /** Real LiqPay keys are configured: the reconciliation job runs. */
  readonly live: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentServices;
  }
}

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const { liqpay, testCheckout: testCheckoutEnabled } = app.config.payments;
  let services: PaymentServices;
  if (liqpay) {
    services = {
      provider: createLiqpayProvider({
        publicKey: liqpay.publicKey,
        privateKey: liqpay.privateKey,
        sandbox: liqpay.sandbox,
        checkoutUrl: liqpay.checkoutUrl,
        apiUrl: liqpay.apiUrl,
      }),
      testCheckout: null,
      live: true,
    };
  } else if (testCheckoutEnabled) {
    const testCheckout = createTestCheckoutProvider({ keys: generateTestCheckoutKeys() });
    services = { provider: testCheckout, testCheckout, live: false };
    if (app.config.isProduction) app.log.warn('TEST_CHECKOUT is on in production: card payments are simulated.');
  } else {
    services = { provider: null, testCheckout: null, live: false };
  }
  app.decorate('payments', services);
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['config'] });
