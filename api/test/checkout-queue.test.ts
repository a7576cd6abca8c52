import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { databaseUrl } from './database.js';
import { addBook, addShipping, orderCount, orderPayload, stockOf } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';
import { until } from './until.js';

const METRICS_TOKEN = 'checkout-queue-metrics-token-0123456789';

/**
 * Checkouts take turns (CHECKOUTS_AT_ONCE=1): one waits, a second past CHECKOUTS_WAITING=1 or one
 * waiting longer than CHECKOUT_WAIT_SECONDS is told to try again, and nothing of it is kept. The
 * checkout being worked on is held up by locking its book's row from another connection, so the
 * test controls when the turn ends.
 */
describe('checkouts taking turns', () => {
  let shop: TestApp;
  let book: { id: string };
  let locker: pg.Client;

  beforeAll(async () => {
    shop = await startTestApp(
      { CHECKOUTS_AT_ONCE: '1', CHECKOUTS_WAITING: '1', CHECKOUT_WAIT_SECONDS: '2', METRICS_TOKEN },
      { listen: true },
    );
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '10' });
    locker = new pg.Client({ connectionString: databaseUrl(shop.database) });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await shop?.close();
  });

  /** Starts placing an order of one copy at once (supertest sends on `then`). */
  const placing = (key: string, unitPrice = 12.5) =>
    Promise.resolve(
      shop
        .http()
        .post('/api/orders')
        .set('Idempotency-Key', key)
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: unitPrice }], unitPrice + 4.95)),
    );
  const lockBook = async () => {
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM books WHERE id = $1 FOR UPDATE', [book.id]);
  };
  const releaseBook = () => locker.query('COMMIT');
  const metric = async (name: string) => {
    const text = (await shop.http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  };
  /** The checkout being worked on is waiting for the locked book row inside PostgreSQL. */
  const checkoutHeldUp = () =>
    until('a checkout waits for the locked book', async () => {
      const rows = await locker.query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
      );
      return rows.rowCount === 1;
    });
  const checkoutsWaiting = (count: number) =>
    until(`${count} checkout(s) wait their turn`, async () => (await metric('bookshop_checkouts_waiting')) === count);

  it('a checkout past the waiting room is answered 503 checkout_busy with Retry-After, and the two before it are placed', async () => {
    const ordersBefore = await orderCount(shop);
    await lockBook();
    const first = placing('queue-first-0001');
    await checkoutHeldUp();
    const second = placing('queue-second-0001');
    await checkoutsWaiting(1);

    const third = await placing('queue-third-0001');
    expect(third.status).toBe(503);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.body).toMatchObject({
      code: 'checkout_busy',
      retry_after: 5,
      message: 'Many orders are being placed right now. Please try again in a few seconds.',
    });

    await releaseBook();
    expect((await first).status).toBe(201);
    expect((await second).status).toBe(201);
    expect(await orderCount(shop)).toBe(ordersBefore + 2);
    expect(await stockOf(shop, book.id)).toBe(8);
    expect(await metric('bookshop_checkouts_waiting')).toBe(0);

    // Nothing of the refused checkout was kept: its retry, with the same key, places the order.
    expect((await placing('queue-third-0001')).status).toBe(201);
    expect(await stockOf(shop, book.id)).toBe(7);
  });

  it('a checkout that waited CHECKOUT_WAIT_SECONDS is answered checkout_busy; the one it waited for is placed', async () => {
    const turnedAwayBefore = await metric('bookshop_checkouts_turned_away_total');
    await lockBook();
    const held = placing('wait-held-00001');
    await checkoutHeldUp();
    const started = Date.now();
    const waited = await placing('wait-waiter-0001');
    expect(waited.status).toBe(503);
    expect(waited.body.code).toBe('checkout_busy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(await metric('bookshop_checkouts_turned_away_total')).toBe(turnedAwayBefore + 1);

    await releaseBook();
    expect((await held).status).toBe(201);
  });

  it('a checkout that fails in its turn passes the turn on', async () => {
    const stale = await placing('stale-price-0001', 9.99);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('price_changed');
    const next = await Promise.all([placing('after-fail-0001'), placing('after-fail-0002')]);
    expect(next.map((answer) => answer.status)).toEqual([201, 201]);
  });
});
