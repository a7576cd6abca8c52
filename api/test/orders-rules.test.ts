import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addBook, addShipping, decideOnCheckoutPage, orderCount, orderPayload, paymentIdOf, settleAll, stockOf } from './shop-checkout.js';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture.js';
import { localProvider, mollieProvider } from './payment-providers.js';
import { startTestApp, type TestApp } from './test-app.js';

const EU_ONLY = 'We currently only deliver to EU countries. We will add your country to our shipping destinations soon!';

describe('placing an order: the rules the server enforces (POST /api/orders)', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let book: { id: string; price: number };

  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
    ({ auth } = await shop.login());
    await addShipping(shop, auth); // NL: 4.95, free from 30
    book = await addBook(shop, auth, { price: '12.50', stock: '100' });
  });
  afterAll(() => shop?.close());

  /** One copy to NL: 12.50 + 4.95 shipping = 17.45. */
  const oneCopy = (overrides: Record<string, unknown> = {}, total = 17.45) =>
    orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], total, overrides);
  const post = (body: object) => shop.http().post('/api/orders').send(body);

  describe('prices', () => {
    it('refuses a tampered total with the current prices and creates nothing; the exact total passes', async () => {
      const ordersBefore = await orderCount(shop);
      const stockBefore = await stockOf(shop, book.id);

      // The client claims the book costs 1.00.
      const tampered = await post(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 1 }], 5.95)).expect(409);
      expect(tampered.body).toMatchObject({
        statusCode: 409,
        code: 'price_changed',
        items: [{ book_id: book.id, quantity: 1, unit_price: 12.5, total_price: 12.5 }],
        subtotal: 12.5,
        shipping_cost: 4.95,
        total_amount: 17.45,
      });
      // A cent too much, or a bit more than half a cent too little, is a different total too.
      expect((await post(oneCopy({}, 17.46)).expect(409)).body).toMatchObject({ code: 'price_changed', total_amount: 17.45 });
      expect((await post(oneCopy({}, 17.444)).expect(409)).body).toMatchObject({ code: 'price_changed', total_amount: 17.45 });
      // Free shipping from 30: a client that still adds 4.95 to 37.50 is told the real total.
      const three = orderPayload([{ book_id: book.id, quantity: 3, unit_price: 12.5 }], 42.45);
      expect((await post(three).expect(409)).body).toMatchObject({
        code: 'price_changed',
        shipping_cost: 0,
        total_amount: 37.5,
        items: [{ book_id: book.id, quantity: 3, unit_price: 12.5, total_price: 37.5 }],
      });

      expect(await orderCount(shop)).toBe(ordersBefore);
      expect(await stockOf(shop, book.id)).toBe(stockBefore);

      const placed = await post(oneCopy()).expect(201);
      expect(placed.body).toEqual({
        id: expect.any(String),
        friendly_id: expect.stringMatching(/^BK-\d+$/),
        process_number: expect.stringMatching(/^[\w-]{32,}$/),
        total_amount: 17.45,
        payment_url: expect.stringContaining('/__mollie/checkout/tr_'),
      });
      expect(await orderCount(shop)).toBe(ordersBefore + 1);
      expect(await stockOf(shop, book.id)).toBe(stockBefore! - 1);
      const page = (await shop.http().get(`/api/orders/${placed.body.process_number}`).expect(200)).body;
      expect(page).toMatchObject({
        status: 'pending',
        subtotal: 12.5,
        shipping_cost: 4.95,
        total_amount: 17.45,
        items: [{ book_id: book.id, quantity: 1, unit_price: 12.5, total_price: 12.5 }],
      });
    });
  });

  describe('countries', () => {
    it.each(['US', 'TR', 'GB', 'ch'])(
      'refuses delivery to %s (outside the EU) with the EU-only message, creating nothing',
      async (country) => {
        const ordersBefore = await orderCount(shop);
        const stockBefore = await stockOf(shop, book.id);
        const response = await post(oneCopy({ shipping_address: { ...oneCopy().shipping_address, country } })).expect(422);
        expect(response.body).toMatchObject({ statusCode: 422, code: 'country_not_supported', message: EU_ONLY });
        expect(await orderCount(shop)).toBe(ordersBefore);
        expect(await stockOf(shop, book.id)).toBe(stockBefore);
      },
    );

    it('charges an EU country without a shipping config (BE) the default: 6.95, free from 30', async () => {
      const address = { ...oneCopy().shipping_address, country: 'BE', city: 'Brussel', postal_code: '1000' };
      // Not free, and not the NL cost either: the EU default applies to Belgium.
      expect((await post(oneCopy({ shipping_address: address }, 12.5)).expect(409)).body).toMatchObject({
        code: 'price_changed',
        shipping_cost: 6.95,
        total_amount: 19.45,
      });
      const placed = await post(oneCopy({ shipping_address: address }, 19.45)).expect(201);
      const page = (await shop.http().get(`/api/orders/${placed.body.process_number}`).expect(200)).body;
      expect(page).toMatchObject({
        shipping_cost: 6.95,
        subtotal: 12.5,
        total_amount: 19.45,
        shipping_address: { country: 'BE', city: 'Brussel', postal_code: '1000' },
      });

      // Three copies (37.50) reach the default threshold of 30 and ship free.
      const threeCopies = orderPayload([{ book_id: book.id, quantity: 3, unit_price: 12.5 }], 37.5, { shipping_address: address });
      const free = await post(threeCopies).expect(201);
      expect(free.body.total_amount).toBe(37.5);
    });

    it('charges what staff set as the default once they change it', async () => {
      const address = { ...oneCopy().shipping_address, country: 'FR', city: 'Paris', postal_code: '75001' };
      await shop
        .http()
        .put('/api/settings/default-shipping')
        .set(auth)
        .send({ default_shipping_cost: 8, default_shipping_threshold: 50 })
        .expect(200);
      try {
        // 37.50 is under the new threshold of 50: 8.00 is added.
        const threeCopies = (total: number) =>
          orderPayload([{ book_id: book.id, quantity: 3, unit_price: 12.5 }], total, { shipping_address: address });
        expect((await post(threeCopies(37.5)).expect(409)).body).toMatchObject({ shipping_cost: 8, total_amount: 45.5 });
        await post(threeCopies(45.5)).expect(201);
        // NL keeps its own config.
        await post(oneCopy()).expect(201);
      } finally {
        await shop
          .http()
          .put('/api/settings/default-shipping')
          .set(auth)
          .send({ default_shipping_cost: 6.95, default_shipping_threshold: 30 })
          .expect(200);
      }
    });
  });

  describe('validation', () => {
    // The table is built before any book exists: the address comes from a payload without items.
    const baseAddress = orderPayload([], 0).shipping_address as Record<string, unknown>;
    const address = (changes: Record<string, unknown>) => ({ shipping_address: { ...baseAddress, ...changes } });
    const without = (name: string) => {
      const { [name]: _dropped, ...rest } = baseAddress;
      return { shipping_address: rest };
    };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a blank name', { customer_name: '   ' }, 'customer_name', 'cart.validation.name'],
      ['no name', { customer_name: undefined }, 'customer_name', 'cart.validation.name'],
      ['an email without a domain', { customer_email: 'mariam@' }, 'customer_email', 'cart.validation.email'],
      ['an email with a space', { customer_email: 'mariam haddad@example.nl' }, 'customer_email', 'cart.validation.email'],
      ['no email', { customer_email: undefined }, 'customer_email', 'cart.validation.email'],
      ['no phone', { customer_phone: undefined }, 'customer_phone', 'cart.validation.phone'],
      ['an empty phone', { customer_phone: '' }, 'customer_phone', 'cart.validation.phone'],
      ['a dial code without a number', { customer_phone: '+31 ' }, 'customer_phone', 'cart.validation.phone'],
      ['a phone without its dial code', { customer_phone: '612345678' }, 'customer_phone', 'cart.validation.countryCode'],
      ['a phone with letters', { customer_phone: '+31 6 1234 abcd' }, 'customer_phone', 'cart.validation.phone'],
      // 6 digits with the dial code's, but the checkout asks for 6 in the number itself.
      ['a number of 5 digits after its dial code', { customer_phone: '+31 6 1234' }, 'customer_phone', 'cart.validation.phone'],
      ['no country', without('country'), 'shipping_address.country', 'cart.validation.country'],
      ['an empty country', address({ country: '' }), 'shipping_address.country', 'cart.validation.country'],
      ['no street', without('street_name'), 'shipping_address.street_name', 'cart.validation.streetName'],
      ['a blank street', address({ street_name: '  ' }), 'shipping_address.street_name', 'cart.validation.streetName'],
      ['no apartment number', without('apartment_number'), 'shipping_address.apartment_number', 'cart.validation.apartmentNumber'],
      ['no city', without('city'), 'shipping_address.city', 'cart.validation.city'],
      ['a blank city', address({ city: ' ' }), 'shipping_address.city', 'cart.validation.city'],
      ['no postal code', without('postal_code'), 'shipping_address.postal_code', 'cart.validation.postalCode'],
      ['an empty postal code', address({ postal_code: '' }), 'shipping_address.postal_code', 'cart.validation.postalCode'],
      [
        'a postal code with invalid characters',
        address({ postal_code: '1012#AB' }),
        'shipping_address.postal_code',
        'cart.validation.postalCodeFormat',
      ],
      [
        'a postal code with a slash',
        address({ postal_code: '1234/567' }),
        'shipping_address.postal_code',
        'cart.validation.postalCodeFormat',
      ],
      ['an empty cart', { items: [] }, 'items', 'cart.empty'],
      ['no items at all', { items: undefined }, 'items', 'cart.empty'],
      ['an address that is not an object', { shipping_address: 'NL' }, 'shipping_address', 'cart.validation.country'],
      ['an item that is not an object', { items: ['book'] }, 'items.0', 'cart.validation.item'],
      [
        'an item whose book id is not an id',
        { items: [{ book_id: 'book-1', quantity: 1, unit_price: 12.5, total_price: 12.5 }] },
        'items.0.book_id',
        'cart.validation.item',
      ],
      [
        'a quantity of 0',
        { items: [{ book_id: 'x', quantity: 0, unit_price: 12.5, total_price: 0 }] },
        'items.0.quantity',
        'cart.validation.quantity',
      ],
    ];

    it.each(cases)('answers 400 for %s, naming the field and its message key, and creates nothing', async (_label, changes, field, key) => {
      const ordersBefore = await orderCount(shop);
      const body = { ...oneCopy(), ...changes };
      if (Array.isArray(body.items) && body.items[0]?.book_id === 'x') body.items = [{ ...body.items[0], book_id: book.id }];
      const response = await post(body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'validation_failed', message: expect.stringContaining(field) });
      expect(response.body.fields).toEqual({ [field]: key });
      expect(await orderCount(shop)).toBe(ordersBefore);
    });

    it('answers 400 when the shipping address is missing altogether', async () => {
      const { shipping_address: _dropped, ...rest } = oneCopy();
      const response = await post(rest).expect(400);
      expect(response.body.fields).toEqual({ shipping_address: 'cart.validation.country' });
    });

    it.each(['1012 AB', '1012AB', '1234-567', '10115', 'D02 X285'])('accepts the postal code %s', async (postalCode) => {
      await post(oneCopy(address({ postal_code: postalCode }))).expect(201);
    });

    it.each(['+49 30 1234567', '+31 (0)6-1234 5678', '+1 212 555 0100'])('accepts the phone number %s', async (phone) => {
      await post(oneCopy({ customer_phone: phone })).expect(201);
    });

    it('does not require a building number', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [without('building_number'), ''],
        [address({ building_number: '' }), ''],
        [address({ building_number: null }), ''],
        [address({ building_number: ' 12a ' }), '12a'],
        [address({ building_number: 12 }), '12'],
      ];
      for (const [changes, stored] of cases) {
        const placed = await post(oneCopy(changes)).expect(201);
        const page = (await shop.http().get(`/api/orders/${placed.body.process_number}`).expect(200)).body;
        expect(page.shipping_address).toEqual({
          country: 'NL',
          street_name: 'Damrak',
          building_number: stored,
          apartment_number: '3B',
          city: 'Amsterdam',
          postal_code: '1012 AB',
        });
      }
    });

    it('takes Arabic when no language is given, and refuses an unknown one', async () => {
      for (const language of [undefined, null]) {
        const placed = await post(oneCopy({ language })).expect(201);
        expect((await shop.http().get(`/api/orders/${placed.body.process_number}`).expect(200)).body.language).toBe('ar');
      }
      const placed = await post(oneCopy({ language: 'nl' })).expect(201);
      expect((await shop.http().get(`/api/orders/${placed.body.process_number}`).expect(200)).body.language).toBe('nl');
      expect((await post(oneCopy({ language: 'fr' })).expect(400)).body.fields).toEqual({ language: 'cart.validation.language' });
    });

    it('refuses a book the shop does not sell (422), and a quantity of 0 (400)', async () => {
      const ordersBefore = await orderCount(shop);
      const unknown = randomUUID();
      const response = await post(orderPayload([{ book_id: unknown, quantity: 1, unit_price: 12.5 }], 17.45)).expect(422);
      expect(response.body).toMatchObject({ statusCode: 422, code: 'book_not_found', book_ids: [unknown] });
      // Even next to a book that exists.
      const mixed = orderPayload(
        [
          { book_id: book.id, quantity: 1, unit_price: 12.5 },
          { book_id: unknown, quantity: 1, unit_price: 12.5 },
        ],
        29.95,
      );
      expect((await post(mixed).expect(422)).body).toMatchObject({ code: 'book_not_found', book_ids: [unknown] });
      const none = await post(orderPayload([{ book_id: book.id, quantity: 0, unit_price: 12.5 }], 4.95)).expect(400);
      expect(none.body.fields).toEqual({ 'items.0.quantity': 'cart.validation.quantity' });
      await post(orderPayload([{ book_id: book.id, quantity: -1, unit_price: 12.5 }], 4.95)).expect(400);
      expect(await orderCount(shop)).toBe(ordersBefore);
    });
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the first answer and places one order', async () => {
      const key = `checkout-${randomUUID()}`;
      const body = oneCopy({ customer_email: `retry-${key}@example.nl` });
      const stockBefore = await stockOf(shop, book.id);
      const first = await shop.http().post('/api/orders').set('Idempotency-Key', key).send(body).expect(201);
      const second = await shop.http().post('/api/orders').set('Idempotency-Key', key).send(body).expect(201);
      expect(second.body).toEqual(first.body);
      const rows = await shop.app.get(DataSource).query('SELECT id FROM orders WHERE customer_email = $1', [body.customer_email]);
      expect(rows).toEqual([{ id: first.body.id }]);
      expect(await stockOf(shop, book.id)).toBe(stockBefore! - 1);
    });

    it('refuses the same key with another body (422) and a malformed key (400)', async () => {
      const key = `checkout-${randomUUID()}`;
      await shop.http().post('/api/orders').set('Idempotency-Key', key).send(oneCopy()).expect(201);
      const ordersBefore = await orderCount(shop);
      const reused = await shop
        .http()
        .post('/api/orders')
        .set('Idempotency-Key', key)
        .send(oneCopy({ customer_name: 'Someone Else' }))
        .expect(422);
      expect(reused.body).toMatchObject({ statusCode: 422, code: 'idempotency_key_reused' });
      const malformed = await shop.http().post('/api/orders').set('Idempotency-Key', 'not a key!').send(oneCopy()).expect(400);
      expect(malformed.body).toMatchObject({ statusCode: 400, code: 'invalid_idempotency_key' });
      await shop.http().post('/api/orders').set('Idempotency-Key', 'short').send(oneCopy()).expect(400);
      expect(await orderCount(shop)).toBe(ordersBefore);
    });

    it('lets a client retry with the same key after a refused request', async () => {
      const key = `checkout-${randomUUID()}`;
      await shop.http().post('/api/orders').set('Idempotency-Key', key).send(oneCopy({}, 1)).expect(409);
      await shop.http().post('/api/orders').set('Idempotency-Key', key).send(oneCopy()).expect(201);
    });
  });

  it('a refused order says how many copies of each short book are left, so the cart can shrink to them', async () => {
    const few = await addBook(shop, auth, { price: '10', stock: '3', title_en: 'Only Three' });
    const none = await addBook(shop, auth, { price: '10', stock: '0', title_en: 'None Left' });
    const payload = orderPayload(
      [
        { book_id: few.id, quantity: 5, unit_price: 10 },
        { book_id: none.id, quantity: 1, unit_price: 10 },
      ],
      60,
    );
    const refused = await shop.http().post('/api/orders').send(payload).expect(409);
    expect(refused.body.code).toBe('out_of_stock');
    expect(refused.body.available).toEqual(
      expect.arrayContaining([
        { book_id: few.id, stock: 3 },
        { book_id: none.id, stock: 0 },
      ]),
    );
    expect(refused.body.available).toHaveLength(2);
    expect(await stockOf(shop, few.id)).toBe(3);
  });

  describe('stock under concurrent checkouts', () => {
    it('sells exactly the 10 copies left to 50 parents checking out at once', async () => {
      const scarce = await addBook(shop, auth, { price: '40', stock: '10', title_en: 'The Last Ten' });
      const payload = orderPayload([{ book_id: scarce.id, quantity: 1, unit_price: 40 }], 40);
      const responses = await Promise.all(Array.from({ length: 50 }, () => shop.http().post('/api/orders').send(payload)));

      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      for (const refused of responses.filter((response) => response.status === 409)) {
        expect(refused.body).toMatchObject({ code: 'out_of_stock', book_ids: [scarce.id] });
      }
      expect(await stockOf(shop, scarce.id)).toBe(0);
      const [{ orders }] = await shop.app
        .get(DataSource)
        .query('SELECT count(DISTINCT order_id)::int AS orders FROM order_items WHERE book_id = $1', [scarce.id]);
      expect(orders).toBe(10);
      expect((await shop.http().get(`/api/books/${scarce.id}`).expect(200)).body).toMatchObject({ stock: 0, in_stock: false });
      // And the next parent is told so too.
      expect((await shop.http().post('/api/orders').send(payload).expect(409)).body).toMatchObject({
        code: 'out_of_stock',
        book_ids: [scarce.id],
      });
    });
  });
});

describe('resending the order confirmation (POST /api/emails/send)', () => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  let book: { id: string };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startTestApp({ SMTP_URL: smtp.url }, { listen: true });
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '20' });
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });

  async function placeOrder(email: string) {
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45, { customer_email: email, language: 'en' }))
        .expect(201)
    ).body;
    return order as { id: string; process_number: string; friendly_id: string };
  }
  const resend = (orderId: string, extra: Record<string, unknown> = {}) =>
    shop
      .http()
      .post('/api/emails/send')
      .send({
        order_id: orderId,
        template_name: 'order_confirmation',
        variables: { customer_name: 'Mariam Haddad', process_number: 'whatever' },
        language: 'en',
        ...extra,
      });
  const moveLastResendBack = (orderId: string, seconds: number) =>
    shop.app
      .get(DataSource)
      .query(`UPDATE orders SET last_confirmation_resend_at = last_confirmation_resend_at - make_interval(secs => $2) WHERE id = $1`, [
        orderId,
        seconds,
      ]);

  it('resends only paid orders, at most 3 times with a growing cooldown, always to the order’s own address', async () => {
    const order = await placeOrder('parent@example.nl');
    expect((await resend(order.id).expect(409)).body).toMatchObject({ code: 'order_not_paid' });

    expect(await decideOnCheckoutPage(shop, await paymentIdOf(shop, order.id), 'paid')).toBe(303);
    await settleAll(shop);
    await smtp.waitFor(1);

    // A visitor tries to have it sent elsewhere: the body's recipient is ignored.
    const elsewhere = { customer_email: 'attacker@evil.test', to: 'attacker@evil.test' };
    expect((await resend(order.id, elsewhere).expect(202)).body).toEqual({ resends_left: 2 });

    // 10 + 5 x (resends so far) seconds: 15 s after the first resend, 20 s after the second.
    const cooling = await resend(order.id, elsewhere).expect(429);
    expect(cooling.body).toMatchObject({ statusCode: 429, code: 'resend_cooldown' });
    expect(cooling.body.retry_after).toBeGreaterThanOrEqual(14);
    expect(cooling.body.retry_after).toBeLessThanOrEqual(15);
    await moveLastResendBack(order.id, 11);
    expect((await resend(order.id).expect(429)).body).toMatchObject({ code: 'resend_cooldown' });
    await moveLastResendBack(order.id, 5);
    expect((await resend(order.id, elsewhere).expect(202)).body).toEqual({ resends_left: 1 });

    const longer = await resend(order.id).expect(429);
    expect(longer.body).toMatchObject({ code: 'resend_cooldown' });
    expect(longer.body.retry_after).toBeGreaterThanOrEqual(19);
    expect(longer.body.retry_after).toBeLessThanOrEqual(20);
    await moveLastResendBack(order.id, 16);
    expect((await resend(order.id).expect(429)).body).toMatchObject({ code: 'resend_cooldown' });
    await moveLastResendBack(order.id, 5);
    expect((await resend(order.id, elsewhere).expect(202)).body).toEqual({ resends_left: 0 });

    await moveLastResendBack(order.id, 3600);
    expect((await resend(order.id).expect(429)).body).toMatchObject({ statusCode: 429, code: 'resend_limit' });

    await settleAll(shop);
    const mails = (await smtp.waitFor(4)).filter((mail) => mail.html.includes(order.process_number));
    expect(mails).toHaveLength(4); // the confirmation when paid, and 3 resends
    for (const mail of mails) {
      expect(mail.envelope.to).toEqual(['parent@example.nl']);
      expect(mail.subject).toBe(`Thank you! Your order ${order.friendly_id} is confirmed`);
    }
    expect(smtp.messages.filter((mail) => mail.raw.includes('evil.test'))).toEqual([]);
  });

  it('allows only the confirmation template', async () => {
    const order = await placeOrder('template@example.nl');
    for (const template_name of ['order_sent', 'contact_message', '']) {
      const response = await resend(order.id, { template_name }).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'template_not_allowed' });
    }
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await resend(randomUUID()).expect(404)).body).toMatchObject({ code: 'order_not_found' });
    await resend('not-an-order').expect(400);
  });
});

describe.each([localProvider, mollieProvider()])('the confirmation email, paid with $name', (provider) => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  let book: { id: string };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startTestApp({ ...(await provider.start()), SMTP_URL: smtp.url }, { listen: true });
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '20' });
  });
  beforeEach(() => smtp.clear());
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
    await provider.stop();
  });

  const webhook = (id: string) => shop.http().post('/api/payments/webhook').type('form').send({ id }).expect(200);

  async function payOrder(language: string, email: string) {
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95, { language, customer_email: email }))
        .expect(201)
    ).body;
    const paymentId = await paymentIdOf(shop, order.id);
    await settleAll(shop);
    expect(smtp.messages).toEqual([]); // nothing is mailed before the payment
    await provider.decide(shop, paymentId, 'paid');
    await settleAll(shop);
    return { ...order, paymentId } as { id: string; friendly_id: string; process_number: string; paymentId: string };
  }
  const mailsTo = (email: string): CapturedMail[] => smtp.messages.filter((mail) => mail.envelope.to.includes(email));

  it('mails one Arabic confirmation with the process number, and nothing more for a repeated webhook', async () => {
    const order = await payOrder('ar', 'layla@example.nl');
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.envelope.to).toEqual(['layla@example.nl']);
    expect(mail.subject).toBe(`شكرًا لك! تم تأكيد طلبك ${order.friendly_id}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain(order.process_number);
    expect(mail.text).toContain(order.process_number);
    expect(mail.html).toContain('€29.95');

    await webhook(order.paymentId);
    await webhook(order.paymentId);
    await settleAll(shop);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('layla@example.nl')).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('mails the confirmation in English for an English order', async () => {
    const order = await payOrder('en', 'emma@example.nl');
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.envelope.to).toEqual(['emma@example.nl']);
    expect(mail.subject).toBe(`Thank you! Your order ${order.friendly_id} is confirmed`);
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.html).toContain(order.process_number);
    expect(mail.text).toContain('Dear Mariam Haddad');
  });
});
