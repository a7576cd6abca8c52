import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
    const templates = (await shop.http().get('/api/admin/email-templates').set(auth).expect(200)).body as ({
      id: string;
      name: string;
    } & Record<string, unknown>)[];
    const confirmation = templates.find((template) => template.name === 'order_confirmation')!;
    await shop.http().delete(`/api/admin/email-templates/${confirmation.id}`).set(auth).expect(204);

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
    expect(stuck).toMatchObject({ attempts: 1, last_error: expect.stringContaining('order_confirmation') });
    await shop.http().get('/api/admin/jobs').expect(401);

    const { id: _id, placeholders: _placeholders, created_at: _created, updated_at: _updated, ...fields } = confirmation;
    await shop.http().post('/api/admin/email-templates').set(auth).send(fields).expect(201);
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
