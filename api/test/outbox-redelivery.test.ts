import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startPrivateRedis } from './private-redis.js';
import { addBook, addShipping, decideOnCheckoutPage, orderPayload, paymentIdOf } from './shop-checkout.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';
import { until } from './until.js';

describe('an event handed to BullMQ when Redis then restarts empty', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let smtp: SmtpCapture;
  let api: TestApp;
  let worker: TestApp | undefined;
  // Both processes of the shop: one Redis, one SMTP server, one signing key, a recheck after 1 s.
  const jwtSecret = randomBytes(32).toString('hex');
  const shopEnv = () => ({ REDIS_URL: redis.url, SMTP_URL: smtp.url, JWT_SECRET: jwtSecret, OUTBOX_RECHECK_SECONDS: '1' });

  beforeAll(async () => {
    redis = await startPrivateRedis();
    smtp = await startSmtpCapture();
    // The API process runs no workers: the jobs wait in Redis for a worker process.
    api = await startTestApp({ ...shopEnv(), RUN_WORKERS: 'false' }, { listen: true });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
    await redis?.stop();
  });

  it('is handed on again, and the customer gets exactly one confirmation', async () => {
    const { auth } = await api.login();
    await addShipping(api, auth);
    const book = await addBook(api, auth, { price: '12.50' });
    const order = (
      await api
        .http()
        .post('/api/orders')
        .send(
          orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45, { customer_email: 'huda@example.nl', language: 'en' }),
        )
        .expect(201)
    ).body;
    expect(await decideOnCheckoutPage(api, await paymentIdOf(api, order.id), 'paid')).toBe(303);

    const database = api.app.get(DataSource);
    const paidEvent = () =>
      database
        .query(`SELECT id, dispatched_at, completed_at, handovers FROM outbox_events WHERE name = 'order.paid'`)
        .then((rows: Record<string, unknown>[]) => rows[0]);
    const handedOn = await until('order.paid handed to BullMQ', async () => ((await paidEvent())?.dispatched_at ? paidEvent() : undefined));
    expect(handedOn.completed_at).toBeNull();

    // The back office shows it as still waiting for its handlers, with when it was handed on.
    const jobs = (await api.http().get('/api/admin/jobs').set(auth).expect(200)).body;
    expect(jobs.undelivered_events).toContainEqual(
      expect.objectContaining({ id: String(handedOn.id), name: 'order.paid', handed_on_at: expect.any(String) }),
    );

    // Redis dies before any worker took the job, and comes back without it.
    await redis.stop();
    await redis.start();

    worker = await startTestApp({ ...shopEnv(), RUN_WORKERS: 'true' }, { sameDatabaseAs: api });
    await smtp.waitFor(1);
    await until('order.paid done', async () => ((await paidEvent())?.completed_at ? true : undefined));
    // Time for a duplicate to show up: none does.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const confirmations = smtp.messages.filter((mail) => mail.envelope.to.includes('huda@example.nl'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].text).toContain(order.process_number);
    expect((await paidEvent()).handovers).toBeGreaterThanOrEqual(2);
    expect(
      (await api.http().get('/api/admin/jobs').set(auth).expect(200)).body.undelivered_events.map((event: { name: string }) => event.name),
    ).not.toContain('order.paid');
  });
});
