import type { MollieRefundRecord, RefundDecision } from '../src/modules/payments/local-provider/mollie-payment.store.js';
import { LocalPaymentGateway } from '../src/modules/payments/local-payment.gateway.js';
import { PaymentGateway } from '../src/modules/payments/payment-gateway.js';
import { startMollieDoubleHttps, type MollieDoubleHttps } from './mollie-double/https-server.js';
import { chooseBankTransferOnCheckoutPage, decideOnCheckoutPage, decideRefundOnCheckoutPage } from './shop-checkout.js';
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
  /** A refund of a payment made at the provider's dashboard, which the shop does not hear of. */
  refundAtDashboard(shop: TestApp, paymentId: string, value: string): MollieRefundRecord;
  /** The provider moves a refund on and calls the payment's webhook (the shop must listen). */
  decideRefund(shop: TestApp, refundId: string, decision: RefundDecision): Promise<void>;
  /** The payment's refunds as the provider holds them. */
  refundsOf(shop: TestApp, paymentId: string): MollieRefundRecord[];
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
  refundAtDashboard(shop, paymentId, value) {
    const refund = localStore(shop).refund(paymentId, { amount: { currency: 'EUR', value }, description: 'From the dashboard' });
    if (!refund) throw new Error(`no payment ${paymentId}`);
    return refund;
  },
  async decideRefund(shop, refundId, decision) {
    const store = localStore(shop);
    const payment = store.all().find((candidate) => store.refundsOf(candidate.id)?.some((refund) => refund.id === refundId));
    if (!payment) throw new Error(`no payment has refund ${refundId}`);
    const answer = await decideRefundOnCheckoutPage(shop, payment.id, refundId, decision);
    if (answer !== 303) throw new Error(`the payment's page answered ${answer} to refund "${decision}"`);
  },
  refundsOf: (shop, paymentId) => localStore(shop).refundsOf(paymentId) ?? [],
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
    refundAtDashboard: (_shop, paymentId, value) => double.refundAtDashboard(paymentId, value, 'From the dashboard'),
    async decideRefund(_shop, refundId, decision) {
      await double.decideRefund(refundId, decision);
    },
    refundsOf: (_shop, paymentId) => double.refundsOf(paymentId),
    stop: async () => double?.close(),
  };
}

function localStore(shop: TestApp) {
  const gateway = shop.app.get(PaymentGateway);
  if (!(gateway instanceof LocalPaymentGateway)) throw new Error('the shop does not run the local payment provider');
  return gateway.store;
}
