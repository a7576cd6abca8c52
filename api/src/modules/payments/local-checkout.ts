import type { NestExpressApplication } from '@nestjs/platform-express';
import { MOLLIE_DOUBLE_PATH, mollieCheckoutRouter } from './local-provider/mollie-checkout.router.js';
import { LocalPaymentGateway } from './local-payment.gateway.js';
import { PaymentGateway } from './payment-gateway.js';

/**
 * Serves the local provider's hosted checkout at /__mollie/ (outside the /api prefix, like Mollie's
 * own pages are outside the shop's API). Does nothing when the shop uses Mollie itself.
 */
export function mountLocalCheckout(app: NestExpressApplication): void {
  const gateway = app.get(PaymentGateway);
  if (gateway instanceof LocalPaymentGateway) app.use(MOLLIE_DOUBLE_PATH, mollieCheckoutRouter(gateway.store));
}
