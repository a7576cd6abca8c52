import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository, type EntityManager } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { centsToAmount, formatMoney } from '@bookshop/contracts/money';
import { isUnpaid } from '@bookshop/contracts/order-lifecycle';
import { countsAsRefunded, isFinalRefund, refundableCents, refundedCents, type RefundStatus } from '@bookshop/contracts/refunds';
import { splitGross } from '@bookshop/contracts/vat';
import type { Publish } from '../../platform/events/outbox.js';
import { Outbox } from '../../platform/events/outbox.js';
import { apiError } from '../../platform/http/api-error.js';
import { IdempotencyKeys } from '../../platform/http/idempotency-keys.js';
import { PaymentGateway, PaymentProviderRefusal, type GatewayRefund } from '../payments/index.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { lockOrder, type LockedOrder } from './order-locks.js';
import { OrderPayment } from './order-payment.entity.js';
import { Order } from './order.entity.js';
import { paymentsWithOpenRefunds } from './order.queries.js';
import { snapshotOf } from './order.presenter.js';
import { Refund } from './refund.entity.js';

/** Open refunds are re-read from the provider when staff open the order, at most this often. */
const RECHECK_MS = 10_000;

export interface RefundRequest {
  amountCents: number;
  reason: string;
}

/** An order's refunds and what its paid payments add up to, for the back office. */
export interface OrderRefunds {
  refunds: Refund[];
  paidCents: number;
}

/**
 * Refunds of an order's paid payments through the provider, and what the provider says of them
 * since. Amounts are checked under the order's row lock, so refunds made at the same time queue
 * up and together never exceed what was paid. Nothing is recorded unless the provider accepted.
 */
@Injectable()
export class OrderRefundsService {
  private readonly logger = new Logger('refunds');

  constructor(
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(OrderLifecycle) private readonly lifecycle: OrderLifecycle,
    @Inject(IdempotencyKeys) private readonly idempotency: IdempotencyKeys,
    @InjectRepository(Refund) private readonly refunds: Repository<Refund>,
    @InjectRepository(OrderPayment) private readonly payments: Repository<OrderPayment>,
  ) {}

  /** Staff refund part or all of what an order's customer paid; a retry with the same Idempotency-Key answers the first refund. */
  refund(orderId: string, request: RefundRequest, adminUsername: string, idempotencyKey: string | undefined) {
    return this.idempotency.once('refunds', idempotencyKey, { orderId, ...request }, async () =>
      presentRefund(await this.make(orderId, request, adminUsername)),
    );
  }

  async ofOrder(orderId: string): Promise<OrderRefunds> {
    const [refunds, payments] = await Promise.all([
      this.refunds.find({ where: { orderId }, order: { createdAt: 'ASC' } }),
      this.payments.find({ where: { orderId, status: 'paid' } }),
    ]);
    return { refunds, paidCents: payments.reduce((sum, payment) => sum + payment.amountCents, 0) };
  }

  /**
   * Re-reads a payment's refunds from the provider (after its webhook: Mollie calls the payment's
   * webhook when one of its refunds changes) and applies what changed. Refunds made at the
   * provider's dashboard are recorded too. Only the provider's answer is used.
   */
  async sync(paymentId: string): Promise<void> {
    const ours = await this.payments.findOneBy({ id: paymentId });
    if (!ours || ours.status !== 'paid') return;
    const remote = await this.gateway.listRefunds(paymentId);
    await this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, ours.orderId);
      await this.apply(manager, publish, order, ours, remote);
    });
  }

  /** Staff opening an order see their open refunds as the provider has them now; an unreachable provider only delays that. */
  async refreshOpen(orderId: string): Promise<void> {
    for (const paymentId of await paymentsWithOpenRefunds(this.refunds.manager, orderId, new Date(Date.now() - RECHECK_MS))) {
      await this.sync(paymentId).catch((error: Error) =>
        this.logger.warn(`could not re-read the refunds of ${paymentId}: ${error.message}`),
      );
    }
  }

  private async make(orderId: string, { amountCents, reason }: RefundRequest, adminUsername: string): Promise<Refund> {
    return this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, orderId);
      const { payments, remainingCents } = await this.refundableOf(manager, orderId);
      if (remainingCents === 0) {
        throw apiError(API_ERRORS.nothingToRefund);
      }
      if (amountCents > remainingCents) {
        throw apiError(API_ERRORS.refundAboveRefundable, {
          message: `At most ${money(remainingCents, order.currency)} of this order can still be refunded`,
          fields: { amount: 'admin.orders.refunds.amountTooHigh' },
          refundable_amount: centsToAmount(remainingCents),
        });
      }
      // One refund goes back on one payment: the one with the most left (the latest of equals).
      const [target] = [...payments].sort(
        (a, b) => b.remainingCents - a.remainingCents || b.payment.createdAt.getTime() - a.payment.createdAt.getTime(),
      );
      if (amountCents > target.remainingCents) {
        throw apiError(API_ERRORS.refundAbovePayment, {
          message: `A refund goes back on one payment: at most ${money(target.remainingCents, order.currency)} here, refund the rest separately`,
          fields: { amount: 'admin.orders.refunds.amountAbovePayment' },
          refundable_amount: centsToAmount(target.remainingCents),
        });
      }
      const id = randomUUID();
      const remote = await this.createAtProvider({
        paymentId: target.payment.id,
        amountCents,
        currency: target.payment.currency,
        description: reason,
        metadata: { order_id: orderId, refund_id: id },
        idempotencyKey: id,
      });
      const refund = manager.create(Refund, {
        id,
        orderId,
        paymentId: target.payment.id,
        providerRefundId: remote.id,
        amountCents,
        ...refundVat(order, amountCents),
        currency: target.payment.currency,
        reason,
        status: remote.status,
        adminUsername,
        checkedAt: new Date(),
      });
      await manager.save(refund);
      await this.announce(manager, publish, order, refund, remainingCents - amountCents);
      return refund;
    });
  }

  /** The provider's refusal in its own words (409); an outage as 502. Either way nothing is recorded. */
  private async createAtProvider(input: Parameters<PaymentGateway['createRefund']>[0]): Promise<GatewayRefund> {
    try {
      return await this.gateway.createRefund(input);
    } catch (error) {
      if (error instanceof PaymentProviderRefusal) {
        throw apiError(API_ERRORS.refundRefused, {
          message: `The payment provider refused the refund: ${error.message}`,
          provider_message: error.message,
        });
      }
      this.logger.error(`refund of ${input.paymentId} failed: ${(error as Error).message}`);
      throw apiError(API_ERRORS.paymentProviderUnavailable, {
        message: `The payment provider could not be reached, nothing was refunded: ${(error as Error).message}`,
        provider_message: (error as Error).message,
      });
    }
  }

  private async apply(manager: EntityManager, publish: Publish, order: LockedOrder, payment: OrderPayment, remote: GatewayRefund[]) {
    for (const answer of remote) {
      if (answer.paymentId !== payment.id || answer.currency !== payment.currency) continue;
      const known = await manager.findOneBy(Refund, { providerRefundId: answer.id });
      if (!known) {
        // Made at the provider's dashboard: recorded, and the customer told, like any other.
        const refund = manager.create(Refund, {
          orderId: order.id,
          paymentId: payment.id,
          providerRefundId: answer.id,
          amountCents: answer.amountCents,
          ...refundVat(order, answer.amountCents),
          currency: answer.currency,
          reason: answer.description.trim() || 'Refunded at the payment provider',
          status: answer.status,
          adminUsername: null,
          checkedAt: new Date(),
        });
        await manager.save(refund);
        if (countsAsRefunded(refund.status)) {
          await this.announce(manager, publish, order, refund, (await this.refundableOf(manager, order.id)).remainingCents);
        }
        continue;
      }
      // A final status never changes; an answer that differs is a stale read.
      if (known.status !== answer.status && !isFinalRefund(known.status)) {
        const previous = known.status;
        known.status = answer.status;
        const undone = countsAsRefunded(previous) && !countsAsRefunded(answer.status);
        const stock = undone ? await this.lifecycle.refundUndone(manager, order) : 'unchanged';
        publish({
          name: 'order.refund_updated',
          payload: {
            order_id: order.id,
            refund_id: known.id,
            provider_refund_id: known.providerRefundId,
            amount_cents: known.amountCents,
            currency: known.currency,
            previous_status: previous,
            refund_status: answer.status,
            stock,
          },
        });
      }
      known.checkedAt = new Date();
      await manager.save(known);
    }
  }

  /** Records a refund's effects on its locked order and announces it (history, the customer's email). */
  private async announce(manager: EntityManager, publish: Publish, order: LockedOrder, refund: Refund, remainingCents: number) {
    // A double payment is owed back until at most one payment's worth is left (none for an order not paid for).
    if (order.needsRefund && remainingCents <= (isUnpaid(order.status) ? 0 : order.totalCents)) {
      order.needsRefund = false;
      await manager.update(Order, { id: order.id }, { needsRefund: false });
    }
    const stockReturned = await this.lifecycle.refunded(manager, order, remainingCents);
    publish({
      name: 'order.refunded',
      payload: {
        ...snapshotOf(order),
        refund_id: refund.id,
        provider_refund_id: refund.providerRefundId,
        payment_id: refund.paymentId,
        amount_cents: refund.amountCents,
        reason: refund.reason,
        refund_status: refund.status,
        fully_refunded: remainingCents === 0,
        stock_returned: stockReturned,
        admin_username: refund.adminUsername,
      },
    });
  }

  /** Each paid payment of the order with what is left to refund of it, and their sum. */
  private async refundableOf(manager: EntityManager, orderId: string) {
    const [paid, refunds] = await Promise.all([
      manager.find(OrderPayment, { where: { orderId, status: 'paid' } }),
      manager.find(Refund, { where: { orderId } }),
    ]);
    const payments = paid.map((payment) => ({
      payment,
      remainingCents: refundableCents(payment.amountCents, refunds.filter((refund) => refund.paymentId === payment.id).map(view)),
    }));
    return { payments, remainingCents: payments.reduce((sum, entry) => sum + entry.remainingCents, 0) };
  }
}

function view(refund: Refund): { amount_cents: number; status: RefundStatus } {
  return { amount_cents: refund.amountCents, status: refund.status };
}

function money(cents: number, currency: string): string {
  // Error messages to staff are in English.
  return formatMoney(centsToAmount(cents), currency, 'en');
}

export function presentRefund(refund: Refund) {
  return {
    id: refund.id,
    provider_refund_id: refund.providerRefundId,
    payment_id: refund.paymentId,
    amount: centsToAmount(refund.amountCents),
    currency: refund.currency,
    reason: refund.reason,
    status: refund.status,
    admin_username: refund.adminUsername,
    created_at: refund.createdAt.toISOString(),
    updated_at: refund.updatedAt.toISOString(),
  };
}

/** What the back office shows of an order's refunds: each of them, what is refunded and what is left. */
export function presentOrderRefunds({ refunds, paidCents }: OrderRefunds) {
  const views = refunds.map(view);
  return {
    refunded_amount: centsToAmount(refundedCents(views)),
    refundable_amount: centsToAmount(refundableCents(paidCents, views)),
    refunds: refunds.map(presentRefund),
  };
}

/** A refund's share of VAT, at its order's rate: what it takes off the quarter's VAT (docs/vat.md). */
function refundVat(order: Order, amountCents: number): { netCents: number | null; vatCents: number | null } {
  if (order.vatRate === null) return { netCents: null, vatCents: null };
  const { net_cents, vat_cents } = splitGross(amountCents, order.vatRate);
  return { netCents: net_cents, vatCents: vat_cents };
}
