import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type EntityManager } from 'typeorm';
import { friendlyIdIn } from '@bookshop/contracts/admin-lists';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { Language } from '@bookshop/contracts/languages';
import { hasConfirmation } from '@bookshop/contracts/order-lifecycle';
import { deliveryDaysFor } from '@bookshop/contracts/shipping';
import { canWithdraw, deliveryDate, refundDueAt, withdrawalEndsAt, type WithdrawalStatus } from '@bookshop/contracts/withdrawals';
import { ShopClock } from '../../platform/config/shop-clock.js';
import { Outbox } from '../../platform/events/outbox.js';
import { apiError } from '../../platform/http/api-error.js';
import { SettingsService, ShippingService } from '../store/index.js';
import type { WithdrawDto, WithdrawalLookupDto } from './dto/withdrawal.dto.js';
import type { WithdrawalSnapshot } from '../../events/orders.js';
import { lockOrder } from './order-locks.js';
import { OrderRefundsService } from './order-refunds.service.js';
import type { Order } from './order.entity.js';
import { Order as OrderEntity } from './order.entity.js';
import { snapshotOf } from './order.presenter.js';
import { WithdrawalItem } from './withdrawal-item.entity.js';
import { Withdrawal } from './withdrawal.entity.js';
import { lockWithdrawalRow, withdrawalIdsInListOrder } from './withdrawal.queries.js';
import { orderOfNumberAndEmail } from './order.queries.js';

const PROCESS_NUMBER = /^[\w-]{20,64}$/;

/** The refund's description at the provider and in the parent's refund email, in the order's language. */
const REFUND_REASON: Record<Language, string> = {
  ar: 'الانسحاب من العقد',
  en: 'Withdrawal from the contract',
  nl: 'Herroeping van de overeenkomst',
};

/** A withdrawal with its order, as the services below hand it to the presenters. */
export interface WithdrawalWithOrder {
  withdrawal: Withdrawal;
  order: Order;
}

/** What the order page needs for its withdrawal function. */
export interface WithdrawalState {
  order: Order;
  canWithdraw: boolean;
  /** When the period ends; null while the books have not arrived (it has not started). */
  periodEndsAt: Date | null;
  withdrawal: Withdrawal | null;
  returnAddress: string[];
}

/**
 * The withdrawal right (docs/withdrawals.md): the parent withdraws from the order page within the
 * period, once (a second confirmation answers the first), the shop acknowledges by email, staff
 * mark the books back and refund the withdrawn books plus the standard delivery through the
 * refund flow. Every "now" here is the shop's clock.
 */
@Injectable()
export class WithdrawalsService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<Order>,
    @InjectRepository(Withdrawal) private readonly withdrawals: Repository<Withdrawal>,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(ShopClock) private readonly clock: ShopClock,
    @Inject(ShippingService) private readonly shipping: ShippingService,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
  ) {}

  async state(processNumber: string): Promise<WithdrawalState> {
    const order = await this.byProcessNumber(processNumber);
    const withdrawal = await this.withdrawals.findOne({ where: { orderId: order.id }, relations: { items: true } });
    const delivered = await this.deliveredAt(order);
    return {
      order,
      canWithdraw: !withdrawal && canWithdraw(order.status, delivered, this.clock.now()),
      periodEndsAt: delivered && withdrawalEndsAt(delivered),
      withdrawal,
      returnAddress: await this.settings.returnAddress(order.language),
    };
  }

  /**
   * The parent confirms: the chosen lines (all when none are named) are withdrawn, once. A second
   * confirmation, whatever it names, answers the first withdrawal and changes nothing.
   */
  async withdraw(processNumber: string, input: WithdrawDto): Promise<{ created: boolean; state: WithdrawalState }> {
    const { id } = await this.byProcessNumber(processNumber);
    const created = await this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, id);
      if (await manager.existsBy(Withdrawal, { orderId: order.id })) return false;
      const now = this.clock.now();
      if (!hasConfirmation(order.status)) {
        throw apiError(API_ERRORS.orderNotPaid, { message: 'An order can be withdrawn from once it is paid' });
      }
      if (!canWithdraw(order.status, await this.deliveredAt(order), now)) {
        throw apiError(API_ERRORS.withdrawalPeriodOver);
      }
      const lines = chosenLines(order, input);
      const withdrawal = manager.create(Withdrawal, {
        orderId: order.id,
        receivedAt: now,
        refundDueAt: refundDueAt(now),
        status: 'received' satisfies WithdrawalStatus,
        booksCents: lines.reduce((sum, { item, quantity }) => sum + item.unitPriceCents * quantity, 0),
        shippingCents: order.shippingCostCents,
        items: lines.map(({ item, quantity }) => manager.create(WithdrawalItem, { orderItemId: item.id, quantity })),
      });
      await manager.save(withdrawal);
      publish({
        name: 'order.withdrawal_received',
        payload: { ...snapshotOf(order), withdrawal: snapshotOfWithdrawal(withdrawal, order) },
      });
      return true;
    });
    return { created, state: await this.state(processNumber) };
  }

  /**
   * The lookup page: an order number and the e-mail it was placed with. When they match a paid
   * order, its customer gets the link to the order page by email; the answer is the same either
   * way, so the page tells nobody which orders exist.
   */
  async lookup(input: WithdrawalLookupDto): Promise<void> {
    const friendlyId = friendlyIdIn(input.order_number);
    if (!friendlyId) return;
    const order = await orderOfNumberAndEmail(this.orders.manager, friendlyId, input.email);
    if (!order || !hasConfirmation(order.status)) return;
    await this.outbox.transaction(async (_, publish) => publish({ name: 'order.withdrawal_link_requested', payload: snapshotOf(order) }));
  }

  /** The back office's list: open ones first, by refund-by date, then the refunded, newest first. */
  async list(): Promise<WithdrawalWithOrder[]> {
    const ids = await withdrawalIdsInListOrder(this.withdrawals.manager, WITHDRAWALS_LISTED);
    if (ids.length === 0) return [];
    const found = await this.withdrawals.find({ where: { id: In(ids) }, relations: { items: true } });
    const byId = new Map(found.map((withdrawal) => [withdrawal.id, withdrawal]));
    return this.withOrders(ids.map((id) => byId.get(id)!));
  }

  /** Staff have the books back (or proof they were sent): the refund may be made. */
  async booksBack(withdrawalId: string, adminUsername: string): Promise<WithdrawalWithOrder> {
    await this.outbox.transaction(async (manager, publish) => {
      const withdrawal = await this.lockWithdrawal(manager, withdrawalId);
      if (withdrawal.status !== 'received') return;
      Object.assign(withdrawal, { status: 'books_back', booksBackAt: this.clock.now() });
      await manager.save(withdrawal);
      publish({
        name: 'order.withdrawal_books_back',
        payload: { order_id: withdrawal.orderId, withdrawal_id: withdrawal.id, admin_username: adminUsername },
      });
    });
    return this.one(withdrawalId);
  }

  /**
   * Refunds the withdrawn books and the order's standard delivery through the refund flow, which
   * records the refund, writes the order's history and emails the parent once. The refund's
   * idempotency key is the withdrawal's, so a second click (or a retry after a failure between the
   * two steps) answers the first refund rather than paying twice.
   */
  async refund(withdrawalId: string, adminUsername: string): Promise<WithdrawalWithOrder> {
    const { withdrawal, order } = await this.one(withdrawalId);
    if (withdrawal.status === 'refunded') {
      throw apiError(API_ERRORS.withdrawalRefunded);
    }
    const refund = await this.refunds.refund(
      order.id,
      { amountCents: withdrawal.booksCents + withdrawal.shippingCents, reason: `${REFUND_REASON[order.language]} ${order.friendlyId}` },
      adminUsername,
      `withdrawal-${withdrawal.id}`,
    );
    await this.outbox.transaction(async (manager) => {
      const locked = await this.lockWithdrawal(manager, withdrawalId);
      if (locked.status === 'refunded') return;
      Object.assign(locked, { status: 'refunded', refundId: refund.id, refundedAt: this.clock.now() });
      await manager.save(locked);
    });
    return this.one(withdrawalId);
  }

  async one(withdrawalId: string): Promise<WithdrawalWithOrder> {
    const withdrawal = await this.withdrawals.findOne({ where: { id: withdrawalId }, relations: { items: true } });
    if (!withdrawal) throw apiError(API_ERRORS.withdrawalNotFound);
    const [withOrder] = await this.withOrders([withdrawal]);
    return withOrder;
  }

  private async withOrders(withdrawals: Withdrawal[]): Promise<WithdrawalWithOrder[]> {
    if (withdrawals.length === 0) return [];
    const orders = await this.orders.find({ where: { id: In(withdrawals.map((w) => w.orderId)) }, relations: { items: true } });
    const byId = new Map(orders.map((order) => [order.id, order]));
    return withdrawals.map((withdrawal) => ({ withdrawal, order: byId.get(withdrawal.orderId)! }));
  }

  private async lockWithdrawal(manager: EntityManager, withdrawalId: string): Promise<Withdrawal> {
    if (!(await lockWithdrawalRow(manager, withdrawalId))) throw apiError(API_ERRORS.withdrawalNotFound);
    return manager.findOneOrFail(Withdrawal, { where: { id: withdrawalId } });
  }

  /** When the order's books count as arrived (docs/withdrawals.md). */
  private async deliveredAt(order: Order): Promise<Date | null> {
    if (order.deliveredAt || !order.sentAt) return order.deliveredAt;
    const days = deliveryDaysFor(await this.shipping.rules(), await this.settings.defaultDeliveryDays(), order.shippingAddress.country);
    return deliveryDate({ delivered_at: null, sent_at: order.sentAt, longest_delivery_days: days?.delivery_days_max ?? null });
  }

  private async byProcessNumber(processNumber: string): Promise<Order> {
    const order = PROCESS_NUMBER.test(processNumber)
      ? await this.orders.findOne({ where: { processNumber }, relations: { items: true } })
      : null;
    if (!order) throw apiError(API_ERRORS.orderNotFound);
    return order;
  }
}

/** The back office lists at most this many withdrawals (the open ones always come first). */
export const WITHDRAWALS_LISTED = 500;

/** The lines the parent chose (every copy of every line when none), checked against the order. */
function chosenLines(order: Order, input: WithdrawDto) {
  if (!input.items || input.items.length === 0) return order.items.map((item) => ({ item, quantity: item.quantity }));
  const seen = new Set<string>();
  return input.items.map(({ order_item_id, quantity }) => {
    const item = order.items.find((line) => line.id === order_item_id);
    if (!item || seen.has(order_item_id) || quantity > item.quantity) {
      throw apiError(API_ERRORS.withdrawalItemsInvalid, { fields: { items: 'withdrawal.validation.items' } });
    }
    seen.add(order_item_id);
    return { item, quantity };
  });
}

export function snapshotOfWithdrawal(withdrawal: Withdrawal, order: Order): WithdrawalSnapshot {
  return {
    withdrawal_id: withdrawal.id,
    received_at: withdrawal.receivedAt.toISOString(),
    refund_due_at: withdrawal.refundDueAt.toISOString(),
    items: withdrawal.items.map((line) => {
      const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
      return { title_ar: item.titleAr, title_en: item.titleEn, title_nl: item.titleNl, quantity: line.quantity };
    }),
    books_cents: withdrawal.booksCents,
    shipping_cents: withdrawal.shippingCents,
  };
}
