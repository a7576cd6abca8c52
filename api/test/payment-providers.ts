import { startMollieDoubleHttps, type MollieDoubleHttps } from './mollie-double/https-server.js';
import { chooseBankTransferOnCheckoutPage, decideOnCheckoutPage } from './shop-checkout.js';
import type { TestApp } from './test-app.js';

export type Decision = 'paid' | 'failed' | 'canceled' | 'expired';

/** How a payment gets decided in a test: by the tester on the local checkout page, or at the Mollie double. */
export interface PaymentProvider {
  name: string;
  /** Starts what the provider needs; answers the shop's environment for it. */
  start(): Promise<Record<string, string>>;
  decide(shop: TestApp, paymentId: string, status: Decision): Promise<void>;
  /** The customer picks bank transfer: the payment stays open (and cancelable) until decided. */
  chooseBankTransfer(shop: TestApp, paymentId: string): Promise<void>;
  stop(): Promise<void>;
}

export const localProvider: PaymentProvider = {
  name: 'the built-in local provider',
  start: async () => ({}),
  async decide(shop, paymentId, status) {
    const answer = await decideOnCheckoutPage(shop, paymentId, status);
    if (answer !== 303) throw new Error(`the checkout page answered ${answer} to "${status}"`);
  },
  async chooseBankTransfer(shop, paymentId) {
    const answer = await chooseBankTransferOnCheckoutPage(shop, paymentId);
    if (answer !== 303) throw new Error(`the checkout page answered ${answer} to bank transfer`);
  },
  stop: async () => {},
};

/** The official Mollie client, talking HTTPS to a Mollie double (which it trusts for this process alone). */
export function mollieProvider(): PaymentProvider {
  let double: MollieDoubleHttps;
  return {
    name: 'Mollie (official client over HTTPS to a Mollie double)',
    async start() {
      double = await startMollieDoubleHttps();
      return { MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', MOLLIE_API_ENDPOINT: double.url };
    },
    async decide(_shop, paymentId, status) {
      await double.decide(paymentId, status);
    },
    async chooseBankTransfer(_shop, paymentId) {
      double.chooseBankTransfer(paymentId);
    },
    stop: async () => double?.close(),
  };
}
