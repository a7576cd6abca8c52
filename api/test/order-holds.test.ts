import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PendingOrdersSweeper } from '../src/modules/orders/pending-orders.sweeper.js';
import { LocalPaymentGateway } from '../src/modules/payments/local-payment.gateway.js';
import { MolliePaymentGateway } from '../src/modules/payments/mollie-payment.gateway.js';
import { PaymentGateway, type CreatePaymentInput } from '../src/modules/payments/payment-gateway.js';
import { startMollieDoubleHttps, type MollieDoubleHttps } from './mollie-double/https-server.js';
import { localProvider, mollieProvider } from './payment-providers.js';
import { addBook, addShipping, historyOf, orderPayload, paymentIdOf, settle, stockOf } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';
import { until } from './until.js';

/** 3 seconds: the sweeper then runs every second, so holds end on their own during the test. */
const HOLD_MINUTES = '0.05';
const HOLD_MS = 3_000;

describe.each([localProvider, mollieProvider()])('stock holds that end, paid with $name', (provider) => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let book: { id: string };

  beforeAll(async () => {
    shop = await startTestApp({ ...(await provider.start()), ORDER_HOLD_MINUTES: HOLD_MINUTES }, { listen: true });
    ({ auth } = await shop.login());
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '3' });
  });
  afterAll(async () => {
    await shop?.close();
    await provider.stop();
  });

  const db = () => shop.app.get(DataSource);
  const place = async (quantity: number, email = 'mariam@example.nl') => {
    const total = Math.round((12.5 * quantity + (12.5 * quantity >= 30 ? 0 : 4.95)) * 100) / 100;
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity, unit_price: 12.5 }], total, { customer_email: email }))
        .expect(201)
    ).body;
    return { ...order, payment_id: await paymentIdOf(shop, order.id) } as { id: string; process_number: string; payment_id: string };
  };
  const adminOrder = async (id: string) => (await shop.http().get(`/api/admin/orders/${id}`).set(auth).expect(200)).body;
  const customerPage = async (order: { process_number: string }) =>
    (await shop.http().get(`/api/orders/${order.process_number}`).expect(200)).body;
  const statusOf = async (id: string) => (await db().query('SELECT status FROM orders WHERE id = $1', [id]))[0].status as string;
  /** Waits for the sweeper's own timer, as a shop running workers does. */
  async function waitForStatus(id: string, status: string) {
    await until(`order ${id} is ${status}`, async () => (await statusOf(id)) === status, { timeoutMs: HOLD_MS + 60_000, everyMs: 200 });
    await settle(shop);
  }
  const setStock = (stock: number) => db().query('UPDATE books SET stock = $2 WHERE id = $1', [book.id, stock]);

  it('expires an unpaid bank transfer when its hold ends: books back on sale, payment canceled at the provider, history says why', async () => {
    await setStock(3);
    const order = await place(2);
    expect(await stockOf(shop, book.id)).toBe(1);
    const [{ hold_ends_at, created_at }] = await db().query('SELECT hold_ends_at, created_at FROM orders WHERE id = $1', [order.id]);
    expect(hold_ends_at.getTime() - created_at.getTime()).toBeGreaterThan(HOLD_MS - 1_000);
    expect(hold_ends_at.getTime() - created_at.getTime()).toBeLessThan(HOLD_MS + 1_000);
    await provider.chooseBankTransfer(shop, order.payment_id);

    await waitForStatus(order.id, 'expired');
    expect(await stockOf(shop, book.id)).toBe(3);
    expect((await shop.app.get(PaymentGateway).getPayment(order.payment_id))?.status).toBe('canceled');
    expect(await adminOrder(order.id)).toMatchObject({
      status: 'expired',
      payment_status: 'canceled',
      paid_without_stock: false,
      needs_refund: false,
    });
    expect((await customerPage(order)).status).toBe('expired');
    const history = await historyOf(shop, auth, order.id);
    expect(history.find((entry) => entry.new_value === 'hold_ended')).toMatchObject({
      action_type: 'payment',
      admin_username: null,
      comment: expect.stringMatching(
        new RegExp(`^Not paid within 0\\.05 minutes .*went back on sale\\. Payment ${order.payment_id} canceled at the provider\\.$`),
      ),
    });
    // Not a provider's expiry, and said once.
    expect(history.filter((entry) => entry.new_value === 'expired' || entry.new_value === 'hold_ended')).toHaveLength(1);
  });

  it('expires an order whose checkout cannot be canceled, and a payment that still arrives makes it paid, taking its books again', async () => {
    await setStock(3);
    const order = await place(1);
    await waitForStatus(order.id, 'expired');
    expect(await stockOf(shop, book.id)).toBe(3);
    // An open checkout without a chosen method is not cancelable at Mollie: it stays open.
    expect((await shop.app.get(PaymentGateway).getPayment(order.payment_id))?.status).toBe('open');
    expect((await historyOf(shop, auth, order.id)).find((entry) => entry.new_value === 'hold_ended')?.comment).toContain(
      `Payment ${order.payment_id} could not be canceled at the provider`,
    );

    await provider.decide(shop, order.payment_id, 'paid');
    await settle(shop);
    expect(await adminOrder(order.id)).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      paid_without_stock: false,
      needs_refund: false,
    });
    expect(await stockOf(shop, book.id)).toBe(2);
    expect((await historyOf(shop, auth, order.id)).map((entry) => entry.new_value)).toEqual(
      expect.arrayContaining(['hold_ended', 'paid', 'order_confirmation']),
    );
  });

  it('marks an order paid without stock when its payment arrives after its books were sold to someone else, and lists it under that filter', async () => {
    await setStock(3);
    const late = await place(3);
    await waitForStatus(late.id, 'expired');
    const other = await place(3, 'someone-else@example.nl');
    await provider.decide(shop, other.payment_id, 'paid');
    expect(await statusOf(other.id)).toBe('paid');
    expect(await stockOf(shop, book.id)).toBe(0);

    await provider.decide(shop, late.payment_id, 'paid');
    await settle(shop);
    // Paid, never oversold, never dropped: flagged for staff instead.
    expect(await adminOrder(late.id)).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      paid_without_stock: true,
      needs_refund: false,
    });
    expect(await adminOrder(other.id)).toMatchObject({ status: 'paid', paid_without_stock: false });
    expect(await stockOf(shop, book.id)).toBe(0);
    expect((await customerPage(late)).status).toBe('paid');

    const flagged = (await shop.http().get('/api/admin/orders?paid_without_stock=true').set(auth).expect(200)).body as {
      id: string;
      paid_without_stock: boolean;
    }[];
    expect(flagged.map((order) => order.id)).toEqual([late.id]);
    const all = (await shop.http().get('/api/admin/orders').set(auth).expect(200)).body as { id: string }[];
    expect(all.map((order) => order.id)).toEqual(expect.arrayContaining([late.id, other.id]));
    expect((await shop.http().get('/api/admin/orders?paid_without_stock=false').set(auth).expect(200)).body).toHaveLength(all.length);
    expect(
      (await shop.http().get('/api/admin/orders?status=paid&paid_without_stock=true').set(auth).expect(200)).body.map(
        (order: { id: string }) => order.id,
      ),
    ).toEqual([late.id]);
    const bad = await shop.http().get('/api/admin/orders?paid_without_stock=maybe').set(auth).expect(400);
    expect(bad.body).toMatchObject({ fields: { paid_without_stock: 'admin.orders.paidWithoutStockInvalid' } });

    expect((await historyOf(shop, auth, late.id)).find((entry) => entry.new_value === 'paid_without_stock')).toMatchObject({
      action_type: 'payment',
      comment: `Payment ${late.payment_id} arrived after the order was expired, when its books were no longer in stock: refund the customer or restock the books.`,
    });

    // Staff restock: once its books are taken the order no longer needs their attention.
    await shop.http().put(`/api/admin/orders/${late.id}/status`).set(auth).send({ status: 'printed' }).expect(409);
    await setStock(3);
    await shop.http().put(`/api/admin/orders/${late.id}/status`).set(auth).send({ status: 'printed' }).expect(200);
    expect(await adminOrder(late.id)).toMatchObject({ status: 'printed', paid_without_stock: false });
    expect(await stockOf(shop, book.id)).toBe(0);
  });

  it('lets the customer pay again after the hold ended: the books are taken again under a new hold', async () => {
    await setStock(3);
    const order = await place(1);
    await waitForStatus(order.id, 'expired');
    expect(await stockOf(shop, book.id)).toBe(3);

    const retry = (await shop.http().post(`/api/orders/${order.process_number}/pay`).expect(200)).body;
    const second = await paymentIdOf(shop, order.id);
    expect(second).not.toBe(order.payment_id);
    expect(retry.payment_url).toContain(second);
    expect(await stockOf(shop, book.id)).toBe(2);
    const [{ hold_ends_at }] = await db().query('SELECT hold_ends_at FROM orders WHERE id = $1', [order.id]);
    expect(hold_ends_at.getTime()).toBeGreaterThan(Date.now());

    await provider.decide(shop, second, 'paid');
    expect((await customerPage(order)).status).toBe('paid');
    expect(await stockOf(shop, book.id)).toBe(2);
  });

  it('ends each hold once when several sweeps run at the same time', async () => {
    await setStock(3);
    const orders = [await place(1), await place(1), await place(1)];
    expect(await stockOf(shop, book.id)).toBe(0);
    await db().query(`UPDATE orders SET hold_ends_at = now() - interval '1 second' WHERE id = ANY($1)`, [orders.map((order) => order.id)]);
    const sweeper = shop.app.get(PendingOrdersSweeper);
    await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.sweep()]);
    await settle(shop);
    expect(await stockOf(shop, book.id)).toBe(3);
    for (const order of orders) {
      expect(await statusOf(order.id)).toBe('expired');
      expect((await historyOf(shop, auth, order.id)).filter((entry) => entry.new_value === 'hold_ended')).toHaveLength(1);
    }
  });
});

describe('a shop with the default hold', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
  });
  afterAll(() => shop.close());

  it('holds an order for 30 minutes and leaves it alone meanwhile', async () => {
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50', stock: '2' });
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45))
        .expect(201)
    ).body;
    const [{ hold_ends_at, created_at }] = await shop.app
      .get(DataSource)
      .query('SELECT hold_ends_at, created_at FROM orders WHERE id = $1', [order.id]);
    expect(Math.round((hold_ends_at.getTime() - created_at.getTime()) / 60_000)).toBe(30);
    await shop.app.get(PendingOrdersSweeper).sweep();
    expect((await shop.http().get(`/api/orders/${order.process_number}`).expect(200)).body.status).toBe('pending');
    expect(await stockOf(shop, book.id)).toBe(1);
  });
});

const TEST_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const payment: CreatePaymentInput = {
  amountCents: 1745,
  currency: 'EUR',
  description: 'Order BK-10042',
  redirectUrl: 'http://shop.test/order-confirmation/abc',
  metadata: { order_id: '6c0e1f4e-8a55-4c8e-9d1e-3f1f8f0e2b11' },
};

describe('canceling a payment at the provider', () => {
  let double: MollieDoubleHttps;
  beforeAll(async () => {
    double = await startMollieDoubleHttps();
  });
  afterAll(() => double.close());

  const gateways: [string, () => { gateway: PaymentGateway; chooseBankTransfer: (id: string) => unknown }][] = [
    [
      'Mollie: the official client over HTTPS to the double',
      () => ({
        gateway: new MolliePaymentGateway({ mollieApiKey: TEST_KEY, mollieApiEndpoint: double.url }),
        chooseBankTransfer: (id) => double.chooseBankTransfer(id),
      }),
    ],
    [
      'local provider',
      () => {
        const gateway = new LocalPaymentGateway({ production: false, publicUrl: 'http://shop.test' });
        return { gateway, chooseBankTransfer: (id) => gateway.store.chooseBankTransfer(id) };
      },
    ],
  ];

  it.each(gateways)(
    '%s: cancels an open bank transfer, and refuses a checkout left open, a decided payment and an unknown id',
    async (_name, make) => {
      const { gateway, chooseBankTransfer } = make();
      const transfer = await gateway.createPayment(payment);
      chooseBankTransfer(transfer.id);
      expect(await gateway.cancelPayment(transfer.id)).toMatchObject({
        id: transfer.id,
        status: 'canceled',
        checkoutUrl: null,
        amountCents: 1745,
      });
      expect((await gateway.getPayment(transfer.id))?.status).toBe('canceled');
      expect(await gateway.cancelPayment(transfer.id)).toBeNull();

      const checkout = await gateway.createPayment(payment);
      expect(await gateway.cancelPayment(checkout.id)).toBeNull();
      expect((await gateway.getPayment(checkout.id))?.status).toBe('open');
      expect(await gateway.cancelPayment('tr_unknown1234')).toBeNull();
    },
  );

  it('answers DELETE /v2/payments/:id as Mollie does, with isCancelable in the payment', async () => {
    const headers = { Authorization: `Bearer ${TEST_KEY}` };
    const gateway = new MolliePaymentGateway({ mollieApiKey: TEST_KEY, mollieApiEndpoint: double.url });
    const { id } = await gateway.createPayment(payment);
    expect(await (await fetch(`${double.url}payments/${id}`, { headers })).json()).toMatchObject({
      status: 'open',
      method: null,
      isCancelable: false,
    });

    const refused = await fetch(`${double.url}payments/${id}`, { method: 'DELETE', headers });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      status: 422,
      title: 'Unprocessable Entity',
      detail: `The payment ${id} cannot be canceled.`,
    });

    double.chooseBankTransfer(id);
    const open = await (await fetch(`${double.url}payments/${id}`, { headers })).json();
    expect(open).toMatchObject({ status: 'open', method: 'banktransfer', isCancelable: true });
    expect(Date.parse(open.expiresAt) - Date.now()).toBeGreaterThan(11 * 24 * 3600_000);

    const canceled = await fetch(`${double.url}payments/${id}`, { method: 'DELETE', headers });
    expect(canceled.status).toBe(200);
    expect(canceled.headers.get('content-type')).toMatch(/^application\/hal\+json/);
    const body = await canceled.json();
    expect(body).toMatchObject({ resource: 'payment', id, status: 'canceled', canceledAt: expect.any(String) });
    expect(body).not.toHaveProperty('isCancelable');
    expect(body._links).not.toHaveProperty('checkout');

    expect((await fetch(`${double.url}payments/tr_nothere`, { method: 'DELETE', headers })).status).toBe(404);
  });
});
