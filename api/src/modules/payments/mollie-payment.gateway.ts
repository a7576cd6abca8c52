import { createMollieClient, MollieApiError, type MollieClient } from '@mollie/api-client';
import type { AppConfig } from '../../platform/config/app-config.js';
import { toGatewayPayment, toGatewayRefund, toMollieCreateParameters, toMollieRefundParameters } from './mollie-payment.mapper.js';
import {
  PaymentGateway,
  PaymentProviderRefusal,
  type CreatePaymentInput,
  type CreateRefundInput,
  type GatewayPayment,
  type GatewayRefund,
} from './payment-gateway.js';

/** Payment ids as Mollie issues them; anything else is not looked up (a webhook body is untrusted). */
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;
/** The most refunds one page of Mollie's list holds; a payment of the shop never has that many. */
const REFUNDS_PAGE_LIMIT = 250;

/**
 * Mollie through its official client. The client verifies TLS against the root certificates it
 * bundles; MOLLIE_API_ENDPOINT (a test double) must include the API version path, like the
 * client's own default `https://api.mollie.com:443/v2/`.
 */
export class MolliePaymentGateway extends PaymentGateway {
  private readonly client: MollieClient;

  constructor(config: Pick<AppConfig, 'mollieApiKey' | 'mollieApiEndpoint'>) {
    super();
    if (!config.mollieApiKey) throw new Error('MolliePaymentGateway needs MOLLIE_API_KEY');
    this.client = createMollieClient({
      apiKey: config.mollieApiKey,
      ...(config.mollieApiEndpoint ? { apiEndpoint: config.mollieApiEndpoint } : {}),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const payment = await this.client.payments.create(toMollieCreateParameters(input));
    return toGatewayPayment(payment, payment.getCheckoutUrl());
  }

  async getPayment(id: string): Promise<GatewayPayment | null> {
    if (!PAYMENT_ID.test(id)) return null;
    try {
      const payment = await this.client.payments.get(id);
      return toGatewayPayment(payment, payment.getCheckoutUrl());
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async cancelPayment(id: string): Promise<GatewayPayment | null> {
    if (!PAYMENT_ID.test(id)) return null;
    try {
      const payment = await this.client.payments.cancel(id);
      return toGatewayPayment(payment, payment.getCheckoutUrl());
    } catch (error) {
      // 422: the payment is not cancelable (final already, or a method that cannot be canceled).
      if (error instanceof MollieApiError && (error.statusCode === 404 || error.statusCode === 422)) return null;
      throw error;
    }
  }

  async createRefund(input: CreateRefundInput): Promise<GatewayRefund> {
    if (!PAYMENT_ID.test(input.paymentId)) throw new PaymentProviderRefusal(`${input.paymentId} is not a Mollie payment`);
    try {
      const refund = await this.client.paymentRefunds.create({
        paymentId: input.paymentId,
        ...toMollieRefundParameters(input),
        idempotencyKey: input.idempotencyKey,
      });
      return toGatewayRefund(refund);
    } catch (error) {
      // 4xx: Mollie refused this refund and said why; anything else is an outage, thrown as is.
      if (error instanceof MollieApiError && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        throw new PaymentProviderRefusal(error.message);
      }
      throw error;
    }
  }

  async listRefunds(paymentId: string): Promise<GatewayRefund[]> {
    if (!PAYMENT_ID.test(paymentId)) return [];
    try {
      const page = await this.client.paymentRefunds.page({ paymentId, limit: REFUNDS_PAGE_LIMIT });
      return page.map(toGatewayRefund);
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return [];
      throw error;
    }
  }
}
