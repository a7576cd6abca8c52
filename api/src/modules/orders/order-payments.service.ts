import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import type { Publish } from '../../platform/events/outbox.js';
import { Outbox } from '../../platform/events/outbox.js';
import { StockService } from '../catalogue/stock.service.js';
import { PaymentGateway, type GatewayPayment } from '../payments/payment-gateway.js';
import { lockOrder, stockLines } from './order-locks.js';
import { OrderPayment } from './order-payment.entity.js';
import { PAID_OR_BEYOND } from './order-states.js';
import type { Order } from './order.entity.js';
import { snapshotOf } from './order.presenter.js';

const FAILURES = ['failed', 'expired', 'canceled'] as const;
const FINAL: readonly string[] = ['paid', ...FAILURES];
type PaymentFailure = (typeof FAILURES)[number];

/**
 * An order's payments: creating them at the provider, and applying what the provider says
 * (CONTRACT.md section 3). The provider's answer is the only truth; whatever a webhook body or a
 * client says is never used.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger('payments');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(StockService) private readonly stock: StockService,
    @InjectRepository(OrderPayment) private readonly payments: Repository<OrderPayment>,
  ) {}

  /** Creates a payment for the order's total at the provider; answers the checkout URL. */
  async start(order: Order): Promise<string> {
    const payment = await this.gateway.createPayment({
      amountCents: order.totalCents,
      currency: order.currency,
      description: `Order ${order.friendlyId}`,
      redirectUrl: `${this.config.publicUrl}/order-confirmation/${order.processNumber}`,
      webhookUrl: this.config.paymentWebhookUrl,
      metadata: { order_id: order.id },
    });
    if (!payment.checkoutUrl) throw new Error(`payment ${payment.id} has no checkout URL`);
    // What was asked for, not what the provider echoed: sync() ignores a payment that differs.
    await this.payments.insert({ id: payment.id, orderId: order.id, status: payment.status, amountCents: order.totalCents, currency: order.currency, checkoutUrl: payment.checkoutUrl });
    return payment.checkoutUrl;
  }

  latestOf(orderId: string): Promise<OrderPayment | null> {
    return this.payments.findOne({ where: { orderId }, order: { createdAt: 'DESC' } });
  }

  /**
   * Reads a payment from the provider and applies its status to the order. Unknown ids (not ours,
   * or unknown to the provider) change nothing. Applying the same status twice changes nothing.
   */
  async sync(paymentId: string): Promise<void> {
    const ours = await this.payments.findOneBy({ id: paymentId });
    if (!ours) return;
    const remote = await this.gateway.getPayment(paymentId);
    if (!remote) return;
    if (remote.metadata.order_id !== ours.orderId || remote.amountCents !== ours.amountCents || remote.currency !== ours.currency) {
      this.logger.warn(`payment ${paymentId} does not match its order; ignored`);
      return;
    }
    await this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, ours.orderId);
      const payment = await manager.findOneByOrFail(OrderPayment, { id: paymentId });
      // Once final, a payment's status never changes: a differing answer is a stale read made
      // before the lock (reconciliation racing a webhook), and must not undo what was applied.
      if (payment.status === remote.status || FINAL.includes(payment.status)) return;
      payment.status = remote.status;
      await manager.save(payment);
      if (remote.status === 'paid') await this.applyPaid(manager, publish, order, remote);
      else if ((FAILURES as readonly string[]).includes(remote.status)) await this.applyFailure(manager, publish, order, remote, remote.status as PaymentFailure);
    });
  }

  /** Money arrived. For an order already paid (or beyond) or canceled it is owed back: flagged, never dropped. */
  private async applyPaid(manager: EntityManager, publish: Publish, order: Order, payment: GatewayPayment): Promise<void> {
    if (PAID_OR_BEYOND.includes(order.status) || order.status === 'canceled') {
      order.needsRefund = true;
      await manager.save(order);
      const reason = order.status === 'canceled' ? 'paid after the order was canceled' : `a second payment for an order already ${order.status}`;
      publish({ name: 'order.refund_needed', payload: { ...snapshotOf(order), payment_id: payment.id, reason } });
      return;
    }
    if (!order.stockReserved) {
      // Paid after the stock was released (a late payment of a failed order): take it again if we can.
      try {
        await manager.transaction((savepoint) => this.stock.reserve(savepoint, stockLines(order)));
        order.stockReserved = true;
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        order.needsRefund = true;
        publish({ name: 'order.refund_needed', payload: { ...snapshotOf(order), payment_id: payment.id, reason: 'paid, but the books are no longer in stock' } });
      }
    }
    order.status = 'paid';
    await manager.save(order);
    publish({ name: 'order.paid', payload: { ...snapshotOf(order), payment_id: payment.id } });
  }

  /** Only the order's current payment can fail a pending order; a late failure never undoes a payment. */
  private async applyFailure(manager: EntityManager, publish: Publish, order: Order, payment: GatewayPayment, status: PaymentFailure): Promise<void> {
    const [latest] = await manager.find(OrderPayment, { where: { orderId: order.id }, order: { createdAt: 'DESC' }, take: 1 });
    if (order.status !== 'pending' || latest?.id !== payment.id) return;
    await this.fail(manager, publish, order, status, payment.id);
  }

  /** Ends a pending order's payment attempt: the status, the stock back on the shelf, the event. */
  async fail(manager: EntityManager, publish: Publish, order: Order, status: PaymentFailure, paymentId: string | null): Promise<void> {
    if (order.stockReserved) await this.stock.release(manager, stockLines(order));
    order.stockReserved = false;
    order.status = status satisfies OrderStatus;
    await manager.save(order);
    publish({ name: 'order.payment_failed', payload: { ...snapshotOf(order), payment_id: paymentId, payment_status: status } });
  }
}
