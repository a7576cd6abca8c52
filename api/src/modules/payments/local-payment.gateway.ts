import type { AppConfig } from '../../platform/config/app-config.js';
import { checkoutBaseUrl } from './local-provider/mollie-checkout.router.js';
import {
  MollieNotCancelableError,
  MolliePaymentStore,
  MollieValidationError,
  openCheckoutUrl,
} from './local-provider/mollie-payment.store.js';
import { toGatewayPayment, toGatewayRefund, toMollieCreateParameters, toMollieRefundParameters } from './mollie-payment.mapper.js';
import {
  PaymentGateway,
  PaymentProviderRefusal,
  type CreatePaymentInput,
  type CreateRefundInput,
  type GatewayPayment,
  type GatewayRefund,
} from './payment-gateway.js';

/**
 * The built-in provider used without MOLLIE_API_KEY: Mollie's test mode, played in-process by the
 * Mollie double (same parameters, ids, statuses and mapping as the Mollie adapter, no HTTP). The
 * tester decides each payment on the hosted checkout page under PUBLIC_URL/__mollie/.
 * Its payments live in this process's memory only (see MolliePaymentStore).
 */
export class LocalPaymentGateway extends PaymentGateway {
  readonly store: MolliePaymentStore;

  constructor(config: Pick<AppConfig, 'production' | 'publicUrl'>) {
    super();
    if (config.production) {
      throw new Error('The local payment provider is for development and tests only: set MOLLIE_API_KEY when NODE_ENV=production');
    }
    this.store = new MolliePaymentStore(checkoutBaseUrl(config.publicUrl));
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const payment = this.store.create(toMollieCreateParameters(input));
    return toGatewayPayment(payment, openCheckoutUrl(payment));
  }

  async getPayment(id: string): Promise<GatewayPayment | null> {
    const payment = this.store.get(id);
    return payment ? toGatewayPayment(payment, openCheckoutUrl(payment)) : null;
  }

  async cancelPayment(id: string): Promise<GatewayPayment | null> {
    try {
      const payment = this.store.cancel(id);
      return payment ? toGatewayPayment(payment, openCheckoutUrl(payment)) : null;
    } catch (error) {
      if (error instanceof MollieNotCancelableError) return null;
      throw error;
    }
  }

  async createRefund(input: CreateRefundInput): Promise<GatewayRefund> {
    let refund;
    try {
      refund = this.store.refund(input.paymentId, toMollieRefundParameters(input));
    } catch (error) {
      if (error instanceof MollieValidationError) throw new PaymentProviderRefusal(error.message);
      throw error;
    }
    if (!refund) throw new PaymentProviderRefusal(`No payment exists with token ${input.paymentId}.`);
    return toGatewayRefund(refund);
  }

  async listRefunds(paymentId: string): Promise<GatewayRefund[]> {
    return (this.store.refundsOf(paymentId) ?? []).map(toGatewayRefund);
  }
}
