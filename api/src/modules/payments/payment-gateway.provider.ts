import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { LocalPaymentGateway } from './local-payment.gateway.js';
import { MolliePaymentGateway } from './mollie-payment.gateway.js';
import { PaymentGateway } from './payment-gateway.js';

/**
 * The one place that picks the payment adapter: Mollie when a key is configured, else the local
 * provider, whose page lets anyone mark their own order paid, so only where the configuration
 * allows it (a loopback PUBLIC_URL or LOCAL_PAYMENTS=true).
 */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  if (config.mollieApiKey) return new MolliePaymentGateway(config);
  if (config.localPayments) return new LocalPaymentGateway(config);
  throw new Error('no payment provider: set MOLLIE_API_KEY (or LOCAL_PAYMENTS=true for a test shop)');
}

export const paymentGatewayProvider: Provider = { provide: PaymentGateway, inject: [APP_CONFIG], useFactory: createPaymentGateway };
