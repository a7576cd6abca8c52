import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addBook, addShipping, decideOnCheckoutPage, historyOf, orderPayload, paymentIdOf, settleAll, stockOf } from './shop-checkout.js';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

type Auth = { Authorization: string };
interface PlacedOrder {
  id: string;
  friendly_id: string;
  process_number: string;
  total_amount: number;
}

/** Places an order for `quantity` copies of a book (NL: 4.95 shipping below 30); answers the 201 body. */
async function place(
  shop: TestApp,
  book: { id: string; price: number },
  quantity = 1,
  overrides: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const subtotal = book.price * quantity;
  const total = Math.round((subtotal + (subtotal >= 30 ? 0 : 4.95)) * 100) / 100;
  const response = await shop
    .http()
    .post('/api/orders')
    .send(orderPayload([{ book_id: book.id, quantity, unit_price: book.price }], total, overrides))
    .expect(201);
  return response.body;
}

/** The customer pays on the local provider's hosted checkout page; the webhook makes the order paid. */
async function pay(shop: TestApp, order: PlacedOrder, status: 'paid' | 'failed' = 'paid'): Promise<void> {
  expect(await decideOnCheckoutPage(shop, await paymentIdOf(shop, order.id), status)).toBe(303);
  await settleAll(shop);
}

describe('the back office: orders', () => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  let auth: Auth;
  let book: { id: string; price: number };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startTestApp({ SMTP_URL: smtp.url }, { listen: true });
    ({ auth } = await shop.login());
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '100' });
  });
  beforeEach(() => smtp.clear());
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });

  const mailsTo = (email: string): CapturedMail[] => smtp.messages.filter((mail) => mail.envelope.to.includes(email));
  const list = async (query = '') =>
    (await shop.http().get(`/api/admin/orders${query}`).set(auth).expect(200)).body as { id: string; status: string; items: unknown[] }[];

  describe('listing and reading', () => {
    it('lists orders newest first with their items and payment, filtered by status', async () => {
      const first = await place(shop, book, 1, { customer_email: 'first@example.nl' });
      const second = await place(shop, book, 2, { customer_email: 'second@example.nl' });
      const third = await place(shop, book, 3, { customer_email: 'third@example.nl' });
      await pay(shop, second);

      const all = await list();
      const ours = all.filter((order) => [first.id, second.id, third.id].includes(order.id));
      expect(ours.map((order) => order.id)).toEqual([third.id, second.id, first.id]);
      const createdAt = all.map((order) => Date.parse((order as unknown as { created_at: string }).created_at));
      expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
      expect(ours[1]).toMatchObject({
        id: second.id,
        friendly_id: second.friendly_id,
        process_number: second.process_number,
        status: 'paid',
        customer_name: 'Mariam Haddad',
        customer_email: 'second@example.nl',
        customer_phone: '+31 6 12345678',
        shipping_address: { country: 'NL', city: 'Amsterdam', postal_code: '1012 AB' },
        subtotal: 25,
        shipping_cost: 4.95,
        total_amount: 29.95,
        payment_id: await paymentIdOf(shop, second.id),
        payment_status: 'paid',
        needs_refund: false,
        items: [
          {
            book_id: book.id,
            title_en: 'The Little Cat',
            title_ar: 'القطة الصغيرة',
            title_nl: 'Het kleine katje',
            quantity: 2,
            unit_price: 12.5,
            total_price: 25,
          },
        ],
      });
      expect(ours[0]).toMatchObject({
        status: 'pending',
        payment_status: 'open',
        items: [{ quantity: 3, total_price: 37.5 }],
        total_amount: 37.5,
      });

      const paid = await list('?status=paid');
      expect(paid.length).toBeGreaterThan(0);
      expect(paid.every((order) => order.status === 'paid')).toBe(true);
      expect(paid.map((order) => order.id)).toContain(second.id);
      expect(paid.map((order) => order.id)).not.toContain(first.id);

      const pending = (await list('?status=pending')).map((order) => order.id);
      expect(pending).toEqual(expect.arrayContaining([first.id, third.id]));
      expect(pending).not.toContain(second.id);

      expect((await list('?status=all')).map((order) => order.id)).toEqual(all.map((order) => order.id));
      expect(await list('?status=delivered')).toEqual([]);

      const bad = await shop.http().get('/api/admin/orders?status=shipped').set(auth).expect(400);
      expect(bad.body).toMatchObject({ statusCode: 400, fields: { status: 'admin.orders.statusInvalid' } });
    });

    it('shows one order, and answers 404 for an unknown or malformed id', async () => {
      const order = await place(shop, book);
      const shown = (await shop.http().get(`/api/admin/orders/${order.id}`).set(auth).expect(200)).body;
      expect(shown).toMatchObject({
        id: order.id,
        friendly_id: order.friendly_id,
        status: 'pending',
        total_amount: 17.45,
        items: [{ book_id: book.id, quantity: 1 }],
        payment_id: await paymentIdOf(shop, order.id),
      });

      for (const id of [randomUUID(), 'not-an-id', '42']) {
        const missing = await shop.http().get(`/api/admin/orders/${id}`).set(auth).expect(404);
        expect(missing.body).toMatchObject({ statusCode: 404, code: 'order_not_found' });
      }
      await shop.http().get(`/api/admin/orders/${randomUUID()}/history`).set(auth).expect(404);
    });

    it('answers 401 to every order call without a valid token', async () => {
      const order = await place(shop, book);
      const calls = [
        () => shop.http().get('/api/admin/orders'),
        () => shop.http().get(`/api/admin/orders/${order.id}`),
        () => shop.http().get(`/api/admin/orders/${order.id}/history`),
        () => shop.http().put(`/api/admin/orders/${order.id}/status`).send({ status: 'canceled' }),
        () => shop.http().post(`/api/admin/orders/${order.id}/comment`).send({ comment: 'hi' }),
        () => shop.http().post(`/api/admin/orders/${order.id}/send-email`).send({ template_name: 'order_sent', language: 'en' }),
        () => shop.http().get('/api/admin/stats'),
      ];
      for (const call of calls) {
        await call().expect(401);
        await call().set('Authorization', 'Bearer not-a-token').expect(401);
      }
      // Nothing happened to the order.
      expect((await shop.http().get(`/api/admin/orders/${order.id}`).set(auth).expect(200)).body.status).toBe('pending');
      await settleAll(shop);
      expect((await historyOf(shop, auth, order.id)).map((entry) => entry.action_type)).toEqual(['created']);
    });
  });

  describe('status changes', () => {
    it('marks a paid order printed (no email), then sent: history with the comment and admin, and the order_sent email', async () => {
      const order = await place(shop, book, 1, { customer_email: 'shipping@example.nl', language: 'en' });
      await pay(shop, order);
      await smtp.waitFor(1);
      expect(mailsTo('shipping@example.nl').map((mail) => mail.subject)).toEqual([
        `Thank you! Your order ${order.friendly_id} is confirmed`,
      ]);
      smtp.clear();

      const printed = await shop.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send({ status: 'printed' }).expect(200);
      expect(printed.body).toMatchObject({ id: order.id, status: 'printed' });
      await settleAll(shop);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.messages).toEqual([]);

      const sent = await shop
        .http()
        .put(`/api/admin/orders/${order.id}/status`)
        .set(auth)
        .send({ status: 'sent', comment: 'Sent with PostNL' })
        .expect(200);
      expect(sent.body).toMatchObject({ id: order.id, status: 'sent' });
      expect((await shop.http().get(`/api/orders/${order.process_number}`).expect(200)).body.status).toBe('sent');
      await settleAll(shop);
      const [mail] = await smtp.waitFor(1);
      expect(smtp.messages).toHaveLength(1);
      expect(mail.envelope.to).toEqual(['shipping@example.nl']);
      expect(mail.subject).toBe(`Your order ${order.friendly_id} is on its way`);
      expect(mail.html).toContain(order.process_number);

      const history = await historyOf(shop, auth, order.id);
      expect(history.map((entry) => [entry.action_type, entry.new_value])).toEqual([
        ['created', 'pending'],
        ['payment', 'paid'],
        ['email_sent', 'order_confirmation'],
        ['status_change', 'printed'],
        ['status_change', 'sent'],
        ['email_sent', 'order_sent'],
      ]);
      expect(history[3]).toMatchObject({ admin_username: 'admin', comment: null });
      expect(history[4]).toMatchObject({ admin_username: 'admin', comment: 'Sent with PostNL' });
      expect(history[5].comment).toContain('shipping@example.nl');
      // What the system recorded is kept as data, so the back office words it in the admin's language.
      expect(history[1].details).toEqual({ kind: 'payment', payment_id: expect.stringMatching(/^tr_/) });
      expect(history[5].details).toEqual({ kind: 'email', to: 'shipping@example.nl', language: 'en' });
      expect(history[3].details).toBeNull();
      expect(history[0].admin_username).toBeNull();
      expect(history[1].admin_username).toBeNull();
    });

    it('refuses an invalid status (400) and an unknown order (404)', async () => {
      const order = await place(shop, book);
      for (const body of [{ status: 'shipped' }, { status: '' }, {}, { status: 'SENT' }]) {
        const response = await shop.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send(body).expect(400);
        expect(response.body.fields).toEqual({ status: 'admin.orders.statusInvalid' });
      }
      await shop.http().put(`/api/admin/orders/${randomUUID()}/status`).set(auth).send({ status: 'sent' }).expect(404);
      await shop.http().put('/api/admin/orders/nope/status').set(auth).send({ status: 'sent' }).expect(404);
      expect((await shop.http().get(`/api/admin/orders/${order.id}`).set(auth).expect(200)).body.status).toBe('pending');
    });

    it('puts the stock of a canceled pending order back, and takes it again when set back to pending', async () => {
      const shelf = await addBook(shop, auth, { price: '9', stock: '5', title_en: 'Five on the Shelf' });
      const order = await place(shop, shelf, 2);
      expect(await stockOf(shop, shelf.id)).toBe(3);

      await shop
        .http()
        .put(`/api/admin/orders/${order.id}/status`)
        .set(auth)
        .send({ status: 'canceled', comment: 'Customer called' })
        .expect(200);
      expect(await stockOf(shop, shelf.id)).toBe(5);
      // Canceling twice does not put the books back twice.
      await shop.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send({ status: 'canceled' }).expect(200);
      expect(await stockOf(shop, shelf.id)).toBe(5);

      const back = await shop.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send({ status: 'pending' }).expect(200);
      expect(back.body.status).toBe('pending');
      expect(await stockOf(shop, shelf.id)).toBe(3);
    });

    it('refuses to bring a canceled order back when its books are sold out meanwhile (409)', async () => {
      const last = await addBook(shop, auth, { price: '9', stock: '1', title_en: 'The Last Copy' });
      const canceled = await place(shop, last);
      await shop.http().put(`/api/admin/orders/${canceled.id}/status`).set(auth).send({ status: 'canceled' }).expect(200);
      expect(await stockOf(shop, last.id)).toBe(1);
      await place(shop, last); // someone else takes the last copy
      expect(await stockOf(shop, last.id)).toBe(0);

      const refused = await shop.http().put(`/api/admin/orders/${canceled.id}/status`).set(auth).send({ status: 'pending' }).expect(409);
      expect(refused.body).toMatchObject({ statusCode: 409, code: 'out_of_stock', book_ids: [last.id] });
      expect((await shop.http().get(`/api/admin/orders/${canceled.id}`).set(auth).expect(200)).body.status).toBe('canceled');
      expect(await stockOf(shop, last.id)).toBe(0);
      const history = await historyOf(shop, auth, canceled.id);
      expect(history.filter((entry) => entry.action_type === 'status_change').map((entry) => entry.new_value)).toEqual(['canceled']);
    });
  });

  describe('comments', () => {
    it('adds a comment to the history with the admin who wrote it', async () => {
      const order = await place(shop, book);
      await shop
        .http()
        .post('/api/admin/admins')
        .set(auth)
        .send({ username: 'sara', email: 'sara@bookshop.test', password: 'sara-password' })
        .expect(201);
      const sara = await shop.login('sara', 'sara-password');

      await shop
        .http()
        .post(`/api/admin/orders/${order.id}/comment`)
        .set(auth)
        .send({ comment: '  Customer asked for gift wrapping  ' })
        .expect(201);
      await shop.http().post(`/api/admin/orders/${order.id}/comment`).set(sara.auth).send({ comment: 'Wrapped' }).expect(201);

      const comments = (await historyOf(shop, auth, order.id)).filter((entry) => entry.action_type === 'comment');
      expect(comments).toEqual([
        expect.objectContaining({
          action_type: 'comment',
          new_value: null,
          comment: 'Customer asked for gift wrapping',
          admin_username: 'admin',
        }),
        expect.objectContaining({ action_type: 'comment', new_value: null, comment: 'Wrapped', admin_username: 'sara' }),
      ]);
    });

    it('refuses a blank comment (400) and an unknown order (404)', async () => {
      const order = await place(shop, book);
      for (const body of [{ comment: '   ' }, { comment: '' }, {}]) {
        const response = await shop.http().post(`/api/admin/orders/${order.id}/comment`).set(auth).send(body).expect(400);
        expect(response.body.fields).toEqual({ comment: 'admin.orders.commentRequired' });
      }
      await shop.http().post(`/api/admin/orders/${randomUUID()}/comment`).set(auth).send({ comment: 'hello' }).expect(404);
      expect((await historyOf(shop, auth, order.id)).map((entry) => entry.action_type)).toEqual(['created']);
    });
  });

  describe('template emails from the order page', () => {
    it('sends the chosen template in the chosen language with trimmed values and the note, and records it', async () => {
      const order = await place(shop, book, 1, { customer_email: 'mariam.mail@example.nl', language: 'ar' });
      const response = await shop
        .http()
        .post(`/api/admin/orders/${order.id}/send-email`)
        .set(auth)
        .send({
          template_name: 'order_sent',
          variables: { customer_name: '  Mariam  ', extra: '' },
          language: 'en',
          custom_message: 'Thanks!',
        });
      expect(response.status).toBe(202);

      await settleAll(shop);
      const [mail] = await smtp.waitFor(1);
      expect(smtp.messages).toHaveLength(1);
      expect(mail.envelope.to).toEqual(['mariam.mail@example.nl']);
      expect(mail.subject).toBe(`Your order ${order.friendly_id} is on its way`);
      expect(mail.html).toContain('dir="ltr"');
      expect(mail.text).toContain('Dear Mariam,');
      expect(mail.html).toContain('Dear Mariam,');
      expect(mail.text).toContain('Thanks!');
      expect(mail.html).toContain('Thanks!');

      const history = await historyOf(shop, auth, order.id);
      expect(history.filter((entry) => entry.action_type === 'email_sent')).toEqual([
        expect.objectContaining({
          new_value: 'order_sent',
          admin_username: 'admin',
          comment: expect.stringContaining('mariam.mail@example.nl'),
        }),
      ]);
    });

    it('refuses an unknown template (400 template_not_found), the contact message template, a missing language (400) and an unknown order (404)', async () => {
      const order = await place(shop, book);
      const unknown = await shop
        .http()
        .post(`/api/admin/orders/${order.id}/send-email`)
        .set(auth)
        .send({ template_name: 'no_such_template', language: 'en' })
        .expect(400);
      expect(unknown.body).toMatchObject({ statusCode: 400, code: 'template_not_found' });
      const contact = await shop
        .http()
        .post(`/api/admin/orders/${order.id}/send-email`)
        .set(auth)
        .send({ template_name: 'contact_message', language: 'en' })
        .expect(400);
      expect(contact.body).toMatchObject({
        code: 'template_not_for_orders',
        fields: { template_name: 'admin.orders.templateNotForOrders' },
      });
      await shop.http().post(`/api/admin/orders/${order.id}/send-email`).set(auth).send({ template_name: 'order_sent' }).expect(400);
      await shop
        .http()
        .post(`/api/admin/orders/${order.id}/send-email`)
        .set(auth)
        .send({ template_name: 'order_sent', language: 'fr' })
        .expect(400);
      await shop
        .http()
        .post(`/api/admin/orders/${randomUUID()}/send-email`)
        .set(auth)
        .send({ template_name: 'order_sent', language: 'en' })
        .expect(404);
      await settleAll(shop);
      expect(smtp.messages).toEqual([]);
    });
  });
});

describe('the back office: dashboard numbers (GET /api/admin/stats)', () => {
  let shop: TestApp;
  let auth: Auth;

  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
    ({ auth } = await shop.login());
    await addShipping(shop, auth);
  });
  afterAll(() => shop?.close());

  const stats = async () => (await shop.http().get('/api/admin/stats').set(auth).expect(200)).body;
  const setStatus = (order: PlacedOrder, status: string) =>
    shop.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send({ status }).expect(200);

  it('counts books, orders, revenue of paid and later orders, distinct customers, and revenue per day', async () => {
    const empty = await stats();
    expect(empty).toMatchObject({ total_books: 0, total_orders: 0, total_revenue: 0, total_customers: 0 });
    expect(empty.revenue_by_day).toHaveLength(30);

    const cat = await addBook(shop, auth, { price: '12.50', stock: '50' });
    const atlas = await addBook(shop, auth, { price: '40', stock: '50', title_en: 'The Big Atlas' });

    const paid = await place(shop, cat, 1, { customer_email: 'Anna@Example.nl' }); // 17.45
    await pay(shop, paid);
    const delivered = await place(shop, cat, 2, { customer_email: 'anna@example.nl' }); // 29.95, the same customer
    await pay(shop, delivered);
    await setStatus(delivered, 'sent');
    await setStatus(delivered, 'delivered');
    const printed = await place(shop, atlas, 1, { customer_email: 'eva@example.de' }); // 40.00, free shipping
    await pay(shop, printed);
    await setStatus(printed, 'printed');
    const pending = await place(shop, cat, 1, { customer_email: 'ben@example.nl' });
    const failed = await place(shop, cat, 1, { customer_email: 'cem@example.nl' });
    await pay(shop, failed, 'failed');
    const canceled = await place(shop, atlas, 1, { customer_email: 'dora@example.nl' });
    await pay(shop, canceled);
    await setStatus(canceled, 'canceled');
    await settleAll(shop);

    const statuses = await Promise.all(
      [paid, delivered, printed, pending, failed, canceled].map(
        async (order) => (await shop.http().get(`/api/admin/orders/${order.id}`).set(auth).expect(200)).body.status,
      ),
    );
    expect(statuses).toEqual(['paid', 'delivered', 'printed', 'pending', 'failed', 'canceled']);

    const numbers = await stats();
    expect(numbers).toMatchObject({
      total_books: 2,
      total_orders: 6,
      total_revenue: 87.4, // 17.45 + 29.95 + 40.00
      total_customers: 5, // anna (twice, in two spellings), eva, ben, cem, dora
    });

    const days = numbers.revenue_by_day as { date: string; revenue: number }[];
    expect(days).toHaveLength(30);
    const [{ today }] = await shop.app.get(DataSource).query(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`);
    expect(days.at(-1)).toEqual({ date: today, revenue: 87.4 });
    for (let i = 1; i < days.length; i++) {
      expect(Date.parse(days[i].date) - Date.parse(days[i - 1].date)).toBe(24 * 3600 * 1000);
    }
    expect(days.slice(0, -1).every((day) => day.revenue === 0)).toBe(true);
  });
});
