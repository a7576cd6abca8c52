import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ORDER_CSV_HEADER } from '@bookshop/contracts/orders-csv';
import { AdminOrdersService } from '../../../src/modules/orders/admin-orders.service.js';
import type { ListOrdersQuery } from '../../../src/modules/orders/dto/admin-order.dto.js';
import { OrdersService } from '../../../src/modules/orders/orders.service.js';
import type { ModuleUnderTest } from '../../module-testing.js';
import { addBook, orderInput, startOrdersModule } from './orders-fixture.js';

type Listed = {
  id: string;
  friendly_id: string;
  customer_name: string;
  total_amount: number;
  status: string;
  payment_status: string | null;
};

describe("AdminOrdersService's list, export and dashboard on the orders module alone (no HTTP)", () => {
  let orders: ModuleUnderTest;
  let admin: AdminOrdersService;
  /** Oldest first: Salma (1 book, 14.95), Youssef (2, 24.95), salma again in capitals (3, 30.00: free shipping). */
  const placed: { id: string; friendly_id: string }[] = [];

  beforeAll(async () => {
    orders = await startOrdersModule();
    admin = orders.get(AdminOrdersService);
    const book = await addBook(orders, 10, null);
    const place = (quantity: number, total: number, name: string, email: string) =>
      orders.get(OrdersService).place(orderInput([{ book_id: book, quantity }], total, 'NL', { name, email }), undefined);
    placed.push(await place(1, 14.95, 'Salma Idrissi', 'salma@example.nl'));
    placed.push(await place(2, 24.95, 'Youssef Amrani', 'youssef@example.de'));
    placed.push(await place(3, 30, 'Salma Idrissi', 'SALMA@example.nl'));
    await admin.changeStatus(placed[1].id, 'paid', null, 'admin');
  });
  afterAll(() => orders?.close());

  const list = async (query: Partial<ListOrdersQuery>) => (await admin.list(query as ListOrdersQuery)) as Listed[];
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

  it("lists newest first with each order's payment, and filters, searches and sorts", async () => {
    const all = await list({});
    expect(ids(all)).toEqual([placed[2].id, placed[1].id, placed[0].id]);
    expect(all[0]).toMatchObject({ friendly_id: placed[2].friendly_id, total_amount: 30, status: 'pending', payment_status: 'open' });

    expect(ids(await list({ status: 'paid' }))).toEqual([placed[1].id]);
    // The order number as customers quote it, in any case; a part of the name or email, in any case.
    expect(ids(await list({ q: placed[0].friendly_id.toLowerCase() }))).toEqual([placed[0].id]);
    expect(ids(await list({ q: 'SALMA@' }))).toEqual([placed[2].id, placed[0].id]);
    expect(ids(await list({ q: 'amrani' }))).toEqual([placed[1].id]);
    expect(ids(await list({ sort: 'total_amount', direction: 'asc' }))).toEqual([placed[0].id, placed[1].id, placed[2].id]);
  });

  it('answers a page and the total when asked for pages', async () => {
    expect(await admin.list({ page: 2, page_size: 2 } as ListOrdersQuery)).toMatchObject({
      items: [{ id: placed[0].id }],
      total: 3,
      page: 2,
      page_size: 2,
    });
    expect(await admin.list({ q: 'salma', page: 1, page_size: 1 } as ListOrdersQuery)).toMatchObject({
      items: [{ id: placed[2].id }],
      total: 2,
    });
  });

  it("exports the list's orders in the list's order as CSV", async () => {
    const { lines } = await admin.exportCsv({ q: 'salma', sort: 'friendly_id', direction: 'asc' } as ListOrdersQuery);
    let csv = '';
    for await (const chunk of lines) csv += chunk;
    const rows = csv.trim().split(/\r?\n/);
    expect(rows[0]).toBe(ORDER_CSV_HEADER.trim());
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([placed[0].friendly_id, placed[2].friendly_id]);
  });

  it('counts the dashboard: revenue of paid orders only, customers by e-mail in any case, 30 days of revenue', async () => {
    const stats = await admin.stats();
    expect(stats).toMatchObject({ total_books: 1, total_orders: 3, total_revenue: 24.95, total_customers: 2 });
    expect(stats.revenue_by_day).toHaveLength(30);
    expect(stats.revenue_by_day.at(-1)?.revenue).toBe(24.95);
    expect(stats.revenue_by_day.slice(0, -1).every((day) => day.revenue === 0)).toBe(true);
  });
});
