import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { centsToAmount } from '@bookshop/contracts/money';
import { filledInVariables, fitsAnOrder } from '@bookshop/contracts/emails';
import { REVENUE_STATUSES } from '@bookshop/contracts/order-lifecycle';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import { Outbox } from '../../platform/events/outbox.js';
import { BooksService } from '../catalogue/books.service.js';
import { EmailTemplatesService } from '../notifications/email-templates.service.js';
import type { SendOrderEmailDto } from './dto/admin-order.dto.js';
import { OrderHistoryEntry } from './order-history.entity.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { lockOrder } from './order-locks.js';
import { OrderPayment } from './order-payment.entity.js';
import { OrderRefundsService, presentOrderRefunds } from './order-refunds.service.js';
import { Order } from './order.entity.js';
import { presentAdminOrder, presentHistory, snapshotOf } from './order.presenter.js';

const REVENUE_DAYS = 30;

/** The back office's order use cases: the list, an order's page, its status, comments and emails, the dashboard. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderPayment) private readonly payments: Repository<OrderPayment>,
    @InjectRepository(OrderHistoryEntry) private readonly history: Repository<OrderHistoryEntry>,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(OrderLifecycle) private readonly lifecycle: OrderLifecycle,
    @Inject(BooksService) private readonly books: BooksService,
    @Inject(EmailTemplatesService) private readonly templates: EmailTemplatesService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
  ) {}

  /** Every order, newest first; optionally only one status, and only those paid without stock. */
  async list(status?: OrderStatus, paidWithoutStock?: boolean) {
    const where = { ...(status ? { status } : {}), ...(paidWithoutStock ? { paidWithoutStock: true } : {}) };
    const orders = await this.orders.find({ where, relations: { items: true }, order: { createdAt: 'DESC' } });
    const latest = await this.latestPayments(orders.map((order) => order.id));
    return orders.map((order) => presentAdminOrder(order, latest.get(order.id)));
  }

  /** One order with its refunds; open refunds are re-read from the provider first. */
  async get(id: string) {
    await this.findOrFail(id);
    await this.refunds.refreshOpen(id);
    const order = await this.findOrFail(id);
    return {
      ...presentAdminOrder(order, (await this.latestPayments([id])).get(id)),
      ...presentOrderRefunds(await this.refunds.ofOrder(id)),
    };
  }

  /**
   * Staff may choose any status; the lifecycle moves the books with it (refused with 409 when they
   * are gone). After any change an order paid without stock is no longer flagged: its books are
   * now taken, or it no longer holds any. The same status again only records the comment.
   */
  async changeStatus(id: string, status: OrderStatus, comment: string | null, adminUsername: string) {
    await this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, id);
      if (order.status === status) {
        if (comment) publish({ name: 'order.comment_added', payload: { order_id: id, comment, admin_username: adminUsername } });
        return;
      }
      await this.lifecycle.move(manager, publish, order, status, 'admin', (changed, { previous }) => [
        {
          name: 'order.status_changed',
          payload: { ...snapshotOf(changed), previous_status: previous, comment, admin_username: adminUsername },
        },
      ]);
    });
    return this.get(id);
  }

  async addComment(id: string, comment: string, adminUsername: string): Promise<void> {
    await this.outbox.transaction(async (manager, publish) => {
      await lockOrder(manager, id);
      publish({ name: 'order.comment_added', payload: { order_id: id, comment, admin_username: adminUsername } });
    });
  }

  /** Queues a template email to the order's customer; the history records it once it is sent. */
  async requestEmail(id: string, input: SendOrderEmailDto, adminUsername: string): Promise<void> {
    if (!(await this.templates.findForSending(input.template_name))) {
      throw new BadRequestException({
        code: 'template_not_found',
        message: `There is no email template "${input.template_name}"`,
        fields: { template_name: 'admin.orders.templateNotFound' },
      });
    }
    if (!fitsAnOrder(input.template_name)) {
      throw new BadRequestException({
        code: 'template_not_for_orders',
        message: `The email template "${input.template_name}" is not sent to customers about an order`,
        fields: { template_name: 'admin.orders.templateNotForOrders' },
      });
    }
    const variables = filledInVariables(input.variables ?? {});
    await this.outbox.transaction(async (manager, publish) => {
      const order = await lockOrder(manager, id);
      publish({
        name: 'order.email_requested',
        payload: {
          ...snapshotOf(order),
          template_name: input.template_name,
          variables,
          email_language: input.language,
          custom_message: input.custom_message ?? null,
          admin_username: adminUsername,
        },
      });
    });
  }

  async historyOf(id: string) {
    await this.findOrFail(id);
    const entries = await this.history.find({ where: { orderId: id }, order: { createdAt: 'ASC' } });
    return entries.map(presentHistory);
  }

  /** Dashboard numbers: revenue counts paid, printed, sent and delivered orders; customers are distinct emails. */
  async stats() {
    const [totals] = await this.orders.query(
      `SELECT count(*)::int AS total_orders,
              coalesce(sum(total_cents) FILTER (WHERE status = ANY($1)), 0)::bigint AS revenue_cents,
              count(DISTINCT lower(customer_email))::int AS total_customers
       FROM orders`,
      [REVENUE_STATUSES],
    );
    const days: { date: string; revenue_cents: string }[] = await this.orders.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, coalesce(sum(o.total_cents), 0)::bigint AS revenue_cents
       FROM generate_series(current_date - ($2::int - 1), current_date, interval '1 day') AS day
       LEFT JOIN orders o ON o.created_at >= day AND o.created_at < day + interval '1 day' AND o.status = ANY($1)
       GROUP BY day ORDER BY day`,
      [REVENUE_STATUSES, REVENUE_DAYS],
    );
    return {
      total_books: await this.books.count(),
      total_orders: totals.total_orders,
      total_revenue: centsToAmount(Number(totals.revenue_cents)),
      total_customers: totals.total_customers,
      revenue_by_day: days.map((day) => ({ date: day.date, revenue: centsToAmount(Number(day.revenue_cents)) })),
    };
  }

  private async findOrFail(id: string): Promise<Order> {
    const order = await this.orders.findOne({ where: { id }, relations: { items: true } });
    if (!order) throw new NotFoundException({ code: 'order_not_found', message: 'Order not found' });
    return order;
  }

  private async latestPayments(orderIds: string[]): Promise<Map<string, OrderPayment>> {
    if (orderIds.length === 0) return new Map();
    const payments = await this.payments.find({ where: { orderId: In(orderIds) }, order: { createdAt: 'ASC' } });
    return new Map(payments.map((payment) => [payment.orderId, payment]));
  }
}
