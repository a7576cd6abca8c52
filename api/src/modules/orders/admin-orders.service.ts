import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { DEFAULT_PAGE_SIZE, type Page } from '@bookshop/contracts/admin-lists';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { centsToAmount } from '@bookshop/contracts/money';
import { ORDER_CSV_HEADER, orderCsvLine } from '@bookshop/contracts/orders-csv';
import { formatVatRate } from '@bookshop/contracts/vat';
import { filledInVariables, fitsAnOrder } from '@bookshop/contracts/emails';
import { isRevenue, REVENUE_STATUSES } from '@bookshop/contracts/order-lifecycle';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import { Outbox } from '../../platform/events/outbox.js';
import { apiError } from '../../platform/http/api-error.js';
import { BooksService } from '../catalogue/index.js';
import { EmailTemplatesService } from '../notifications/index.js';
import { listWindowOf } from '../../platform/http/list-query.js';
import { orderFilterSql, orderSortSql } from './admin-order-list.js';
import type { ListOrdersQuery, SendOrderEmailDto } from './dto/admin-order.dto.js';
import { OrderHistoryEntry } from './order-history.entity.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { lockOrder } from './order-locks.js';
import { OrderPayment } from './order-payment.entity.js';
import { OrderRefundsService, presentOrderRefunds } from './order-refunds.service.js';
import { Order } from './order.entity.js';
import { presentAdminOrder, presentHistory, snapshotOf } from './order.presenter.js';

const REVENUE_DAYS = 30;
/** Rows the CSV export reads from its cursor at a time. */
const EXPORT_BATCH = 500;
/** An export whose client stops reading for this long gives its database connection back. */
const EXPORT_IDLE_TIMEOUT_MS = 60_000;
/** Exports running at once in one process: each holds a database connection while it streams. */
const EXPORTS_AT_ONCE = 2;

type AdminOrderView = ReturnType<typeof presentAdminOrder>;

/** The back office's order use cases: the list, an order's page, its status, comments and emails, the dashboard. */
@Injectable()
export class AdminOrdersService {
  private exportsRunning = 0;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderPayment) private readonly payments: Repository<OrderPayment>,
    @InjectRepository(OrderHistoryEntry) private readonly history: Repository<OrderHistoryEntry>,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(OrderLifecycle) private readonly lifecycle: OrderLifecycle,
    @Inject(BooksService) private readonly books: BooksService,
    @Inject(EmailTemplatesService) private readonly templates: EmailTemplatesService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
  ) {}

  /**
   * The orders the filters and search match, in the asked order (newest first by default). With
   * `page` or `page_size` one page and the total; without, a plain array of at most the first 1,000.
   */
  async list(query: ListOrdersQuery): Promise<AdminOrderView[] | Page<AdminOrderView>> {
    const window = listWindowOf(query, DEFAULT_PAGE_SIZE);
    const { where, params } = orderFilterSql(query);
    const [rows, total] = await Promise.all([
      this.orders.query(
        `SELECT o.id FROM orders o ${where} ORDER BY ${orderSortSql(query.sort, query.direction)}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, window.limit, window.offset],
      ) as Promise<{ id: string }[]>,
      window.paged ? this.count(where, params) : undefined,
    ]);
    const ids = rows.map((row) => row.id);
    const [loaded, latest] = await Promise.all([
      ids.length ? this.orders.find({ where: { id: In(ids) }, relations: { items: true } }) : [],
      this.latestPayments(ids),
    ]);
    const byId = new Map(loaded.map((order) => [order.id, order]));
    const items = ids.flatMap((id) => {
      const order = byId.get(id);
      return order ? [presentAdminOrder(order, latest.get(id))] : []; // deleted between the two reads
    });
    return total === undefined ? items : { items, total, page: window.page, page_size: window.pageSize };
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const [{ total }] = await this.orders.query(`SELECT count(*)::int AS total FROM orders o ${where}`, params);
    return total;
  }

  /**
   * The CSV export of the orders the list's filters match, in the list's order: the header, then the
   * rows read from a database cursor a batch at a time, so any number of orders passes through
   * without being held in memory. The cursor is open when this answers (a bad query fails here,
   * before anything is sent). `close` ends it early (a client that went away); it also runs when
   * the lines run out, and more than once does no harm.
   */
  async exportCsv(query: ListOrdersQuery): Promise<{ lines: AsyncGenerator<string>; close: () => Promise<void> }> {
    if (this.exportsRunning >= EXPORTS_AT_ONCE) {
      throw apiError(API_ERRORS.exportBusy, { message: `${EXPORTS_AT_ONCE} exports are running already; try again when one has finished` });
    }
    this.exportsRunning++;
    const runner = this.dataSource.createQueryRunner();
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
      this.exportsRunning--;
    };
    const { where, params } = orderFilterSql(query);
    try {
      await runner.connect();
      await runner.startTransaction('REPEATABLE READ');
      // A client that stops reading would otherwise keep this connection from the pool for ever.
      await runner.query(`SET LOCAL idle_in_transaction_session_timeout = ${EXPORT_IDLE_TIMEOUT_MS}`);
      await runner.query(
        `DECLARE orders_export NO SCROLL CURSOR FOR
         SELECT o.friendly_id, o.process_number, o.status, o.customer_name, o.customer_email, o.customer_phone,
                o.total_cents, o.currency, o.created_at, o.vat_country, o.vat_scheme, o.vat_rate, o.net_cents, o.vat_cents
         FROM orders o ${where} ORDER BY ${orderSortSql(query.sort, query.direction)}`,
        params,
      );
    } catch (error) {
      await close();
      throw error;
    }
    const lines = (async function* batches() {
      try {
        yield ORDER_CSV_HEADER;
        for (;;) {
          const rows: ExportRow[] = await runner.query(`FETCH ${EXPORT_BATCH} FROM orders_export`);
          if (rows.length === 0) break;
          yield rows.map(csvLineOf).join('');
        }
        await runner.commitTransaction();
      } finally {
        await close();
      }
    })();
    return { lines, close };
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
      throw apiError(API_ERRORS.templateToSendNotFound, {
        message: `There is no email template "${input.template_name}"`,
        fields: { template_name: 'admin.orders.templateNotFound' },
      });
    }
    if (!fitsAnOrder(input.template_name)) {
      throw apiError(API_ERRORS.templateNotForOrders, {
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

  /**
   * Dashboard numbers: revenue counts paid, printed, sent and delivered orders; customers are
   * distinct emails, in any case. Each number is one aggregate read from an index alone (see the
   * migration admin-list-indexes), the four queries side by side.
   */
  async stats() {
    const [byStatus, [customers], days, totalBooks] = await Promise.all([
      // Grouped in the status index's order: one pass over it, each row compared with the previous status only.
      this.orders.query(`SELECT status, count(*)::int AS orders, sum(total_cents)::bigint AS cents FROM orders GROUP BY status`) as Promise<
        { status: OrderStatus; orders: number; cents: string }[]
      >,
      this.orders.query(`SELECT count(*)::int AS total FROM (SELECT DISTINCT customer_key FROM orders) AS emails`) as Promise<
        { total: number }[]
      >,
      // One row per day, days without revenue included; the orders are summed per day first, so the
      // days never multiply the rows the planner expects.
      this.orders.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS date, coalesce(revenue.cents, 0)::bigint AS revenue_cents
         FROM generate_series(current_date - ($2::int - 1), current_date, interval '1 day') AS day
         LEFT JOIN (SELECT created_at::date AS date, sum(total_cents) AS cents FROM orders
                    WHERE status = ANY($1) AND created_at >= current_date - ($2::int - 1) GROUP BY 1) AS revenue
           ON revenue.date = day::date
         ORDER BY day`,
        [REVENUE_STATUSES, REVENUE_DAYS],
      ) as Promise<{ date: string; revenue_cents: string }[]>,
      this.books.count(),
    ]);
    const revenueCents = byStatus.filter((row) => isRevenue(row.status)).reduce((sum, row) => sum + Number(row.cents), 0);
    return {
      total_books: totalBooks,
      total_orders: byStatus.reduce((sum, row) => sum + row.orders, 0),
      total_revenue: centsToAmount(revenueCents),
      total_customers: customers.total,
      revenue_by_day: days.map((day) => ({ date: day.date, revenue: centsToAmount(Number(day.revenue_cents)) })),
    };
  }

  private async findOrFail(id: string): Promise<Order> {
    const order = await this.orders.findOne({ where: { id }, relations: { items: true } });
    if (!order) throw apiError(API_ERRORS.orderNotFound);
    return order;
  }

  private async latestPayments(orderIds: string[]): Promise<Map<string, OrderPayment>> {
    if (orderIds.length === 0) return new Map();
    const payments = await this.payments.find({ where: { orderId: In(orderIds) }, order: { createdAt: 'ASC' } });
    return new Map(payments.map((payment) => [payment.orderId, payment]));
  }
}

interface ExportRow {
  friendly_id: string;
  process_number: string;
  status: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  total_cents: number;
  currency: string;
  created_at: Date;
  vat_country: string | null;
  vat_scheme: string | null;
  vat_rate: number | null;
  net_cents: number | null;
  vat_cents: number | null;
}

function csvLineOf(row: ExportRow): string {
  return orderCsvLine({
    ...row,
    total_amount: centsToAmount(row.total_cents),
    created_at: row.created_at.toISOString(),
    vat_rate_percent: row.vat_rate === null ? null : formatVatRate(row.vat_rate),
    net_amount: row.net_cents === null ? null : centsToAmount(row.net_cents),
    vat_amount: row.vat_cents === null ? null : centsToAmount(row.vat_cents),
  });
}
