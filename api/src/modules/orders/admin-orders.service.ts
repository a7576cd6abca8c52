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
import { countOrders, nextExportRows, openOrdersExport, orderIdsPage, type OrderExportRow } from './admin-order-list.queries.js';
import type { ListOrdersQuery, SendOrderEmailDto } from './dto/admin-order.dto.js';
import { OrderHistoryEntry } from './order-history.entity.js';
import { OrderLifecycle } from './order-lifecycle.service.js';
import { lockOrder } from './order-locks.js';
import { OrderRefundsService, presentOrderRefunds } from './order-refunds.service.js';
import { Order } from './order.entity.js';
import { presentAdminOrder, presentHistory, snapshotOf } from './order.presenter.js';
import { latestPaymentOf, latestPaymentsOf } from './order.queries.js';
import { distinctCustomers, ordersByStatus, revenueByDay } from './order-stats.queries.js';

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
    const db = this.dataSource.manager;
    const [ids, total] = await Promise.all([orderIdsPage(db, query, window), window.paged ? countOrders(db, query) : undefined]);
    const [loaded, latest] = await Promise.all([
      ids.length ? this.orders.find({ where: { id: In(ids) }, relations: { items: true } }) : [],
      latestPaymentsOf(db, ids),
    ]);
    const byId = new Map(loaded.map((order) => [order.id, order]));
    const items = ids.flatMap((id) => {
      const order = byId.get(id);
      return order ? [presentAdminOrder(order, latest.get(id))] : []; // deleted between the two reads
    });
    return total === undefined ? items : { items, total, page: window.page, page_size: window.pageSize };
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
    try {
      await runner.connect();
      await runner.startTransaction('REPEATABLE READ');
      await openOrdersExport(runner, query, EXPORT_IDLE_TIMEOUT_MS);
    } catch (error) {
      await close();
      throw error;
    }
    const lines = (async function* batches() {
      try {
        yield ORDER_CSV_HEADER;
        for (;;) {
          const rows = await nextExportRows(runner, EXPORT_BATCH);
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
      ...presentAdminOrder(order, (await latestPaymentOf(this.dataSource.manager, id)) ?? undefined),
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
   * distinct emails, in any case. The four reads run side by side.
   */
  async stats() {
    const db = this.dataSource.manager;
    const [byStatus, customers, days, totalBooks] = await Promise.all([
      ordersByStatus(db),
      distinctCustomers(db),
      revenueByDay(db, REVENUE_STATUSES, REVENUE_DAYS),
      this.books.count(),
    ]);
    const revenueCents = byStatus.filter((row) => isRevenue(row.status)).reduce((sum, row) => sum + Number(row.cents), 0);
    return {
      total_books: totalBooks,
      total_orders: byStatus.reduce((sum, row) => sum + row.orders, 0),
      total_revenue: centsToAmount(revenueCents),
      total_customers: customers,
      revenue_by_day: days.map((day) => ({ date: day.date, revenue: centsToAmount(Number(day.revenue_cents)) })),
    };
  }

  private async findOrFail(id: string): Promise<Order> {
    const order = await this.orders.findOne({ where: { id }, relations: { items: true } });
    if (!order) throw apiError(API_ERRORS.orderNotFound);
    return order;
  }
}

function csvLineOf(row: OrderExportRow): string {
  return orderCsvLine({
    ...row,
    total_amount: centsToAmount(row.total_cents),
    created_at: row.created_at.toISOString(),
    vat_rate_percent: row.vat_rate === null ? null : formatVatRate(row.vat_rate),
    net_amount: row.net_cents === null ? null : centsToAmount(row.net_cents),
    vat_amount: row.vat_cents === null ? null : centsToAmount(row.vat_cents),
  });
}
