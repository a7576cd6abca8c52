import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Writable } from 'node:stream';
import { PinoNestLogger, rootLogger } from '../src/platform/logging/logger.js';
import { addBook, addShipping, orderPayload, settleAll } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

const PARENT = {
  customer_name: 'Yasmina Oudkerk-Benali',
  customer_email: 'yasmina.benali@example.nl',
  customer_phone: '+31 6 55501234',
  shipping_address: {
    country: 'NL',
    street_name: 'Goudsbloemstraat',
    building_number: '19',
    apartment_number: '4',
    city: 'Amsterdam',
    postal_code: '1015 JK',
  },
};
const TRACES = ['yasmina.benali@example.nl', 'yasmina.benali%40example.nl', 'Oudkerk', '55501234', 'Goudsbloemstraat'];

describe("the shop's logs hold no email address, phone, name or street", () => {
  const lines: string[] = [];
  let shop: TestApp;

  beforeAll(async () => {
    // The shop's one logger writes here instead of stdout, at every level, and so does Nest's.
    const logger = rootLogger(
      'trace',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    shop = await startTestApp({ LOG_LEVEL: 'trace' });
    Logger.overrideLogger(new PinoNestLogger(logger));
  });
  afterAll(() => shop?.close());

  it('after an order, a contact message, staff searching for the parent and a privacy request', async () => {
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50', stock: '10' });
    const placed = await shop
      .http()
      .post('/api/orders')
      .send(orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95, PARENT))
      .expect(201);
    // A broken order and a broken message are logged as failures, with their request.
    await shop
      .http()
      .post('/api/orders')
      .send({ ...PARENT, items: [] })
      .expect(400);
    const message = {
      full_name: PARENT.customer_name,
      email: PARENT.customer_email,
      subject: 'Bestelling',
      message: 'Mijn adres is Goudsbloemstraat 19',
    };
    await shop.http().post('/api/contact').send(message).expect(201);
    await shop
      .http()
      .post('/api/contact')
      .send({ ...message, subject: '' })
      .expect(400);
    await settleAll(shop);
    // Staff search for the parent by email and by name: the search is in the address line.
    await shop.http().get('/api/admin/orders').query({ q: PARENT.customer_email }).set(auth).expect(200);
    await shop.http().get('/api/admin/reviews').query({ q: 'Oudkerk', page: 1 }).set(auth).expect(200);
    await shop
      .http()
      .get(`/api/orders/${placed.body.process_number}`)
      .set('Referer', `http://shop/?q=${PARENT.customer_email}`)
      .expect(200);
    await shop.http().post('/api/admin/privacy/lookup').set(auth).send({ email: PARENT.customer_email }).expect(200);
    await shop
      .http()
      .post('/api/privacy/requests')
      .send({ email: PARENT.customer_email, order_number: placed.body.friendly_id })
      .expect(202);
    await settleAll(shop);

    const log = lines.join('');
    // The log did record these requests, by path.
    expect(log).toContain('"url":"/api/orders"');
    expect(log).toContain('"url":"/api/admin/orders?q=…"');
    expect(log).toContain('"url":"/api/contact"');
    for (const trace of TRACES)
      expect({ trace, logged: log.toLowerCase().includes(trace.toLowerCase()) }).toEqual({ trace, logged: false });
  });
});
