import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { DataSource } from 'typeorm';
import { startPrivateRedis } from './private-redis.js';
import { addBook, addShipping, orderPayload } from './shop-checkout.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

// Needs a redis-server of its own. Outside CI a machine without one skips this (npm test says so); CI never skips.
const canRun = process.env.CI === 'true' || spawnSync('redis-server', ['--version']).status === 0;

(canRun ? describe : describe.skip)('an order paid while Redis is down (needs redis-server on the PATH)', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let smtp: SmtpCapture;
  let shop: TestApp;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    smtp = await startSmtpCapture();
    shop = await startTestApp({ REDIS_URL: redis.url, SMTP_URL: smtp.url }, { listen: true });
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
    await redis?.stop();
  });

  it('still becomes paid, and its confirmation email arrives once Redis is back, exactly once', async () => {
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50' });
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(
          orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45, { customer_email: 'noor@example.de', language: 'en' }),
        )
        .expect(201)
    ).body;
    const [payment] = await shop.app.get(DataSource).query('SELECT id FROM payments WHERE order_id = $1', [order.id]);
    expect((await shop.http().get('/api/health').expect(200)).body.queue).toBe('up');

    await redis.stop();
    const decided = await fetch(`${shop.baseUrl}/__mollie/checkout/${payment.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ status: 'paid' }),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect((await shop.http().get(`/api/orders/${order.process_number}`).expect(200)).body.status).toBe('paid');
    expect((await shop.http().get('/api/health').expect(503)).body.queue).toBe('down');

    // The event waits in the outbox, and no mail leaves while Redis is away.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const [waiting] = await shop.app.get(DataSource).query(`SELECT attempts, dispatched_at FROM outbox_events WHERE name = 'order.paid'`);
    expect(waiting.dispatched_at).toBeNull();
    expect(waiting.attempts).toBeGreaterThan(0);
    expect(smtp.messages).toHaveLength(0);

    await redis.start();
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual(['noor@example.de']);
    expect(mail.text).toContain(order.process_number);

    // Give a duplicate every chance to show up: none does.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.messages).toHaveLength(1);
  });
});
