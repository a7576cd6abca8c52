import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { formatShopDateTime, withdrawalEndsAt } from '@bookshop/contracts/withdrawals';
import { localProvider } from './payment-providers.js';
import { addBook, historyOf, orderPayload, paymentIdOf, settleAll } from './shop-checkout.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface WithdrawalState {
  can_withdraw: boolean;
  period_ends_at: string | null;
  return_address: string[];
  withdrawal: null | {
    id: string;
    received_at: string;
    refund_due_at: string;
    status: string;
    items: { order_item_id: string; quantity: number; amount: number; title_nl: string }[];
    books_amount: number;
    shipping_amount: number;
    refund_amount: number;
  };
}

describe('the withdrawal right', () => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  let auth: { Authorization: string };
  let cat: { id: string };
  let dog: { id: string };
  let clockFile: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-clock-')), 'offset');
    shop = await startTestApp({ SMTP_URL: smtp.url, SHOP_CLOCK_OFFSET_FILE: clockFile }, { listen: true });
    ({ auth } = await shop.login());
    // NL ships in 1 to 3 days for €4.95, free from €30.
    await shop
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({
        country_code: 'NL',
        country_name: 'Nederland',
        shipping_cost: 4.95,
        shipping_threshold: 30,
        delivery_days_min: 1,
        delivery_days_max: 3,
      })
      .expect(201);
    cat = await addBook(shop, auth, { price: '8.50', title_nl: 'Het katje', stock: '1000' });
    dog = await addBook(shop, auth, { price: '6.00', title_nl: 'Het hondje', stock: '1000' });
  });
  beforeEach(() => {
    smtp.clear();
    moveClock(0);
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });

  /** Runs the shop's clock `ms` ahead of the machine's. */
  function moveClock(ms: number) {
    fs.writeFileSync(clockFile, String(Math.round(ms)));
  }
  /** Puts the shop's clock at `instant`. */
  const clockAt = (instant: Date) => moveClock(instant.getTime() - Date.now());

  /** 2 × cat (€17.00) + 1 × dog (€6.00) + shipping €4.95 = €27.95, paid in Dutch; its confirmation is left behind. */
  async function paidOrder(email = 'huda@example.nl') {
    const placed = (
      await shop
        .http()
        .post('/api/orders')
        .send(
          orderPayload(
            [
              { book_id: cat.id, quantity: 2, unit_price: 8.5 },
              { book_id: dog.id, quantity: 1, unit_price: 6 },
            ],
            27.95,
            { language: 'nl', customer_email: email },
          ),
        )
        .expect(201)
    ).body as { id: string; friendly_id: string; process_number: string };
    await localProvider.decide(shop, await paymentIdOf(shop, placed.id), 'paid');
    await settleAll(shop);
    await smtp.waitFor(1);
    smtp.clear();
    const order = (await shop.http().get(`/api/orders/${placed.process_number}`).expect(200)).body as {
      items: { id: string; title_nl: string }[];
    };
    return { ...placed, items: order.items };
  }
  const setStatus = (orderId: string, status: string) =>
    shop.http().put(`/api/admin/orders/${orderId}/status`).set(auth).send({ status }).expect(200);
  const stateOf = async (processNumber: string) =>
    (await shop.http().get(`/api/orders/${processNumber}/withdrawal`).expect(200)).body as WithdrawalState;
  const withdraw = (processNumber: string, body: object = {}) => shop.http().post(`/api/orders/${processNumber}/withdrawal`).send(body);
  const deliveredAt = async (orderId: string) =>
    (await shop.app.get(DataSource).query('SELECT delivered_at FROM orders WHERE id = $1', [orderId]))[0].delivered_at as Date;
  const acknowledgements = () => smtp.messages.filter((mail) => /herroeping/i.test(mail.subject));
  async function waitForAcknowledgement() {
    while (acknowledgements().length === 0) await smtp.waitFor(smtp.messages.length + 1);
  }

  it('from payment the parent withdraws the books chosen: acknowledged once by email with the date and time; a second confirmation changes nothing', async () => {
    const order = await paidOrder();
    expect(await stateOf(order.process_number)).toMatchObject({ can_withdraw: true, period_ends_at: null, withdrawal: null });
    await setStatus(order.id, 'delivered');
    await settleAll(shop);
    await smtp.waitFor(1);
    smtp.clear();
    const delivered = await deliveredAt(order.id);
    expect((await stateOf(order.process_number)).period_ends_at).toBe(withdrawalEndsAt(delivered).toISOString());

    const catLine = order.items.find((item) => item.title_nl === 'Het katje')!;
    const first = (await withdraw(order.process_number, { items: [{ order_item_id: catLine.id, quantity: 1 }] }).expect(201))
      .body as WithdrawalState;
    expect(first.can_withdraw).toBe(false);
    expect(first.withdrawal).toMatchObject({
      status: 'received',
      items: [{ order_item_id: catLine.id, quantity: 1, amount: 8.5, title_nl: 'Het katje' }],
      books_amount: 8.5,
      shipping_amount: 4.95,
      refund_amount: 13.45,
    });
    const received = new Date(first.withdrawal!.received_at);
    expect(Math.abs(received.getTime() - Date.now())).toBeLessThan(60_000);
    expect(new Date(first.withdrawal!.refund_due_at).getTime() - received.getTime()).toBe(14 * DAY_MS);

    await settleAll(shop);
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe(`We hebben je herroeping van bestelling ${order.friendly_id} ontvangen`);
    expect(mail.text).toContain(`ontvangen op ${formatShopDateTime(received, 'nl')}`);
    expect(mail.text).toContain('1 × Het katje');
    expect(mail.text).not.toContain('Het hondje');
    expect(mail.text).toContain('Rotterdam\ninfo@kinderboekwinkel.nl');
    expect(mail.text).toMatch(/€\s13,45 terug/);

    // Again, even naming other books: the first withdrawal stands, nothing is stored or sent again.
    const second = (await withdraw(order.process_number).expect(200)).body as WithdrawalState;
    expect(second.withdrawal).toEqual(first.withdrawal);
    await settleAll(shop);
    expect(acknowledgements()).toHaveLength(1);
    expect(await shop.app.get(DataSource).query('SELECT count(*)::int AS n FROM withdrawals WHERE order_id = $1', [order.id])).toEqual([
      { n: 1 },
    ]);
    const history = await historyOf(shop, auth, order.id);
    expect(history.filter((line) => line.action_type === 'withdrawal')).toEqual([
      expect.objectContaining({
        new_value: 'received',
        details: expect.objectContaining({ kind: 'withdrawal_received', copies: 1, amount: 13.45 }),
      }),
    ]);
  });

  it('the period ends at midnight after the 14th day following delivery, on the shop clock', async () => {
    const order = await paidOrder();
    await setStatus(order.id, 'delivered');
    const ends = withdrawalEndsAt(await deliveredAt(order.id));

    clockAt(new Date(ends.getTime() - 60_000));
    expect((await stateOf(order.process_number)).can_withdraw).toBe(true);

    clockAt(new Date(ends.getTime() + 1_000));
    expect((await stateOf(order.process_number)).can_withdraw).toBe(false);
    const refused = await withdraw(order.process_number).expect(409);
    expect(refused.body.code).toBe('withdrawal_period_over');
    await settleAll(shop);
    expect(acknowledgements()).toHaveLength(0);
  });

  it('without a delivery date, the books arrive the day sent plus the longest delivery time of the country (3 days to NL)', async () => {
    const order = await paidOrder();
    await setStatus(order.id, 'sent');
    const [{ sent_at }] = await shop.app.get(DataSource).query('SELECT sent_at FROM orders WHERE id = $1', [order.id]);
    const expected = withdrawalEndsAt(new Date((sent_at as Date).getTime() + 3 * DAY_MS));
    expect((await stateOf(order.process_number)).period_ends_at).toBe(expected.toISOString());

    clockAt(new Date(expected.getTime() + 1_000));
    expect((await stateOf(order.process_number)).can_withdraw).toBe(false);
  });

  it('not before payment; unknown orders 404; books not of the order, or more copies than ordered, 400 by field', async () => {
    const pending = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: dog.id, quantity: 1, unit_price: 6 }], 10.95))
        .expect(201)
    ).body as { process_number: string };
    expect((await stateOf(pending.process_number)).can_withdraw).toBe(false);
    expect((await withdraw(pending.process_number).expect(409)).body.code).toBe('order_not_paid');
    await withdraw('x'.repeat(32)).expect(404);
    await shop.http().get('/api/orders/nope/withdrawal').expect(404);

    const order = await paidOrder();
    const dogLine = order.items.find((item) => item.title_nl === 'Het hondje')!;
    for (const items of [
      [{ order_item_id: '5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a', quantity: 1 }],
      [{ order_item_id: dogLine.id, quantity: 2 }],
      [
        { order_item_id: dogLine.id, quantity: 1 },
        { order_item_id: dogLine.id, quantity: 1 },
      ],
      [{ order_item_id: dogLine.id, quantity: 0 }],
      'all',
    ]) {
      const refused = await withdraw(order.process_number, { items }).expect(400);
      expect(Object.values(refused.body.fields)).toEqual(['withdrawal.validation.items']);
    }
    expect((await stateOf(order.process_number)).withdrawal).toBeNull();
  });

  it('staff see it with its refund-by date, mark the books back, and refund the withdrawn books plus the standard delivery once', async () => {
    const order = await paidOrder();
    await setStatus(order.id, 'delivered');
    const { withdrawal } = (await withdraw(order.process_number).expect(201)).body as WithdrawalState;
    await settleAll(shop);
    smtp.clear();

    const listed = (await shop.http().get('/api/admin/withdrawals').set(auth).expect(200)).body as Record<string, unknown>[];
    const mine = listed.find((entry) => entry.id === withdrawal!.id)!;
    expect(mine).toMatchObject({
      friendly_id: order.friendly_id,
      status: 'received',
      refund_due_at: withdrawal!.refund_due_at,
      urgency: 'on_time',
      refund_amount: 27.95,
    });
    await shop.http().get('/api/admin/withdrawals').expect(401);

    // Twelve days on, its refund-by date is near: highlighted.
    moveClock(12 * DAY_MS);
    const soon = (await shop.http().get('/api/admin/withdrawals').set(auth).expect(200)).body as { id: string; urgency: string }[];
    expect(soon.find((entry) => entry.id === withdrawal!.id)!.urgency).toBe('due_soon');

    const back = await shop.http().post(`/api/admin/withdrawals/${withdrawal!.id}/books-back`).set(auth).expect(200);
    expect(back.body).toMatchObject({ status: 'books_back', books_back_at: expect.any(String) });

    const refunded = await shop.http().post(`/api/admin/withdrawals/${withdrawal!.id}/refund`).set(auth).expect(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', urgency: 'done', refunded_at: expect.any(String) });
    const rows = await shop.app.get(DataSource).query('SELECT amount_cents, reason FROM refunds WHERE order_id = $1', [order.id]);
    expect(rows).toEqual([{ amount_cents: 2795, reason: `Herroeping van de overeenkomst ${order.friendly_id}` }]);
    const again = await shop.http().post(`/api/admin/withdrawals/${withdrawal!.id}/refund`).set(auth).expect(409);
    expect(again.body.code).toBe('withdrawal_refunded');

    await settleAll(shop);
    const refundMails = smtp.messages.filter((mail) => /terugbetaling/i.test(mail.subject));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0].text).toMatch(/We hebben €\s27,95 van je bestelling/);
    const history = await historyOf(shop, auth, order.id);
    expect(history.map((line) => [line.action_type, line.new_value])).toEqual(
      expect.arrayContaining([
        ['withdrawal', 'received'],
        ['withdrawal', 'books_back'],
        ['refund', 'pending'],
      ]),
    );
    await shop.http().post('/api/admin/withdrawals/not-a-uuid/refund').set(auth).expect(404);
  });

  it("once staff filled in the shop's company details, the books go to its geographic address, on the page and in the email", async () => {
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({
        currency: 'EUR',
        admin_email: 'owner@bookshop.test',
        company_legal_name: 'Kinderboekwinkel Al-Qamar B.V.',
        company_trading_name: '',
        company_street: 'Witte de Withstraat 12',
        company_postcode: '3012 BP',
        company_city: 'Rotterdam',
        company_country: 'NL',
        company_kvk_number: '12345678',
        company_vat_number: 'NL123456789B01',
      })
      .expect(200);
    const order = await paidOrder('address@example.nl');
    const address = ['Kinderboekwinkel Al-Qamar B.V.', 'Witte de Withstraat 12', '3012 BP Rotterdam', 'Nederland'];
    expect((await stateOf(order.process_number)).return_address).toEqual(address);
    await withdraw(order.process_number).expect(201);
    await settleAll(shop);
    await waitForAcknowledgement();
    expect(acknowledgements()[0].text).toContain(address.join('\n'));
  });

  it('the lookup page answers the same whether or not the order exists, and emails the link only to the order’s own address', async () => {
    const order = await paidOrder('salma@example.nl');
    const answers = await Promise.all(
      [
        { order_number: order.friendly_id.toLowerCase().replace('-', ' '), email: 'SALMA@example.nl' },
        { order_number: order.friendly_id, email: 'someone@example.nl' },
        { order_number: 'BK-99999999', email: 'salma@example.nl' },
        { order_number: 'hello', email: 'salma@example.nl' },
      ].map((body) => shop.http().post('/api/withdrawals/lookup').send(body).expect(202)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body)))).toEqual(new Set([JSON.stringify({ status: 'sent_if_found' })]));
    await settleAll(shop);
    const [mail] = await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    expect(mail.envelope.to).toEqual(['salma@example.nl']);
    expect(mail.text).toContain(`${shop.baseUrl}/order-confirmation/${order.process_number}`);

    const bad = await shop
      .http()
      .post('/api/withdrawals/lookup')
      .send({ order_number: 'x'.repeat(21), email: 'salma@example.nl' })
      .expect(400);
    expect(bad.body.fields).toEqual({ order_number: 'withdrawal.validation.orderNumber' });
    const badEmail = await shop
      .http()
      .post('/api/withdrawals/lookup')
      .send({ order_number: order.friendly_id, email: 'salma' })
      .expect(400);
    expect(badEmail.body.fields).toEqual({ email: 'withdrawal.validation.email' });
  });
});

describe('the withdrawal lookup is rate limited like the other public forms', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '3' });
  });
  afterAll(() => shop?.close());

  it('answers 429 past the limit, for found and unknown orders alike', async () => {
    for (let i = 0; i < 3; i++) {
      await shop
        .http()
        .post('/api/withdrawals/lookup')
        .send({ order_number: `BK-${10001 + i}`, email: 'a@example.nl' })
        .expect(202);
    }
    const limited = await shop.http().post('/api/withdrawals/lookup').send({ order_number: 'BK-10001', email: 'a@example.nl' }).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the shop clock', () => {
  it('is refused in production: a real shop keeps real time', async () => {
    const { loadConfig } = await import('../src/platform/config/app-config.js');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SHOP_CLOCK_OFFSET_FILE: '/tmp/offset',
        JWT_SECRET: 'x'.repeat(32),
        DATABASE_URL: 'postgres://localhost/shop',
        MOLLIE_API_KEY: `test_${'a'.repeat(30)}`,
      }),
    ).toThrow(/SHOP_CLOCK_OFFSET_FILE is for test shops only/);
  });
});
