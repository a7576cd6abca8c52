import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { startPrivateRedis } from './private-redis.js';
import { addBook, addShipping, decideOnCheckoutPage, orderPayload, paymentIdOf, settleAll } from './shop-checkout.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

const TOKEN = 'metrics-token-for-the-operators-scraper-0123456789';

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('does not exist, whatever token is sent', async () => {
    await shop.http().get('/api/metrics').expect(404);
    await shop.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

// The queue gauges need a redis-server of this file's own. Outside CI a machine without one skips this; CI never skips.
const canRun = process.env.CI === 'true' || spawnSync('redis-server', ['--version']).status === 0;

(canRun ? describe : describe.skip)('GET /api/metrics for the operator (needs redis-server on the PATH)', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let smtp: SmtpCapture;
  let shop: TestApp;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    smtp = await startSmtpCapture();
    shop = await startTestApp({ METRICS_TOKEN: TOKEN, REDIS_URL: redis.url, SMTP_URL: smtp.url }, { listen: true });
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
    await redis?.stop();
  });

  const scrape = async () => {
    const response = await shop.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };

  const scrapeUntil = async (done: (text: string) => boolean) => {
    for (let attempt = 0; ; attempt++) {
      const text = await scrape();
      if (done(text) || attempt === 100) return text;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('refuses a missing or wrong token with 401', async () => {
    await shop.http().get('/api/metrics').expect(401);
    const wrong = await shop
      .http()
      .get('/api/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(0, -1)}x`)
      .expect(401);
    expect(wrong.body.code).toBe('invalid_metrics_token');
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    await shop.http().get('/api/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('counts an order placed and paid through the real flow, its requests by route, its email, the outbox and the queue', async () => {
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50' });
    const before = await scrape();
    expect(sample(before, 'bookshop_orders_placed_total')).toBe(0);
    expect(sample(before, 'bookshop_emails_total{result="sent"}')).toBe(0);

    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45, { customer_email: 'noor@example.de' }))
        .expect(201)
    ).body;
    expect(await decideOnCheckoutPage(shop, await paymentIdOf(shop, order.id), 'paid')).toBe(303);
    await shop.http().get(`/api/orders/${order.process_number}`).expect(200);
    await shop.http().get('/api/orders/no-such-order').expect(404);
    await settleAll(shop);
    await smtp.waitFor(1);

    // Events are done once all their handlers ran, in the queue's worker: the backlog empties soon after.
    const text = await scrapeUntil((candidate) => sample(candidate, 'bookshop_outbox_backlog') === 0);
    expect(sample(text, 'bookshop_orders_placed_total')).toBe(1);
    expect(sample(text, 'bookshop_orders_paid_total')).toBe(1);
    expect(sample(text, 'bookshop_payments_total{outcome="paid"}')).toBe(1);
    expect(sample(text, 'bookshop_payments_total{outcome="failed"}')).toBe(0);
    expect(sample(text, 'bookshop_emails_total{result="sent"}')).toBe(1);
    expect(sample(text, 'bookshop_emails_total{result="failed"}')).toBe(0);
    // Each handler of the order's events ran once, in the worker of this process.
    expect(sample(text, 'bookshop_event_handler_runs_total{handler="OrderHistoryHandlers.placed",outcome="done"}')).toBe(1);
    expect(sample(text, 'bookshop_event_handler_runs_total{handler="NotificationHandlers.onOrderPaid",outcome="done"}')).toBe(1);
    expect(text).not.toMatch(/^bookshop_event_handler_runs_total\{[^}]*outcome="failed"/m);
    expect(sample(text, 'bookshop_event_handler_duration_seconds_count{handler="NotificationHandlers.onOrderPaid"}')).toBe(1);

    // Requests are labelled with the route's pattern, never the URL a client sent.
    expect(sample(text, 'bookshop_http_requests_total{method="POST",route="/api/orders",status="201"}')).toBe(1);
    expect(sample(text, 'bookshop_http_requests_total{method="GET",route="/api/orders/:processNumber",status="200"}')).toBe(1);
    expect(sample(text, 'bookshop_http_requests_total{method="GET",route="/api/orders/:processNumber",status="404"}')).toBe(1);
    expect(text).not.toContain(order.process_number);
    expect(text).not.toContain('no-such-order');
    expect(sample(text, 'bookshop_http_request_duration_seconds_count{method="POST",route="/api/orders",status="201"}')).toBe(1);

    // Read at scrape time: nothing waits in the outbox, and the queue ran the events' jobs.
    expect(sample(text, 'bookshop_outbox_oldest_event_age_seconds')).toBe(0);
    expect(sample(text, 'bookshop_metrics_source_up{source="outbox"}')).toBe(1);
    expect(sample(text, 'bookshop_metrics_source_up{source="queue"}')).toBe(1);
    expect(sample(text, 'bookshop_queue_jobs{state="waiting"}')).toBe(0);
    expect(sample(text, 'bookshop_queue_jobs{state="failed"}')).toBe(0);
    expect(sample(text, 'bookshop_queue_jobs{state="completed"}')).toBeGreaterThanOrEqual(3);
  });

  it('counts the catalogue reads answered from the cache before Express under their routes, as the others', async () => {
    const { auth } = await shop.login();
    const book = await addBook(shop, auth, { price: '9.95' });
    const count = (text: string, route: string) => sample(text, `bookshop_http_requests_total{method="GET",route="${route}",status="200"}`);
    // The first of each fills the cache through the controller; the next two are answered early.
    for (let read = 0; read < 3; read++) {
      await shop.http().get('/api/books?featured=true').expect(200);
      await shop.http().get(`/api/books/${book.id}`).expect(200);
    }
    const text = await scrape();
    expect(count(text, '/api/books')).toBeGreaterThanOrEqual(3);
    expect(count(text, '/api/books/:id')).toBe(3);
    expect(sample(text, 'bookshop_http_request_duration_seconds_count{method="GET",route="/api/books/:id",status="200"}')).toBe(3);
  });

  it('shows events waiting for their handlers, and how old the oldest is, while Redis is away', async () => {
    await redis.stop();
    try {
      await shop
        .http()
        .post('/api/contact')
        .send({ full_name: 'Sara', email: 'sara@example.nl', subject: 'Belgium', message: 'Do you ship to Belgium?' })
        .expect(201);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const text = await scrape();
      expect(sample(text, 'bookshop_outbox_backlog')).toBe(1);
      expect(sample(text, 'bookshop_outbox_oldest_event_age_seconds')).toBeGreaterThan(1);
      expect(sample(text, 'bookshop_metrics_source_up{source="queue"}')).toBe(0);
    } finally {
      await redis.start();
    }
    // Once Redis is back the event goes through and the backlog empties.
    await smtp.waitFor(2);
    expect(sample(await scrapeUntil((text) => sample(text, 'bookshop_outbox_backlog') === 0), 'bookshop_outbox_backlog')).toBe(0);
  });
});

/** The value of one series in the text format; fails when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  if (!line) throw new Error(`no series ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}
