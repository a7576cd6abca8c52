import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/index.js';
import { LegalModule } from '../legal/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { PaymentsModule } from '../payments/index.js';
import { StoreModule } from '../store/index.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { CheckoutQueue } from './checkout-queue.js';
import { OrderEmailsController } from './order-emails.controller.js';
import { OrderHistoryEntry } from './order-history.entity.js';
import { OrderHistoryHandlers } from './order-history.handlers.js';
import { OrderItem } from './order-item.entity.js';
import { OrderPayment } from './order-payment.entity.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrderPersonalData } from './order-personal-data.js';
import { Order } from './order.entity.js';
import { OrdersController } from './orders.controller.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { OrderMetrics } from './order-metrics.js';
import { OrdersService } from './orders.service.js';
import { PaymentWebhookController } from './payment-webhook.controller.js';
import { PendingOrdersSweeper } from './pending-orders.sweeper.js';
import { OrderRefundsService } from './order-refunds.service.js';
import { Refund } from './refund.entity.js';
import { WithdrawalItem } from './withdrawal-item.entity.js';
import { Withdrawal } from './withdrawal.entity.js';
import { AdminWithdrawalsController, WithdrawalsController } from './withdrawals.controller.js';
import { WithdrawalsService } from './withdrawals.service.js';
import { OrderVat } from './order-vat.js';
import { CrossBorderSalesCache } from './cross-border-sales-cache.js';
import { OrderReceipts } from './order-receipts.js';
import { VatController } from './vat.controller.js';
import { VatReports } from './vat-report.queries.js';

/**
 * Orders, their items, payments, history and withdrawals (which take back an order's own lines and
 * are refunded through its refunds, so they live with them). The payments module only talks to the provider; what
 * a payment means for an order (stock, status, refunds) is decided here.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderPayment, OrderHistoryEntry, Refund, Withdrawal, WithdrawalItem]),
    CatalogueModule,
    StoreModule,
    LegalModule,
    PaymentsModule,
    NotificationsModule,
  ],
  controllers: [
    OrdersController,
    PaymentWebhookController,
    OrderEmailsController,
    AdminOrdersController,
    WithdrawalsController,
    AdminWithdrawalsController,
    VatController,
  ],
  providers: [
    OrderVat,
    CrossBorderSalesCache,
    OrderReceipts,
    VatReports,
    OrderLifecycle,
    CheckoutQueue,
    OrdersService,
    OrderPaymentsService,
    OrderRefundsService,
    AdminOrdersService,
    OrderHistoryHandlers,
    PendingOrdersSweeper,
    OrderMetrics,
    OrderPersonalData,
    WithdrawalsService,
  ],
  exports: [OrderPersonalData],
})
export class OrdersModule {}
