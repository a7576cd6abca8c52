import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { LocalPaymentGateway } from './local-payment.gateway.js';
import { MolliePaymentGateway } from './mollie-payment.gateway.js';
import { PaymentGateway } from './payment-gateway.js';

/** The one place that picks the payment adapter: Mollie when a key is configured, else the local provider. */
export function createPaymentGateway(config: AppConfig): PaymentGateway {
  return config.mollieApiKey ? new MolliePaymentGateway(config) : new LocalPaymentGateway(config);
}

export const paymentGatewayProvider: Provider = { provide: PaymentGateway, inject: [APP_CONFIG], useFactory: createPaymentGateway };
