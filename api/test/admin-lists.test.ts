import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './test-app.js';

type Auth = { Authorization: string };
interface ListedOrder {
  id: string;
  friendly_id: string;
  process_number: string;
  status: string;
  customer_name: string;
  customer_email: string;
  total_amount: number;
  created_at: string;
  items: unknown[];
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

const STATUSES = ['pending', 'paid', 'failed', 'expired', 'canceled', 'sent', 'printed', 'delivered'];

/**
 * Stores `count` orders straight in the database (as checkout would: numbers from the shop's
 * sequence), each a minute older than the one before, with one item each; statuses, names, emails
 * and totals vary with the row's number `n` (1 ... count) through `expressions`.
 */
async function seedOrders(db: DataSource, count: number, expressions: Partial<Record<'name' | 'email' | 'status', string>> = {}) {
  await db.query(
    `WITH placed AS (
       INSERT INTO orders (friendly_id, process_number, status, customer_name, customer_email, customer_phone, language,
                           shipping_address, subtotal_cents, shipping_cost_cents, total_cents, created_at)
       SELECT 'BK-' || nextval('order_friendly_number'), md5('process' || n || random()),
              ${expressions.status ?? `(ARRAY['${STATUSES.join("','")}'])[1 + n % 8]`},
              ${expressions.name ?? `'Customer ' || n`}, ${expressions.email ?? `'customer' || n || '@example.nl'`},
              '+31 6 1234' || lpad((n % 10000)::text, 4, '0'), 'nl',
              '{"country":"NL","street_name":"Dam","building_number":"1","apartment_number":"","city":"Amsterdam","postal_code":"1012 JS"}',
              500 + (n * 37) % 9000, 495, 995 + (n * 37) % 9000, now() - n * interval '1 minute'
       FROM generate_series(1, $1::int) AS n
       RETURNING id, subtotal_cents)
     INSERT INTO order_items (order_id, position, title_ar, title_en, title_nl, author_ar, author_en, author_nl, cover_image_url,
                              unit_price_cents, quantity, total_price_cents)
     SELECT id, 0, 'كتاب', 'Book', 'Boek', 'كاتب', 'Author', 'Auteur', '/uploads/cover.jpg', subtotal_cents, 1, subtotal_cents FROM placed`,
    [count],
  );
}

describe('the back office lists orders a page at a time', () => {
  let shop: TestApp;
  let db: DataSource;
  let auth: Auth;
  const get = (query: string) => shop.http().get(`/api/admin/orders${query}`).set(auth);
  const page = async (query: string) => (await get(query).expect(200)).body as Page<ListedOrder>;
  /** The ids SQL gives for an ORDER BY over all orders: the truth the API's pages must follow. */
  const truth = async (orderBy: string, where = 'true') =>
    ((await db.query(`SELECT id FROM orders WHERE ${where} ORDER BY ${orderBy}`)) as { id: string }[]).map((row) => row.id);

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    ({ auth } = await shop.login());
    // 60 orders, one of them with a shorter number (BK-9999, imported from an older shop).
    await seedOrders(db, 60, { name: `CASE WHEN n = 7 THEN 'Layla Haddad' ELSE 'Customer ' || n END` });
    await db.query(`UPDATE orders SET friendly_id = 'BK-9999' WHERE customer_name = 'Customer 30'`);
    await db.query(`UPDATE orders SET customer_email = 'Omar.Said@Shop.NL' WHERE customer_name = 'Customer 12'`);
  });
  afterAll(() => shop?.close());

  it('answers one page and the total; pages follow each other without gaps or repeats, newest first', async () => {
    const first = await page('?page=1&page_size=25');
    expect({ total: first.total, page: first.page, page_size: first.page_size, rows: first.items.length }).toEqual({
      total: 60,
      page: 1,
      page_size: 25,
      rows: 25,
    });
    expect(first.items[0].items).toHaveLength(1);
    const second = await page('?page=2&page_size=25');
    const third = await page('?page=3&page_size=25');
    expect(third.items).toHaveLength(10);
    expect([...first.items, ...second.items, ...third.items].map((order) => order.id)).toEqual(await truth('created_at DESC, id DESC'));
    expect((await page('?page=4&page_size=25')).items).toEqual([]);
    // One of the two is enough to ask for a page: 25 rows, page 1.
    expect(await page('?page=2')).toMatchObject({ page: 2, page_size: 25, total: 60 });
    expect(await page('?page_size=5')).toMatchObject({ page: 1, page_size: 5, total: 60 });
  });

  it('without paging parameters answers the plain array, newest first', async () => {
    const all = (await get('').expect(200)).body as ListedOrder[];
    expect(Array.isArray(all)).toBe(true);
    expect(all.map((order) => order.id)).toEqual(await truth('created_at DESC, id DESC'));
    const paid = (await get('?status=paid').expect(200)).body as ListedOrder[];
    expect(paid.map((order) => order.id)).toEqual(await truth('created_at DESC, id DESC', `status = 'paid'`));
  });

  it('filters by status and counts only those', async () => {
    const sent = await page('?status=sent&page=1&page_size=100');
    const expected = await truth('created_at DESC, id DESC', `status = 'sent'`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sent.total).toBe(expected.length);
    expect(sent.items.map((order) => order.id)).toEqual(expected);
    expect((await page('?status=all&page=1')).total).toBe(60);
  });

  it('finds an order by the number customers quote, in any case, with or without BK-', async () => {
    const [{ friendly_id: friendlyId, id }] = await db.query(`SELECT friendly_id, id FROM orders WHERE customer_name = 'Customer 3'`);
    const digits = friendlyId.slice(3);
    for (const quoted of [friendlyId, friendlyId.toLowerCase(), digits, `bk${digits}`, ` ${friendlyId} `]) {
      const found = await page(`?q=${encodeURIComponent(quoted)}&page=1`);
      expect({ quoted, ids: found.items.map((order) => order.id), total: found.total }).toEqual({ quoted, ids: [id], total: 1 });
    }
    expect((await page('?q=BK-9999&page=1')).items.map((order) => order.customer_name)).toEqual(['Customer 30']);
  });

  it('finds orders by any part of the name or email, ignoring case, and by the whole process number', async () => {
    expect((await page('?q=HADDAD&page=1')).items.map((order) => order.customer_name)).toEqual(['Layla Haddad']);
    expect((await page('?q=omar.said%40shop&page=1')).items.map((order) => order.customer_email)).toEqual(['Omar.Said@Shop.NL']);
    const [{ process_number: processNumber, id }] = await db.query(
      `SELECT process_number, id FROM orders WHERE customer_name = 'Customer 44'`,
    );
    expect((await page(`?q=${processNumber}&page=1`)).items.map((order) => order.id)).toEqual([id]);
    // Wildcards are taken literally: no name holds a % or an underscore.
    expect((await page('?q=%25&page=1')).total).toBe(0);
    expect((await page('?q=_&page=1')).total).toBe(0);
    // A search with a filter: both must hold.
    const paidCustomers = await page('?q=customer&status=paid&page=1&page_size=100');
    expect(paidCustomers.total).toBe((await truth('id', `status = 'paid' AND customer_name ILIKE '%customer%'`)).length);
    // Without paging parameters the search answers the plain array.
    expect((await get('?q=haddad').expect(200)).body.map((order: ListedOrder) => order.customer_name)).toEqual(['Layla Haddad']);
  });

  it('sorts by each column both ways, as the database sorts the whole list', async () => {
    const ids = async (query: string) => {
      const rows: string[] = [];
      for (let n = 1; n <= 3; n++) rows.push(...(await page(`${query}&page=${n}&page_size=25`)).items.map((order) => order.id));
      return rows;
    };
    expect(await ids('?sort=total_amount&direction=asc')).toEqual(await truth('total_cents ASC, id ASC'));
    expect(await ids('?sort=total_amount&direction=desc')).toEqual(await truth('total_cents DESC, id DESC'));
    expect(await ids('?sort=customer_name&direction=asc')).toEqual(await truth('lower(customer_name) ASC, id ASC'));
    expect(await ids('?sort=customer_email&direction=asc')).toEqual(await truth('lower(customer_email) ASC, id ASC'));
    expect(await ids('?sort=status&direction=desc')).toEqual(await truth('status DESC, id DESC'));
    expect(await ids('?sort=created_at&direction=asc')).toEqual(await truth('created_at ASC, id ASC'));
    // Order numbers sort as numbers: BK-9999 comes before BK-10001.
    const byNumber = (await page('?sort=friendly_id&direction=asc&page=1&page_size=3')).items.map((order) => order.friendly_id);
    expect(byNumber).toEqual(['BK-9999', 'BK-10001', 'BK-10002']);
  });

  it('answers 400 with the field for pages, sizes, searches and sorts out of bounds', async () => {
    const cases: [string, string][] = [
      ['?page_size=10000', 'page_size'],
      ['?page_size=101', 'page_size'],
      ['?page_size=0', 'page_size'],
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=abc', 'page'],
      ['?page=10001', 'page'],
      ['?page=99999999999999999999', 'page'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      [`?q=${'x'.repeat(5_000)}`, 'q'],
      ['?sort=password', 'sort'],
      ['?sort=total_amount&direction=up', 'direction'],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect({ query: query.slice(0, 40), status: response.status, fields: Object.keys(response.body.fields ?? {}) }).toEqual({
        query: query.slice(0, 40),
        status: 400,
        fields: [field],
      });
    }
    expect((await get('?page_size=100').expect(200)).body.items).toHaveLength(60);
  });
});

describe('the dashboard numbers are SQL aggregates over every order', () => {
  let shop: TestApp;
  let db: DataSource;
  let auth: Auth;
  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    ({ auth } = await shop.login());
  });
  afterAll(() => shop?.close());

  it('counts orders, revenue of paid, printed, sent and delivered orders, and distinct customers as SQL does', async () => {
    // Every status, a customer who orders three times in different case, and orders over the last 40 days.
    await seedOrders(db, 800, {
      email: `CASE WHEN n % 5 = 0 THEN (CASE n % 3 WHEN 0 THEN 'Repeat@Example.nl' ELSE 'repeat@example.NL' END) ELSE 'c' || n || '@example.nl' END`,
    });
    await db.query(`UPDATE orders SET created_at = now() - (random() * 40) * interval '1 day'`);
    const [expected] = await db.query(
      `SELECT count(*)::int AS orders, (sum(total_cents) FILTER (WHERE status IN ('paid', 'printed', 'sent', 'delivered')))::int AS revenue,
              count(DISTINCT lower(customer_email))::int AS customers FROM orders`,
    );
    const days: { date: string; cents: number }[] = await db.query(
      `SELECT to_char(created_at::date, 'YYYY-MM-DD') AS date, sum(total_cents)::int AS cents FROM orders
       WHERE status IN ('paid', 'printed', 'sent', 'delivered') AND created_at >= current_date - 29 GROUP BY 1`,
    );
    const stats = (await shop.http().get('/api/admin/stats').set(auth).expect(200)).body;
    expect({ orders: stats.total_orders, revenue: Math.round(stats.total_revenue * 100), customers: stats.total_customers }).toEqual(
      expected,
    );
    expect(expected.customers).toBe(800 - 160 + 1);
    const byDay = new Map(days.map((day) => [day.date, day.cents]));
    expect(stats.revenue_by_day).toHaveLength(30);
    for (const day of stats.revenue_by_day) expect(Math.round(day.revenue * 100)).toBe(byDay.get(day.date) ?? 0);
    expect(stats.revenue_by_day.some((day: { revenue: number }) => day.revenue > 0)).toBe(true);
  });
});

describe('the orders CSV export streams from the database', () => {
  const ORDERS = 30_000;
  let shop: TestApp;
  let db: DataSource;
  let auth: Auth;
  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
    db = shop.app.get(DataSource);
    ({ auth } = await shop.login());
    await seedOrders(db, ORDERS, {
      name: `CASE n WHEN 2 THEN '=HYPERLINK("http://evil.example")' WHEN 3 THEN 'Haddad, Layla' ELSE 'Customer ' || n END`,
      email: `CASE n WHEN 4 THEN '@SUM(1)@example.nl' ELSE 'c' || n || '@example.nl' END`,
    });
  });
  afterAll(() => shop?.close());

  /** Opens the export; answers the response, paused, for the test to read at its own pace. */
  const open = (query = '') =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${shop.baseUrl}/api/admin/orders/export.csv${query}`, { headers: auth }, resolve).on('error', reject);
    });
  const readAll = async (response: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { text: Buffer.concat(chunks).toString('utf8'), chunks: chunks.length };
  };
  /** Backends of this test's database holding an open export cursor between two reads. */
  const openCursors = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND query LIKE 'FETCH%'`,
      )
    )[0].n as number;

  it('sends every order as CSV, header first, with the byte-order mark, the formula guard and the list order', async () => {
    const response = await open();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { text } = await readAll(response);
    expect(
      text.startsWith(
        '\uFEFFfriendly_id,process_number,status,customer_name,customer_email,customer_phone,total_amount,currency,created_at,vat_country,vat_scheme,vat_rate_percent,net_amount,vat_amount\r\n',
      ),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(ORDERS + 2); // the header, and the empty string after the last CRLF
    expect(lines.at(-1)).toBe('');
    const [newest] = await db.query(`SELECT * FROM orders ORDER BY created_at DESC, id DESC LIMIT 1`);
    expect(lines[1]).toBe(
      [
        newest.friendly_id,
        newest.process_number,
        newest.status,
        newest.customer_name,
        newest.customer_email,
        newest.customer_phone,
        (newest.total_cents / 100).toFixed(2),
        'EUR',
        newest.created_at.toISOString(),
        // Stored straight in the database, without the VAT checkout records: those columns stay empty.
        ...['', '', '', '', ''],
      ].join(','),
    );
    expect(lines[2]).toContain(',"\'=HYPERLINK(""http://evil.example"")",');
    expect(lines[3]).toContain(',"Haddad, Layla",');
    expect(lines[4]).toContain(",'@SUM(1)@example.nl,+31 6 12340004,");
  });

  it('reads the orders from a cursor while the download is under way, two at a time, and closes it when the client goes away', async () => {
    const waitFor = async (expected: number) => {
      let cursors = -1;
      for (let tries = 0; tries < 200 && cursors !== expected; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        cursors = await openCursors();
      }
      return cursors;
    };
    const first = await open();
    const second = await open();
    // The clients read nothing more: the server stops fetching, each cursor still open.
    first.pause();
    second.pause();
    expect(await waitFor(2)).toBe(2);
    const third = await shop.http().get('/api/admin/orders/export.csv').set(auth).expect(429);
    expect(third.body.code).toBe('export_busy');
    first.destroy();
    second.destroy();
    expect(await waitFor(0)).toBe(0);
    // Their places are free again.
    const { text } = await readAll(await open('?q=BK-10001'));
    expect(text.split('\r\n')).toHaveLength(3);
  });

  it('exports what the list shows: the same filters, search and sort', async () => {
    const { text } = await readAll(await open('?status=paid&q=customer%201&sort=total_amount&direction=asc'));
    const exported = text
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    const expected = (
      await db.query(
        `SELECT friendly_id FROM orders WHERE status = 'paid' AND lower(customer_name || ' ' || customer_email) LIKE '%customer 1%'
         ORDER BY total_cents, id`,
      )
    ).map((row: { friendly_id: string }) => row.friendly_id);
    expect(expected.length).toBeGreaterThan(100);
    expect(exported).toEqual(expected);
    const bad = await shop.http().get('/api/admin/orders/export.csv?sort=nope').set(auth).expect(400);
    expect(bad.body.fields).toEqual({ sort: 'admin.list.sortInvalid' });
    await shop.http().get('/api/admin/orders/export.csv').expect(401);
  });
});

describe('the back office lists reviews a page at a time', () => {
  let shop: TestApp;
  let db: DataSource;
  let auth: Auth;
  const get = (query: string) => shop.http().get(`/api/admin/reviews${query}`).set(auth);
  const truth = async (orderBy: string, where = 'true') =>
    ((await db.query(`SELECT id FROM reviews WHERE ${where} ORDER BY ${orderBy}`)) as { id: string }[]).map((row) => row.id);

  beforeAll(async () => {
    shop = await startTestApp();
    db = shop.app.get(DataSource);
    ({ auth } = await shop.login());
    await db.query(
      `INSERT INTO reviews (name, email, rating, review_text, status, created_at)
       SELECT CASE WHEN n = 5 THEN 'Amal' ELSE 'Reader ' || n END, 'reader' || n || '@example.nl', 1 + n % 5,
              CASE WHEN n = 9 THEN 'Mooie TEKENINGEN' ELSE 'A lovely book, number ' || n END,
              (ARRAY['pending', 'approved', 'denied'])[1 + n % 3], now() - n * interval '1 hour'
       FROM generate_series(1, 45) AS n`,
    );
  });
  afterAll(() => shop?.close());

  it('pages, filters, searches and sorts in the database; without paging parameters answers the plain array', async () => {
    const first = (await get('?page=1&page_size=20').expect(200)).body;
    expect({ total: first.total, page: first.page, page_size: first.page_size, rows: first.items.length }).toEqual({
      total: 45,
      page: 1,
      page_size: 20,
      rows: 20,
    });
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      name: 'Reader 1',
      email: 'reader1@example.nl',
      rating: 2,
      review_text: 'A lovely book, number 1',
      status: 'approved',
      created_at: expect.any(String),
      book_id: null,
      book_title: null,
    });
    const all = (await get('').expect(200)).body;
    expect(all.map((review: { id: string }) => review.id)).toEqual(await truth('created_at DESC, id DESC'));
    const pending = (await get('?status=pending&page=1&page_size=100').expect(200)).body;
    expect(pending.items.map((review: { id: string }) => review.id)).toEqual(await truth('created_at DESC, id DESC', `status = 'pending'`));
    expect(pending.total).toBe(15);
    expect((await get('?q=tekeningen&page=1').expect(200)).body.items.map((review: { name: string }) => review.name)).toEqual(['Reader 9']);
    expect((await get('?q=AMAL&status=all').expect(200)).body.map((review: { name: string }) => review.name)).toEqual(['Amal']);
    const byRating: string[] = [];
    for (const n of [1, 2, 3]) {
      byRating.push(
        ...(await get(`?sort=rating&direction=asc&page=${n}&page_size=20`).expect(200)).body.items.map((r: { id: string }) => r.id),
      );
    }
    expect(byRating).toEqual(await truth('rating ASC, id ASC'));
    for (const [query, field] of [
      ['?page_size=10000', 'page_size'],
      ['?sort=review_text', 'sort'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?status=hidden', 'status'],
    ]) {
      const response = await get(query);
      expect({ query, status: response.status, fields: Object.keys(response.body.fields ?? {}) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });
});
