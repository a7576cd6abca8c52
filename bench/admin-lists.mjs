// The back office at 100,000 orders: seeds 100,000 orders (1-3 items each) and 20,000 reviews
// straight into the bench database with SQL (generate_series: seconds, not hours of checkouts),
// then times what staff open most: the orders list's first page, a filtered search, the dashboard
// statistics, the reviews' first page and search. The issue's bar: each under 100 ms at p99.
// Also downloads the whole CSV export once. See bench/README.md.
import os from 'node:os';
import pg from 'pg';

export const BACK_OFFICE = { orders: 100_000, reviews: 20_000 };
/** The issue's bar: p99 of each measured call, in milliseconds. */
export const BACK_OFFICE_BAR_MS = 100;

const FIRST_NAMES = ['Mariam', 'Yusuf', 'Layla', 'Omar', 'Sara', 'Adam', 'Noor', 'Jan', 'Anna', 'Daan', 'Emma', 'Lukas', 'Hana', 'Karim'];
const LAST_NAMES = [
  'Haddad',
  'Said',
  'Ahmed',
  'de Vries',
  'Jansen',
  'Bakker',
  'Khalil',
  'Mansour',
  'Visser',
  'Schmidt',
  'Nasser',
  'Yilmaz',
];
const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Orders over the last two years, a tenth of them still pending, failed, expired or canceled,
 * the rest paid and on their way; customers come back (about 30,000 distinct emails).
 */
const SEED_ORDERS = `
  WITH placed AS (
    INSERT INTO orders (friendly_id, process_number, status, customer_name, customer_email, customer_phone, language,
                        shipping_address, subtotal_cents, shipping_cost_cents, total_cents, created_at, updated_at)
    SELECT 'BK-' || nextval('order_friendly_number'), md5('bench' || n || random()),
           CASE WHEN n % 40 = 0 THEN 'pending' WHEN n % 40 = 1 THEN 'failed' WHEN n % 40 = 2 THEN 'expired'
                WHEN n % 40 = 3 THEN 'canceled' WHEN n % 10 = 4 THEN 'paid' WHEN n % 10 = 5 THEN 'printed'
                WHEN n % 10 = 6 THEN 'sent' ELSE 'delivered' END,
           first_name || ' ' || last_name,
           lower(replace(first_name || '.' || last_name, ' ', '')) || (n % 2500) || '@example.' || (ARRAY['nl', 'de', 'com'])[1 + n % 3],
           '+31 6 ' || lpad((n % 100000000)::text, 8, '0'), (ARRAY['ar', 'en', 'nl'])[1 + n % 3],
           '{"country":"NL","street_name":"Damrak","building_number":"12","apartment_number":"","city":"Amsterdam","postal_code":"1012 AB"}',
           subtotal, shipping, subtotal + shipping, at, at
    FROM (
      SELECT n, (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] AS first_name,
             (${sqlArray(LAST_NAMES)})[1 + (n / 7) % ${LAST_NAMES.length}] AS last_name,
             995 * (1 + n % 3) AS subtotal, CASE WHEN n % 3 = 0 THEN 495 ELSE 0 END AS shipping,
             now() - (($1::int - n) * interval '730 days') / $1::int AS at
      FROM generate_series(1, $1::int) AS n
    ) AS shape
    RETURNING id, subtotal_cents)
  INSERT INTO order_items (order_id, position, title_ar, title_en, title_nl, author_ar, author_en, author_nl, cover_image_url,
                           unit_price_cents, quantity, total_price_cents)
  SELECT id, position, 'الجمل الصغير', 'The Little Camel', 'De kleine kameel', 'سارة', 'Sara', 'Sara', '/uploads/bench/cover.jpg',
         995, 1, 995
  FROM placed, generate_series(0, subtotal_cents / 995 - 1) AS position`;

const SEED_REVIEWS = `
  INSERT INTO reviews (name, email, rating, review_text, status, created_at)
  SELECT (${sqlArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (n / 5) % ${LAST_NAMES.length}],
         'reader' || n || '@example.nl', 1 + n % 5,
         (ARRAY['My daughter reads it every night.', 'Beautiful drawings, the Arabic is easy to follow.',
                'Mooi boek, mijn zoon vraagt er elke avond om.', 'Arrived quickly, lovely paper.'])[1 + n % 4] || ' #' || n,
         (ARRAY['pending', 'approved', 'approved', 'denied'])[1 + n % 4], now() - n * interval '30 minutes'
  FROM generate_series(1, $1::int) AS n`;

/** Adds the orders and reviews to the database `client` is connected to. */
export async function seedBackOffice(client) {
  await client.query(SEED_ORDERS, [BACK_OFFICE.orders]);
  await client.query(SEED_REVIEWS, [BACK_OFFICE.reviews]);
  // As autovacuum would after such a load: statistics for the planner, the visibility map for counts.
  await client.query('VACUUM ANALYZE orders, order_items, reviews');
}

/**
 * Seeds the database behind `base`, times each call `requests` times over `connections` parallel
 * loops, and answers one row per call in run.mjs's shape (no ceiling: nothing bare does the same).
 */
export async function benchBackOffice({ base, token, databaseUrl, log, requests = 400, connections = 2 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let sample;
  try {
    const started = Date.now();
    await seedBackOffice(client);
    const counts = (
      await client.query('SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM reviews)::int AS reviews')
    ).rows[0];
    log(
      `\nback office: seeded ${BACK_OFFICE.orders.toLocaleString('en-US')} orders and ${BACK_OFFICE.reviews.toLocaleString('en-US')} reviews by SQL in ${((Date.now() - started) / 1000).toFixed(1)} s (the database holds ${counts.orders.toLocaleString('en-US')} orders, ${counts.reviews.toLocaleString('en-US')} reviews)`,
    );
    sample = (await client.query(`SELECT friendly_id FROM orders WHERE status = 'delivered' ORDER BY random() LIMIT 20`)).rows.map(
      (row) => row.friendly_id,
    );
  } finally {
    await client.end();
  }

  // Each call cycles through a few variants, as different staff would ask.
  const searches = [
    'status=delivered&q=haddad',
    'q=jansen',
    'status=paid&q=omar.said',
    ...sample.map((id, i) => `q=${encodeURIComponent(i % 2 ? id.toLowerCase() : id.slice(3))}`),
  ];
  const calls = [
    { name: 'GET /api/admin/orders first page', paths: ['/api/admin/orders?page=1&page_size=25'] },
    { name: 'GET /api/admin/orders search', paths: searches.map((query) => `/api/admin/orders?${query}&page=1&page_size=25`) },
    { name: 'GET /api/admin/stats', paths: ['/api/admin/stats'] },
    { name: 'GET /api/admin/reviews first page', paths: ['/api/admin/reviews?status=all&page=1&page_size=25'] },
    {
      name: 'GET /api/admin/reviews search',
      paths: ['q=easy+to+follow&status=approved', 'q=reader123', 'q=mooi&sort=rating&direction=asc'].map(
        (query) => `/api/admin/reviews?${query}&page=1&page_size=25`,
      ),
    },
  ];
  const headers = { Authorization: `Bearer ${token}` };
  log(
    `measuring ${calls.length} back-office calls: ${requests} requests each over ${connections} connections, after 20 warm-up requests (load average ${os.loadavg()[0].toFixed(2)})\n`,
  );
  const rows = [];
  for (const call of calls) {
    const problems = [];
    const latencies = [];
    let bytes = 0;
    let next = 0;
    const one = async (record) => {
      const path = call.paths[next++ % call.paths.length];
      const begin = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      const body = await response.arrayBuffer();
      const ms = performance.now() - begin;
      if (response.status !== 200) problems.push(`${response.status} for ${path}`);
      else if (record) {
        latencies.push(ms);
        bytes += body.byteLength;
      }
    };
    for (let i = 0; i < 20; i++) await one(false);
    const begin = performance.now();
    let left = requests;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (left-- > 0) await one(true);
      }),
    );
    const seconds = (performance.now() - begin) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (p) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))];
    const row = {
      endpoint: call.name,
      server: 'shop',
      rps: latencies.length / seconds,
      p50: at(50),
      p99: at(99),
      bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
      responses: latencies.length,
      problems: [...new Set(problems)].slice(0, 5),
    };
    log(`  ${call.name.padEnd(36)} p50 ${row.p50.toFixed(2).padStart(7)} ms  p99 ${row.p99.toFixed(2).padStart(7)} ms`);
    rows.push(row);
  }

  const exportStarted = performance.now();
  const exported = await fetch(`${base}/api/admin/orders/export.csv`, { headers });
  if (exported.status !== 200) throw new Error(`GET /api/admin/orders/export.csv answered ${exported.status}: ${await exported.text()}`);
  let exportBytes = 0;
  let lines = 0;
  for await (const chunk of exported.body) {
    exportBytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  log(
    `  GET /api/admin/orders/export.csv     ${exported.status}, ${(lines - 1).toLocaleString('en-US')} orders, ${(exportBytes / 1e6).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s`,
  );
  const slow = rows.filter((row) => !(row.p99 < BACK_OFFICE_BAR_MS));
  log(
    `the back-office bar: each call under ${BACK_OFFICE_BAR_MS} ms at p99 -> ${slow.length === 0 ? 'MET' : `NOT MET (${slow.map((row) => row.endpoint).join(', ')})`}`,
  );
  return rows;
}
