// The payments module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { PaymentsModule } from './payments.module.js';
export { PaymentGateway, PaymentProviderRefusal, type GatewayPayment, type GatewayRefund } from './payment-gateway.js';
