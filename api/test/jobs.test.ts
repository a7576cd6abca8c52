import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { DataSource } from 'typeorm';
import { addBook, addShipping, historyOf, orderPayload, settle } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('background work that fails', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
    ({ auth } = await shop.login());
  });
  afterAll(() => shop.close());

  it('never undoes the order, shows admins what is stuck and why, and can be retried', async () => {
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50' });
    // Mail cannot be written: a file stands where the mail folder should be.
    fs.rmSync(shop.config.mailDir, { recursive: true, force: true });
    fs.writeFileSync(shop.config.mailDir, 'not a folder');

    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45))
        .expect(201)
    ).body;
    const [payment] = await shop.app.get(DataSource).query('SELECT id FROM payments WHERE order_id = $1', [order.id]);
    await fetch(`${shop.baseUrl}/__mollie/checkout/${payment.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ status: 'paid' }),
      redirect: 'manual',
    });
    await settle(shop);
    expect((await shop.http().get(`/api/orders/${order.process_number}`).expect(200)).body.status).toBe('paid');

    const jobs = (await shop.http().get('/api/admin/jobs').set(auth).expect(200)).body;
    expect(jobs.mode).toBe('inline');
    const stuck = jobs.undelivered_events.find((event: { name: string }) => event.name === 'order.paid');
    expect(stuck).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/EEXIST|ENOTDIR/) });
    await shop.http().get('/api/admin/jobs').expect(401);

    fs.rmSync(shop.config.mailDir);
    await shop.http().post(`/api/admin/jobs/event/${stuck.id}/retry`).set(auth).expect(202);
    await settle(shop);

    expect((await shop.http().get('/api/admin/jobs').set(auth).expect(200)).body.undelivered_events).toEqual([]);
    const mailbox = (await shop.http().get('/api/admin/mailbox').set(auth).expect(200)).body as { to: string }[];
    expect(mailbox.map((mail) => mail.to)).toContain('mariam@example.nl');
    const history = await historyOf(shop, auth, order.id);
    expect(history.filter((entry) => entry.action_type === 'email_sent')).toHaveLength(1);
    await shop.http().post('/api/admin/jobs/event/999999/retry').set(auth).expect(404);
    await shop.http().post('/api/admin/jobs/event/abc/retry').set(auth).expect(404);
    await shop.http().post('/api/admin/jobs/job/abc/retry').set(auth).expect(404);
  });
});
