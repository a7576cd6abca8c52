import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { Metrics } from '../src/platform/metrics/metrics.js';
import { PersonalDataRetention } from '../src/modules/privacy/personal-data-retention.js';
import { addBook, addShipping, orderPayload, settleAll } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The moment every rule is checked at; the data's dates are moved around it. */
const NOW = new Date('2026-06-15T10:00:00Z');
const NOTHING = { unpaid_orders_anonymised: 0, sales_anonymised: 0, contact_messages_deleted: 0, mail_files_deleted: 0 };

describe('retention: personal details kept no longer than the settings say', () => {
  let shop: TestApp;
  let database: DataSource;
  let auth: { Authorization: string };
  let book: { id: string; price: number };
  let retention: PersonalDataRetention;

  beforeAll(async () => {
    shop = await startTestApp();
    database = shop.app.get(DataSource);
    retention = shop.app.get(PersonalDataRetention);
    ({ auth } = await shop.login());
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '100' });
  });
  afterAll(() => shop?.close());

  /** Places an order of two copies (25.00 + 4.95 shipping) and gives it a status and a date. */
  async function order(email: string, status: string, createdAt: string): Promise<string> {
    const body = orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95, {
      customer_email: email,
      customer_name: `Name of ${email}`,
    });
    const placed = await shop.http().post('/api/orders').send(body).expect(201);
    await settleAll(shop);
    await database.query(`UPDATE orders SET status = $2, stock_reserved = false, created_at = $3 WHERE id = $1`, [
      placed.body.id,
      status,
      createdAt,
    ]);
    return placed.body.id;
  }

  const row = async (id: string) =>
    (
      await database.query(
        `SELECT customer_name, customer_email, customer_phone, shipping_address, total_cents, subtotal_cents, shipping_cost_cents,
                to_char(tax_record_until, 'YYYY-MM-DD') AS tax_record_until, personal_data_erased_at IS NOT NULL AS erased,
                (SELECT count(*)::int FROM order_items i WHERE i.order_id = orders.id) AS items
         FROM orders WHERE id = $1`,
        [id],
      )
    )[0];

  const mentions = async (text: string) =>
    (await database.query(`SELECT count(*)::int AS n FROM outbox_events WHERE payload::text LIKE '%' || $1 || '%'`, [text]))[0].n;

  it('anonymises a failed, expired or canceled order 3 months after it was placed, and not a day before; amounts stay', async () => {
    const dayBefore = await order('early@example.nl', 'failed', '2026-03-16T10:00:00Z');
    const after = await Promise.all([
      order('late-failed@example.nl', 'failed', '2026-03-14T10:00:00Z'),
      order('late-expired@example.nl', 'expired', '2026-03-14T10:00:00Z'),
      order('late-canceled@example.nl', 'canceled', '2026-01-01T10:00:00Z'),
    ]);
    const stillPending = await order('pending@example.nl', 'pending', '2026-01-01T10:00:00Z');
    expect(await mentions('late-failed@example.nl')).toBeGreaterThan(0);

    expect(await retention.apply(NOW)).toEqual({ ...NOTHING, unpaid_orders_anonymised: 3 });

    expect(await row(dayBefore)).toMatchObject({ customer_email: 'early@example.nl', erased: false });
    expect(await row(stillPending)).toMatchObject({ customer_email: 'pending@example.nl', erased: false });
    for (const id of after)
      expect(await row(id)).toEqual({
        customer_name: '',
        customer_email: '',
        customer_phone: '',
        shipping_address: { country: 'NL', street_name: '', building_number: '', apartment_number: '', city: '', postal_code: '' },
        total_cents: 2995,
        subtotal_cents: 2500,
        shipping_cost_cents: 495,
        tax_record_until: null,
        erased: true,
        items: 1,
      });
    // The order's events quoted the details: they went with them.
    expect(await mentions('late-failed@example.nl')).toBe(0);
    // Run again: nothing left to do.
    expect(await retention.apply(NOW)).toEqual(NOTHING);
  });

  it('keeps a paid order whole until 7 years after the end of its year, then keeps only amounts, items and country', async () => {
    // Placed in 2018 (Amsterdam time): its records are kept until 1 January 2026.
    const sale = await order('sale-2018@example.nl', 'delivered', '2018-12-31T22:30:00Z');
    // 23:30 on 31 December in Amsterdam is still 2018; 00:30 on 1 January is 2019.
    const nextYear = await order('sale-2019@example.nl', 'paid', '2018-12-31T23:30:00Z');

    expect(await retention.apply(new Date('2025-12-31T22:59:00Z'))).toEqual(NOTHING);
    expect(await row(sale)).toMatchObject({ customer_email: 'sale-2018@example.nl', erased: false });

    expect(await retention.apply(new Date('2025-12-31T23:00:00Z'))).toEqual({ ...NOTHING, sales_anonymised: 1 });
    expect(await row(sale)).toEqual({
      customer_name: '',
      customer_email: '',
      customer_phone: '',
      shipping_address: { country: 'NL', street_name: '', building_number: '', apartment_number: '', city: '', postal_code: '' },
      total_cents: 2995,
      subtotal_cents: 2500,
      shipping_cost_cents: 495,
      tax_record_until: '2026-01-01',
      erased: true,
      items: 1,
    });
    expect(await row(nextYear)).toMatchObject({ customer_email: 'sale-2019@example.nl', erased: false });
    expect(await retention.apply(new Date('2026-06-01T00:00:00Z'))).toEqual(NOTHING);
  });

  it('deletes contact messages after 12 months, and not a day before', async () => {
    const send = async (email: string) =>
      (await shop.http().post('/api/contact').send({ full_name: 'A parent', email, subject: 'Hello', message: 'A question' }).expect(201))
        .body.id;
    const young = await send('young@example.nl');
    const old = await send('old@example.nl');
    await settleAll(shop);
    await database.query(`UPDATE contact_messages SET created_at = '2025-06-16T10:00:00Z' WHERE id = $1`, [young]);
    await database.query(`UPDATE contact_messages SET created_at = '2025-06-14T10:00:00Z' WHERE id = $1`, [old]);

    const outcome = await retention.apply(NOW);
    expect(outcome.contact_messages_deleted).toBe(1);
    const left = await database.query(`SELECT email FROM contact_messages WHERE id = ANY($1)`, [[young, old]]);
    expect(left).toEqual([{ email: 'young@example.nl' }]);
    expect((await retention.apply(NOW)).contact_messages_deleted).toBe(0);
  });

  it("deletes the mail folder's files after 3 months, and not a day before", async () => {
    const mailDir = shop.config.mailDir;
    const written = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
    expect(written.length).toBeGreaterThanOrEqual(2);
    const [oldMail, youngMail, ...rest] = written.map((name) => name.slice(0, -'.eml'.length));
    const setDate = (id: string, date: string) => {
      for (const extension of ['.eml', '.json']) fs.utimesSync(path.join(mailDir, id + extension), new Date(date), new Date(date));
    };
    setDate(oldMail, '2026-03-14T10:00:00Z');
    setDate(youngMail, '2026-03-16T10:00:00Z');
    for (const id of rest) setDate(id, '2026-06-01T10:00:00Z');

    expect((await retention.apply(NOW)).mail_files_deleted).toBe(1);
    const left = fs.readdirSync(mailDir);
    expect(left).not.toContain(`${oldMail}.eml`);
    expect(left).not.toContain(`${oldMail}.json`);
    expect(left).toEqual(expect.arrayContaining([`${youngMail}.eml`, `${youngMail}.json`]));
    expect((await retention.apply(NOW)).mail_files_deleted).toBe(0);
  });

  it('reads the periods from the settings, which the public settings show and staff change within bounds', async () => {
    const shown = (await shop.http().get('/api/settings').expect(200)).body;
    expect(shown).toMatchObject({
      retention_unpaid_orders_months: 3,
      retention_contact_messages_months: 12,
      retention_mail_files_months: 3,
      retention_tax_records_years: 7,
    });
    const base = { currency: 'EUR', admin_email: 'owner@bookshop.test' };
    const refused = await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...base, retention_tax_records_years: 6 })
      .expect(400);
    expect(refused.body.fields).toEqual({ retention_tax_records_years: 'admin.settings.retentionInvalid' });
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...base, retention_unpaid_orders_months: 1.5 })
      .expect(400);
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...base, retention_unpaid_orders_months: 1 })
      .expect(200);
    expect((await shop.http().get('/api/settings').expect(200)).body.retention_unpaid_orders_months).toBe(1);

    const recent = await order('one-month@example.nl', 'canceled', '2026-05-14T10:00:00Z');
    // This one, and the first test's order placed a day short of three months.
    expect((await retention.apply(NOW)).unpaid_orders_anonymised).toBe(2);
    expect(await row(recent)).toMatchObject({ customer_email: '', erased: true });
  });

  it('counts what it did in the metrics, and runs as a background task', async () => {
    const text = await shop.app.get(Metrics).registry.metrics();
    expect(text).toMatch(/bookshop_retention_items_total\{kind="unpaid_orders_anonymised"\} [1-9]/);
    expect(text).toMatch(/bookshop_retention_items_total\{kind="sales_anonymised"\} 1/);
    expect(text).toContain('bookshop_background_runs_total{task="personal-data-retention",outcome="done"}');
  });
});
