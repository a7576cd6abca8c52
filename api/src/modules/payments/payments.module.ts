import { Module } from '@nestjs/common';
import { PaymentGateway } from './payment-gateway.js';
import { paymentGatewayProvider } from './payment-gateway.provider.js';

/**
 * Payment providers behind one PaymentGateway (see docs/payments.md). Webhooks, reconciliation and
 * their effects on orders live with the orders, the same code whichever adapter is active.
 */
@Module({
  providers: [paymentGatewayProvider],
  exports: [PaymentGateway],
})
export class PaymentsModule {}
