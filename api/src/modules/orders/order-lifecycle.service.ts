import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { canMove, holdsStock, isRevenue, returnsStockOnFullRefund, type OrderActor } from '@bookshop/contracts/order-lifecycle';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import { shopDay } from '@bookshop/contracts/withdrawals';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { ShopClock } from '../../platform/config/shop-clock.js';
import type { DomainEvent } from '../../platform/events/domain-events.js';
import type { Publish } from '../../platform/events/outbox.js';
import { apiError } from '../../platform/http/api-error.js';
import { StockService } from '../catalogue/index.js';
import { stockLines, type LockedOrder } from './order-locks.js';
import type { Order } from './order.entity.js';
import { snapshotOf } from './order.presenter.js';
import { nextReceiptNumberOf } from './order.queries.js';

/** What a move did, for the events it announces. */
export interface Move {
  previous: OrderStatus;
  /** Paid while its books were gone: staff refund or restock. */
  withoutStock: boolean;
}

/**
 * The one place an order's status is written: it checks the move against the lifecycle, takes or
 * puts back the order's books, starts a new hold when the order waits for payment again, saves,
 * and publishes what the caller announces, all in the caller's transaction on a locked order.
 */
@Injectable()
export class OrderLifecycle {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StockService) private readonly stock: StockService,
    @Inject(ShopClock) private readonly clock: ShopClock,
  ) {}

  /** A new order waits for payment, holding its books (refused with 409 when they are gone). */
  async open(manager: EntityManager, publish: Publish, order: Order): Promise<Order> {
    await this.stock.reserve(manager, stockLines(order));
    Object.assign(order, { status: 'pending', stockReserved: true, holdEndsAt: this.holdEnd(), paidWithoutStock: false });
    const saved = await manager.save(order);
    publish({ name: 'order.placed', payload: snapshotOf(saved) });
    return saved;
  }

  /**
   * Moves a locked order to `to`. Books that are gone refuse the move with 409, except when the
   * payment provider says paid: money arrived, so the order is paid and flagged instead.
   */
  async move(
    manager: EntityManager,
    publish: Publish,
    order: LockedOrder,
    to: OrderStatus,
    by: OrderActor,
    announce: (order: Order, move: Move) => DomainEvent[],
  ): Promise<Move> {
    if (!canMove(order.status, to, by)) {
      throw apiError(API_ERRORS.statusChangeNotAllowed, { message: `An order that is ${order.status} cannot become ${to}` });
    }
    const move: Move = { previous: order.status, withoutStock: false };
    if (holdsStock(to) && !order.stockReserved) {
      if (by === 'payment_provider') move.withoutStock = !(await this.reserveIfAvailable(manager, order));
      else await this.stock.reserve(manager, stockLines(order));
    }
    if (!holdsStock(to) && order.stockReserved) await this.stock.release(manager, stockLines(order));
    Object.assign(order, { status: to, stockReserved: holdsStock(to) && !move.withoutStock, paidWithoutStock: move.withoutStock });
    if (to === 'pending') order.holdEndsAt = this.holdEnd();
    this.markShipping(order, to);
    if (isRevenue(to) && !order.receiptNumber) await this.issueReceipt(manager, order);
    await manager.save(order);
    for (const event of announce(order, move)) publish(event);
    return move;
  }

  /**
   * The next number of the year's unbroken sequence: the year's counter row is locked until the
   * caller's transaction ends, and goes back with it if that transaction rolls back.
   */
  private async issueReceipt(manager: EntityManager, order: LockedOrder): Promise<void> {
    const issuedAt = this.clock.now();
    const year = Number(shopDay(issuedAt).slice(0, 4));
    const number = await nextReceiptNumberOf(manager, year);
    Object.assign(order, { receiptNumber: receiptNumber(year, number), receiptIssuedAt: issuedAt });
  }

  /**
   * A refund of a locked order, `remainingCents` left to refund afterwards. Its status stays; once
   * nothing is left, an order not yet shipped gives its books back and is no longer flagged as paid
   * without stock. Answers whether books went back on sale.
   */
  async refunded(manager: EntityManager, order: LockedOrder, remainingCents: number): Promise<boolean> {
    if (remainingCents > 0) return false;
    const returnsStock = order.stockReserved && returnsStockOnFullRefund(order.status);
    if (returnsStock) await this.stock.release(manager, stockLines(order));
    Object.assign(order, { stockReserved: order.stockReserved && !returnsStock, paidWithoutStock: false });
    await manager.save(order);
    return returnsStock;
  }

  /**
   * A refund of a locked order failed or was canceled, so part of the money is the shop's again.
   * An unshipped order that gave its books back on a full refund takes them again; when they are
   * gone it is flagged as paid without stock, as when a payment arrives late. Answers what happened.
   */
  async refundUndone(manager: EntityManager, order: LockedOrder): Promise<'unchanged' | 'stock_taken' | 'paid_without_stock'> {
    if (order.stockReserved || order.paidWithoutStock || !returnsStockOnFullRefund(order.status)) return 'unchanged';
    const taken = await this.reserveIfAvailable(manager, order);
    Object.assign(order, { stockReserved: taken, paidWithoutStock: !taken });
    await manager.save(order);
    return taken ? 'stock_taken' : 'paid_without_stock';
  }

  /**
   * Keeps when the order was sent and delivered, which start its withdrawal period: set when staff
   * mark it so, forgotten when they move it back before that step (a mistake put right).
   */
  private markShipping(order: Order, to: OrderStatus): void {
    if (to === 'sent') Object.assign(order, { sentAt: this.clock.now(), deliveredAt: null });
    else if (to === 'delivered') order.deliveredAt = this.clock.now();
    else if (to === 'paid' || to === 'printed') Object.assign(order, { sentAt: null, deliveredAt: null });
  }

  private async reserveIfAvailable(manager: EntityManager, order: Order): Promise<boolean> {
    try {
      // A savepoint, so that a refusal leaves the caller's transaction usable.
      await manager.transaction((savepoint) => this.stock.reserve(savepoint, stockLines(order)));
      return true;
    } catch (error) {
      if (error instanceof ConflictException) return false;
      throw error;
    }
  }

  private holdEnd(): Date {
    return new Date(Date.now() + this.config.orderHoldMinutes * 60_000);
  }
}

/**
 * "R2026-000042": the year, then the number within it. The leading letter keeps it one left-to-right
 * piece inside Arabic text, as order numbers (BK-10042) are.
 */
function receiptNumber(year: number, number: number): string {
  return `R${year}-${String(number).padStart(6, '0')}`;
}
