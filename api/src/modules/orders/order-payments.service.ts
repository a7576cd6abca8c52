import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { canMove, type OrderActor } from '@bookshop/contracts/order-lifecycle';
import { orderPagePath } from '@bookshop/contracts/order-page';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import type { Publish } from '../../platform/events/outbox.js';
import { Outbox } from '../../platform/events/outbox.js';
import { PaymentGateway, type GatewayPayment } from '../payments/index.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { lockOrder, type LockedOrder } from './order-locks.js';
import { OrderPayment } from './order-payment.entity.js';
import { latestPaymentOf } from './order.queries.js';
import type { Order } from './order.entity.js';
import { snapshotOf } from './order.presenter.js';

/** A payment's statuses that end it; failed ones share their names with the order statuses they lead to. */
const FAILURES = ['failed', 'expired', 'canceled'] as const;
const FINAL: readonly string[] = ['paid', ...FAILURES];
type PaymentFailure = (typeof FAILURES)[number];

/** A payment in a final status never changes again, so there is no point re-reading it. */
export function isFinalPayment(status: string): boolean {
  return FINAL.includes(status);
}

/**
 * An order's payments: creating them at the provider, and applying what the provider says. The
 * provider's answer is the only truth; whatever a webhook body or a client says is never used.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger('payments');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(OrderLifecycle) private readonly lifecycle: OrderLifecycle,
    @InjectRepository(OrderPayment) private readonly payments: Repository<OrderPayment>,
  ) {}

  /** Creates a payment for the order's total at the provider; answers the checkout URL. */
  async start(order: Order): Promise<string> {
    const payment = await this.gateway.createPayment({
      amountCents: order.totalCents,
      currency: order.currency,
      description: `Order ${order.friendlyId}`,
      redirectUrl: `${this.config.publicUrl}${orderPagePath(order.processNumber)}`,
      webhookUrl: this.config.paymentWebhookUrl,
      metadata: { order_id: order.id },
    });
    if (!payment.checkoutUrl) throw new Error(`payment ${payment.id} has no checkout URL`);
    // What was asked for, not what the provider echoed: sync() ignores a payment that differs.
    await this.payments.insert({
      id: payment.id,
      orderId: order.id,
      status: payment.status,
      amountCents: order.totalCents,
      currency: order.currency,
      checkoutUrl: payment.checkoutUrl,
    });
    return payment.checkoutUrl;
  }

  /**
   * Reads a payment from the provider and applies its status to the order. Unknown ids (not ours,
   * or unknown to the provider) change nothing. Applying the same status twice changes nothing.
   */
  async sync(paymentId: string): Promise<void> {
    const ours = await this.payments.findOneBy({ id: paymentId });
    if (!ours) return;
    const remote = await this.readFromProvider(ours);
    if (!remote) return;
    await this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, ours.orderId);
      await this.apply(manager, publish, order, remote);
    });
  }

  /**
   * Ends the stock hold of a pending order whose hold is over, under the caller's transaction. The
   * order's row lock is held throughout, so a webhook for it waits and then finds nothing to redo.
   * Its latest payment is read first: decided meanwhile (paid, say), that is applied as usual. Still
   * open, it is canceled at the provider where the provider allows it; either way the order then
   * expires and its books go back on sale. A payment that still turns paid later is applied then.
   */
  async endHold(manager: EntityManager, publish: Publish, orderId: string): Promise<void> {
    const order = await lockOrder(manager, orderId);
    if (order.status !== 'pending') return;
    const payment = await latestPaymentOf(manager, orderId);
    let canceled = false;
    if (payment && !FINAL.includes(payment.status)) {
      let remote = await this.readFromProvider(payment).catch((error: Error) => {
        this.logger.warn(`could not re-read payment ${payment.id} as its order's hold ended: ${error.message}`);
        return null;
      });
      if (remote && !FINAL.includes(remote.status)) {
        const answer = await this.cancelAtProvider(payment.id);
        if (answer) remote = answer;
        canceled = answer?.status === 'canceled';
      }
      if (remote && FINAL.includes(remote.status) && !canceled) {
        await this.apply(manager, publish, order, remote);
        if (order.status !== 'pending') return;
      }
      if (canceled) {
        payment.status = 'canceled';
        await manager.save(payment);
      }
    }
    await this.lifecycle.move(manager, publish, order, 'expired', 'sweeper', (expired) => [
      {
        name: 'order.hold_ended',
        payload: {
          ...snapshotOf(expired),
          payment_id: payment?.id ?? null,
          payment_canceled: canceled,
          hold_minutes: this.config.orderHoldMinutes,
        },
      },
    ]);
  }

  /** Ends a pending order's payment attempt: the order takes the payment's status and its books go back on sale. */
  async fail(
    manager: EntityManager,
    publish: Publish,
    order: LockedOrder,
    status: PaymentFailure,
    paymentId: string | null,
    by: OrderActor,
  ): Promise<void> {
    await this.lifecycle.move(manager, publish, order, status, by, (failed) => [
      { name: 'order.payment_failed', payload: { ...snapshotOf(failed), payment_id: paymentId, payment_status: status } },
    ]);
  }

  /** The provider's view of one of our payments; null when unknown to it or not matching what we asked for. */
  private async readFromProvider(ours: OrderPayment): Promise<GatewayPayment | null> {
    const remote = await this.gateway.getPayment(ours.id);
    if (!remote) return null;
    if (remote.metadata.order_id !== ours.orderId || remote.amountCents !== ours.amountCents || remote.currency !== ours.currency) {
      this.logger.warn(`payment ${ours.id} does not match its order; ignored`);
      return null;
    }
    return remote;
  }

  /** Only some payments can be canceled (Mollie: an open bank transfer, not a checkout left open): a refusal is logged, not fatal. */
  private async cancelAtProvider(paymentId: string): Promise<GatewayPayment | null> {
    try {
      const answer = await this.gateway.cancelPayment(paymentId);
      if (!answer) this.logger.log(`payment ${paymentId} cannot be canceled at the provider; if it is paid later, the order is paid then`);
      return answer;
    } catch (error) {
      this.logger.warn(`could not cancel payment ${paymentId}: ${(error as Error).message}`);
      return null;
    }
  }

  /** Applies the provider's status of a payment to its order, which the caller has locked. */
  private async apply(manager: EntityManager, publish: Publish, order: LockedOrder, remote: GatewayPayment): Promise<void> {
    const payment = await manager.findOneByOrFail(OrderPayment, { id: remote.id });
    // Once final, a payment's status never changes: a differing answer is a stale read made
    // before the lock (reconciliation racing a webhook), and must not undo what was applied.
    if (payment.status === remote.status || FINAL.includes(payment.status)) return;
    payment.status = remote.status;
    await manager.save(payment);
    if (remote.status === 'paid') await this.applyPaid(manager, publish, order, remote);
    else if ((FAILURES as readonly string[]).includes(remote.status))
      await this.applyFailure(manager, publish, order, remote, remote.status as PaymentFailure);
  }

  /**
   * Money arrived. For an order already paid (or beyond) or canceled it is owed back: flagged for a
   * refund. Otherwise the order is paid; if its books went back on sale (its hold ended, or an
   * earlier payment failed) they are taken again, and when they are gone the order is flagged as
   * paid without stock, so staff refund or restock. Never oversold, never dropped.
   */
  private async applyPaid(manager: EntityManager, publish: Publish, order: LockedOrder, payment: GatewayPayment): Promise<void> {
    if (!canMove(order.status, 'paid', 'payment_provider')) {
      order.needsRefund = true;
      await manager.save(order);
      const reason =
        order.status === 'canceled' ? 'paid after the order was canceled' : `a second payment for an order already ${order.status}`;
      publish({ name: 'order.refund_needed', payload: { ...snapshotOf(order), payment_id: payment.id, reason } });
      return;
    }
    await this.lifecycle.move(manager, publish, order, 'paid', 'payment_provider', (paid, { previous, withoutStock }) => [
      { name: 'order.paid', payload: { ...snapshotOf(paid), payment_id: payment.id } },
      ...(withoutStock
        ? [
            {
              name: 'order.paid_without_stock' as const,
              payload: { ...snapshotOf(paid), payment_id: payment.id, previous_status: previous },
            },
          ]
        : []),
    ]);
  }

  /** Only the order's current payment can fail a pending order; a late failure never undoes a payment. */
  private async applyFailure(
    manager: EntityManager,
    publish: Publish,
    order: LockedOrder,
    payment: GatewayPayment,
    status: PaymentFailure,
  ): Promise<void> {
    const latest = await latestPaymentOf(manager, order.id);
    if (order.status !== 'pending' || latest?.id !== payment.id) return;
    await this.fail(manager, publish, order, status, payment.id, 'payment_provider');
  }
}
