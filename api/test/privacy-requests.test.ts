import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { addBook, addShipping, decideOnCheckoutPage, orderPayload, paymentIdOf, settleAll } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The parent whose data is looked up, handed over and erased, and another who must stay untouched. */
const LAYLA = {
  customer_name: 'Layla Quasimodo-Haddad',
  customer_email: 'Layla.Haddad@Example.nl',
  customer_phone: '+31 6 98765432',
  shipping_address: {
    country: 'NL',
    street_name: 'Zwanenburgwalstraat',
    building_number: '77',
    apartment_number: '2C',
    city: 'Amsterdam',
    postal_code: '1011 JW',
  },
};
const OTHER = {
  customer_name: 'Omar Bakkali',
  customer_email: 'omar@example.be',
  customer_phone: '+32 470 123456',
  shipping_address: { ...LAYLA.shipping_address, street_name: 'Keizersgracht', postal_code: '1015 CJ' },
};
/** What must leave no trace once Layla's data is erased. */
const LAYLA_TRACES = ['layla.haddad@example.nl', 'Quasimodo', '98765432', 'Zwanenburgwalstraat', '1011 JW'];

describe("a parent's data: found, handed over and erased", () => {
  let shop: TestApp;
  let database: DataSource;
  let auth: { Authorization: string };
  let book: { id: string };
  const placed: Record<string, { id: string; friendly_id: string }> = {};

  async function order(who: Record<string, unknown>, outcome: 'paid' | 'failed') {
    const body = orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95, who);
    const response = await shop.http().post('/api/orders').send(body).expect(201);
    expect(await decideOnCheckoutPage(shop, await paymentIdOf(shop, response.body.id), outcome)).toBe(303);
    await settleAll(shop);
    return response.body as { id: string; friendly_id: string };
  }

  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
    database = shop.app.get(DataSource);
    ({ auth } = await shop.login());
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '100' });
    placed.laylaPaid = await order(LAYLA, 'paid');
    placed.laylaFailed = await order(LAYLA, 'failed');
    placed.otherPaid = await order(OTHER, 'paid');
    // Staff write about the order in its history; the note quotes the parent.
    await shop
      .http()
      .post(`/api/admin/orders/${placed.laylaPaid.id}/comment`)
      .set(auth)
      .send({ comment: 'Layla Quasimodo-Haddad called' })
      .expect(201);
    const review = { rating: 5, review_text: 'Mijn dochter leest elke avond over de kleine kameel.' };
    await shop
      .http()
      .post('/api/reviews')
      .send({ ...review, name: 'Layla Q', email: 'layla.haddad@example.nl' })
      .expect(201);
    await shop
      .http()
      .post('/api/reviews')
      .send({ ...review, name: 'Omar', email: OTHER.customer_email })
      .expect(201);
    const message = { subject: 'Levering', message: 'Bezorgen jullie in Keulen? Groet, Layla Quasimodo-Haddad' };
    await shop
      .http()
      .post('/api/contact')
      .send({ ...message, full_name: 'Layla Quasimodo-Haddad', email: 'LAYLA.haddad@example.nl' })
      .expect(201);
    await shop
      .http()
      .post('/api/contact')
      .send({ ...message, full_name: 'Omar Bakkali', email: OTHER.customer_email, message: 'Hallo' })
      .expect(201);
    await settleAll(shop);
  });
  afterAll(() => shop?.close());

  const mailsIn = () =>
    fs
      .readdirSync(shop.config.mailDir)
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(fs.readFileSync(path.join(shop.config.mailDir, name), 'utf8')) as { to: string; subject: string; text: string },
      );

  it('shows staff everything the shop holds for an address, in any case: orders, reviews, messages and emails', async () => {
    const found = (await shop.http().post('/api/admin/privacy/lookup').set(auth).send({ email: 'layla.HADDAD@example.nl' }).expect(200))
      .body;
    expect(found.orders.map((order: { friendly_id: string }) => order.friendly_id)).toEqual([
      placed.laylaPaid.friendly_id,
      placed.laylaFailed.friendly_id,
    ]);
    expect(found.orders[0]).toMatchObject({
      status: 'paid',
      customer_name: LAYLA.customer_name,
      customer_phone: LAYLA.customer_phone,
      shipping_address: LAYLA.shipping_address,
      total_amount: 29.95,
      items: [{ quantity: 2, unit_price: 12.5, total_price: 25 }],
      emails_sent: [{ template_name: 'order_confirmation', language: 'ar' }],
      tax_record_until: null,
    });
    expect(found.reviews).toEqual([expect.objectContaining({ name: 'Layla Q', rating: 5, status: 'pending' })]);
    expect(found.contact_messages).toEqual([expect.objectContaining({ full_name: 'Layla Quasimodo-Haddad', subject: 'Levering' })]);
    // The confirmation to her, and the contact message forwarded to the shop (it quotes her address).
    expect(found.emails).toHaveLength(2);

    const refused = await shop.http().post('/api/admin/privacy/lookup').set(auth).send({ email: 'layla@' }).expect(400);
    expect(refused.body.fields).toEqual({ email: 'admin.privacy.emailInvalid' });
    await shop.http().post('/api/admin/privacy/lookup').send({ email: 'layla.haddad@example.nl' }).expect(401);
  });

  it("downloads the address's copy as a JSON file with a summary: every order, review and message of it, nothing of another", async () => {
    const response = await shop.http().post('/api/admin/privacy/export').set(auth).send({ email: 'layla.haddad@example.nl' }).expect(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const copy = response.body;
    expect(copy.summary).toEqual([
      'This is everything the bookshop keeps about layla.haddad@example.nl.',
      `Orders: 2 (${placed.laylaPaid.friendly_id}, ${placed.laylaFailed.friendly_id})`,
      'Reviews: 1',
      'Contact messages: 1',
      'Stored emails: 2',
    ]);
    expect(copy.orders).toHaveLength(2);
    expect(copy.reviews).toHaveLength(1);
    expect(copy.contact_messages).toHaveLength(1);
    const text = JSON.stringify(copy);
    for (const trace of [OTHER.customer_name, OTHER.customer_email, OTHER.customer_phone, placed.otherPaid.friendly_id, 'Omar'])
      expect(text).not.toContain(trace);

    const log = (await shop.http().get('/api/admin/privacy/requests').set(auth).expect(200)).body;
    expect(log.requests[0]).toMatchObject({
      kind: 'access',
      channel: 'back_office',
      email: 'layla.haddad@example.nl',
      admin_username: 'admin',
      completed_at: expect.any(String),
      outcome: { orders: [placed.laylaPaid.friendly_id, placed.laylaFailed.friendly_id], reviews: 1, contact_messages: 1, emails: 2 },
    });
    const { created_at, due_at } = log.requests[0];
    const month = new Date(created_at);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(due_at).toBe(month.toISOString());
  });

  it('mails a parent a link from the privacy page only for an address and order number that belong together, with the same answer', async () => {
    const before = mailsIn().length;
    const ask = (body: object) => shop.http().post('/api/privacy/requests').send(body).expect(202);
    const answers = [
      (await ask({ email: 'nobody@example.nl', order_number: placed.laylaPaid.friendly_id, language: 'nl' })).body,
      (await ask({ email: 'layla.haddad@example.nl', order_number: placed.otherPaid.friendly_id, language: 'nl' })).body,
      (await ask({ email: 'layla.haddad@example.nl', order_number: placed.laylaPaid.friendly_id.toLowerCase(), language: 'nl' })).body,
    ];
    expect(answers).toEqual([{ status: 'received' }, { status: 'received' }, { status: 'received' }]);
    await settleAll(shop);
    const mails = mailsIn();
    expect(mails.length - before).toBe(1);
    const link = mails.find((mail) => mail.subject === 'Een kopie van je gegevens bij de boekwinkel')!;
    expect(link.to).toBe('layla.haddad@example.nl');
    const token = /\/privacy-policy\?lang=nl&download=([\w.-]+)/.exec(link.text)![1];

    const log = (await shop.http().get('/api/admin/privacy/requests').set(auth).expect(200)).body;
    expect(log.open).toBe(1);
    expect(log.requests[0]).toMatchObject({ kind: 'access', channel: 'storefront', completed_at: null, admin_username: null });

    const download = await shop.http().post('/api/privacy/download').send({ token }).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-/);
    expect(download.body.summary[0]).toBe('Dit is alles wat de boekwinkel over layla.haddad@example.nl bewaart.');
    expect(download.body.orders).toHaveLength(2);
    expect((await shop.http().get('/api/admin/privacy/requests').set(auth).expect(200)).body.open).toBe(0);

    // Once only.
    const again = await shop.http().post('/api/privacy/download').send({ token }).expect(404);
    expect(again.body).toMatchObject({ code: 'privacy_link_invalid' });

    // 24 hours at most: a second link, issued a day and a minute ago.
    await ask({ email: 'layla.haddad@example.nl', order_number: placed.laylaFailed.friendly_id });
    await settleAll(shop);
    const [{ id }] = await database.query(`SELECT id FROM privacy_requests WHERE link_used_at IS NULL AND channel = 'storefront'`);
    const second = /\/privacy-policy\?lang=ar&download=([\w.-]+)/.exec(
      mailsIn().find((mail) => mail.subject === 'نسخة من بياناتك لدى المكتبة')!.text,
    )![1];
    expect(second.startsWith(id)).toBe(true);
    await database.query(`UPDATE privacy_requests SET link_issued_at = now() - interval '24 hours 1 minute' WHERE id = $1`, [id]);
    expect((await shop.http().post('/api/privacy/download').send({ token: second }).expect(404)).body.code).toBe('privacy_link_invalid');
    // Within the day it worked; a forged signature never does.
    await database.query(`UPDATE privacy_requests SET link_issued_at = now() - interval '23 hours 59 minutes' WHERE id = $1`, [id]);
    const forged = `${id}.${'A'.repeat(43)}`;
    expect((await shop.http().post('/api/privacy/download').send({ token: forged }).expect(404)).body.code).toBe('privacy_link_invalid');
    await shop.http().post('/api/privacy/download').send({ token: second }).expect(200);

    const bad = await shop.http().post('/api/privacy/requests').send({ email: 'x', order_number: '' }).expect(400);
    expect(bad.body.fields).toEqual({ email: 'privacy.validation.email', order_number: 'privacy.validation.orderNumber' });
    expect(
      (
        await shop
          .http()
          .post('/api/privacy/download')
          .send({ token: 'x'.repeat(5000) })
          .expect(400)
      ).body.fields,
    ).toEqual({
      token: 'privacy.download.invalid',
    });
  });

  it('erases an address only when staff type it twice, leaving no trace in any table but the tax records without personal details', async () => {
    const mismatch = await shop
      .http()
      .post('/api/admin/privacy/erase')
      .set(auth)
      .send({ email: 'layla.haddad@example.nl', confirm_email: 'layla.hadad@example.nl' })
      .expect(400);
    expect(mismatch.body.fields).toEqual({ confirm_email: 'admin.privacy.confirmMismatch' });
    expect(await tracesOf('layla.haddad@example.nl')).not.toEqual([]);

    const erased = await shop
      .http()
      .post('/api/admin/privacy/erase')
      .set(auth)
      .send({ email: 'layla.haddad@example.nl', confirm_email: 'Layla.Haddad@example.NL' })
      .expect(200);
    const year = new Date().getFullYear();
    expect(erased.body).toEqual({
      orders_deleted: [placed.laylaFailed.friendly_id],
      orders_anonymised: [{ friendly_id: placed.laylaPaid.friendly_id, tax_record_until: `${year + 8}-01-01` }],
      reviews_deleted: 1,
      contact_messages_deleted: 1,
      // The confirmation, the forwarded contact message, the two links.
      emails_deleted: 4,
    });

    for (const trace of LAYLA_TRACES) expect({ trace, found: await tracesOf(trace) }).toEqual({ trace, found: [] });
    for (const mail of mailsIn()) for (const trace of LAYLA_TRACES) expect(JSON.stringify(mail)).not.toContain(trace);

    // The sale stays for the tax records: amounts, items, country, payment.
    const [sale] = await database.query(
      `SELECT o.status, o.total_cents, o.subtotal_cents, o.shipping_cost_cents, o.shipping_address->>'country' AS country,
              to_char(o.tax_record_until, 'YYYY-MM-DD') AS until,
              (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items,
              (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'paid') AS payments
       FROM orders o WHERE o.id = $1`,
      [placed.laylaPaid.id],
    );
    expect(sale).toEqual({
      status: 'paid',
      total_cents: 2995,
      subtotal_cents: 2500,
      shipping_cost_cents: 495,
      country: 'NL',
      until: `${year + 8}-01-01`,
      items: 1,
      payments: 1,
    });
    expect(await database.query(`SELECT 1 FROM orders WHERE id = $1`, [placed.laylaFailed.id])).toEqual([]);

    // The other parent keeps everything.
    const other = (await shop.http().post('/api/admin/privacy/lookup').set(auth).send({ email: OTHER.customer_email }).expect(200)).body;
    expect(other.orders).toHaveLength(1);
    expect(other.orders[0]).toMatchObject({ customer_name: OTHER.customer_name, shipping_address: OTHER.shipping_address });
    expect(other.reviews).toHaveLength(1);
    expect(other.contact_messages).toHaveLength(1);

    // The log keeps what was done and by whom, without the address.
    const log = (await shop.http().get('/api/admin/privacy/requests').set(auth).expect(200)).body;
    expect(log.requests[0]).toMatchObject({ kind: 'erasure', email: null, admin_username: 'admin', outcome: erased.body });
    expect(log.requests.every((request: { email: string | null }) => request.email === null)).toBe(true);
  });

  /** Every text, JSON or array column of every table whose value holds `needle` (any case): "table.column". */
  async function tracesOf(needle: string): Promise<string[]> {
    const columns: { table_name: string; column_name: string }[] = await database.query(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
       WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
       ORDER BY 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [{ n }] = await database.query(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), lower($1)) > 0`,
        [needle],
      );
      if (n > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }
});

describe('the privacy page request is rate limited like the other public forms', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '2' });
  });
  afterAll(() => shop?.close());

  it('answers 429 past the limit per client address', async () => {
    const body = { email: 'someone@example.nl', order_number: 'BK-10001' };
    await shop.http().post('/api/privacy/requests').send(body).expect(202);
    await shop.http().post('/api/privacy/requests').send(body).expect(202);
    const limited = await shop.http().post('/api/privacy/requests').send(body).expect(429);
    expect(limited.body).toMatchObject({ code: 'too_many_requests' });
  });
});
