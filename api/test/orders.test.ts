import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PaymentGateway } from '../src/modules/payments/payment-gateway.js';
import { localProvider, mollieProvider } from './payment-providers.js';
import { addBook, addShipping, historyOf, orderPayload, settle, stockOf } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

describe.each([localProvider, mollieProvider()])('checkout and payment with $name', (provider) => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let book: { id: string; price: number };

  beforeAll(async () => {
    shop = await startTestApp(await provider.start(), { listen: true });
    ({ auth } = await shop.login());
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '20' });
  });
  afterAll(async () => {
    await shop?.close();
    await provider.stop();
  });

  /** Places an order for one copy (12.50 + 4.95 shipping) and answers it with its payment id. */
  async function placeOrder(quantity = 1) {
    const total = Math.round((12.5 * quantity + (12.5 * quantity >= 30 ? 0 : 4.95)) * 100) / 100;
    const response = await shop
      .http()
      .post('/api/orders')
      .send(orderPayload([{ book_id: book.id, quantity, unit_price: 12.5 }], total))
      .expect(201);
    const [payment] = await shop.app
      .get(DataSource)
      .query('SELECT id FROM payments WHERE order_id = $1 ORDER BY created_at DESC LIMIT 1', [response.body.id]);
    return { ...response.body, payment_id: payment.id as string };
  }
  const orderPage = async (processNumber: string) => (await shop.http().get(`/api/orders/${processNumber}`).expect(200)).body;
  const webhook = (id: string) => shop.http().post('/api/payments/webhook').type('form').send({ id });

  it('turns a paid payment into a paid order, once, with its history', async () => {
    const order = await placeOrder();
    expect(order).toMatchObject({
      friendly_id: expect.stringMatching(/^BK-\d{5,}$/),
      total_amount: 17.45,
      payment_url: expect.stringContaining(order.payment_id),
    });
    expect(order.process_number).toMatch(/^[\w-]{32}$/);
    expect((await orderPage(order.process_number)).status).toBe('pending');

    await provider.decide(shop, order.payment_id, 'paid');
    expect(await orderPage(order.process_number)).toMatchObject({
      status: 'paid',
      total_amount: 17.45,
      subtotal: 12.5,
      shipping_cost: 4.95,
      language: 'ar',
    });

    const before = await historyOf(shop, auth, order.id);
    await webhook(order.payment_id).expect(200);
    await webhook(order.payment_id).expect(200);
    expect(await historyOf(shop, auth, order.id)).toEqual(before);
    expect(before.map((entry) => [entry.action_type, entry.new_value])).toEqual([
      ['created', 'pending'],
      ['payment', 'paid'],
      ['email_sent', 'order_confirmation'],
    ]);
  });

  it("places an order in the shop's currency of the moment, pays it in that currency, and keeps earlier orders' own", async () => {
    const settings = (await shop.http().get('/api/settings').expect(200)).body;
    const inEuros = await placeOrder();
    await shop
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ ...settings, currency: 'GBP' })
      .expect(200);
    try {
      const inPounds = await placeOrder();
      expect(await shop.app.get(PaymentGateway).getPayment(inPounds.payment_id)).toMatchObject({ currency: 'GBP', amountCents: 1745 });
      await provider.decide(shop, inPounds.payment_id, 'paid');
      expect(await orderPage(inPounds.process_number)).toMatchObject({ status: 'paid', currency: 'GBP', total_amount: 17.45 });
      expect(await orderPage(inEuros.process_number)).toMatchObject({ currency: 'EUR', total_amount: 17.45 });
      expect(await shop.app.get(PaymentGateway).getPayment(inEuros.payment_id)).toMatchObject({ currency: 'EUR' });
    } finally {
      await shop.http().put('/api/settings').set(auth).send(settings).expect(200);
    }
  });

  it.each(['failed', 'expired', 'canceled'] as const)('maps a %s payment and puts the stock back', async (status) => {
    const stockBefore = await stockOf(shop, book.id);
    const order = await placeOrder(2);
    expect(await stockOf(shop, book.id)).toBe(stockBefore! - 2);
    await provider.decide(shop, order.payment_id, status);
    expect((await orderPage(order.process_number)).status).toBe(status);
    expect(await stockOf(shop, book.id)).toBe(stockBefore);
  });

  it('lets the customer pay again after a failure', async () => {
    const order = await placeOrder();
    await provider.decide(shop, order.payment_id, 'failed');
    await shop
      .http()
      .post(`/api/orders/${order.process_number}/pay`)
      .expect(200)
      .then(async (response) => {
        expect(response.body.payment_url).toEqual(expect.any(String));
        const [second] = await shop.app
          .get(DataSource)
          .query('SELECT id FROM payments WHERE order_id = $1 ORDER BY created_at DESC LIMIT 1', [order.id]);
        expect(second.id).not.toBe(order.payment_id);
        await provider.decide(shop, second.id, 'paid');
      });
    expect((await orderPage(order.process_number)).status).toBe('paid');
    await shop.http().post(`/api/orders/${order.process_number}/pay`).expect(409);
  });

  it('never moves a paid order back when a failed payment is heard of late', async () => {
    const order = await placeOrder();
    await provider.decide(shop, order.payment_id, 'expired');
    const retry = (await shop.http().post(`/api/orders/${order.process_number}/pay`).expect(200)).body;
    const [second] = await shop.app
      .get(DataSource)
      .query('SELECT id FROM payments WHERE order_id = $1 ORDER BY created_at DESC LIMIT 1', [order.id]);
    expect(retry.payment_url).toContain(second.id);
    await provider.decide(shop, second.id, 'paid');
    const stock = await stockOf(shop, book.id);
    // As if the first payment's webhook had been lost and only arrived now.
    await shop.app.get(DataSource).query(`UPDATE payments SET status = 'open' WHERE id = $1`, [order.payment_id]);
    await webhook(order.payment_id).expect(200);
    expect((await orderPage(order.process_number)).status).toBe('paid');
    expect(await stockOf(shop, book.id)).toBe(stock);
  });

  it('flags a payment after cancelation, and a second paid payment, for a refund', async () => {
    const canceled = await placeOrder();
    await shop
      .http()
      .put(`/api/admin/orders/${canceled.id}/status`)
      .set(auth)
      .send({ status: 'canceled', comment: 'Customer called' })
      .expect(200);
    await provider.decide(shop, canceled.payment_id, 'paid');
    expect((await shop.http().get(`/api/admin/orders/${canceled.id}`).set(auth).expect(200)).body).toMatchObject({
      status: 'canceled',
      needs_refund: true,
    });
    expect((await historyOf(shop, auth, canceled.id)).at(-1)).toMatchObject({ action_type: 'payment', new_value: 'refund_needed' });

    const paidTwice = await placeOrder();
    await provider.decide(shop, paidTwice.payment_id, 'paid');
    // A second payment for the same order (say, from a double click in an old tab) is paid too.
    const gateway = shop.app.get(PaymentGateway);
    const second = await gateway.createPayment({
      amountCents: 1745,
      currency: 'EUR',
      description: 'again',
      redirectUrl: `${shop.baseUrl}/`,
      webhookUrl: shop.config.paymentWebhookUrl,
      metadata: { order_id: paidTwice.id },
    });
    await shop.app
      .get(DataSource)
      .query(`INSERT INTO payments (id, order_id, status, amount_cents) VALUES ($1, $2, 'open', 1745)`, [second.id, paidTwice.id]);
    await provider.decide(shop, second.id, 'paid');
    expect((await shop.http().get(`/api/admin/orders/${paidTwice.id}`).set(auth).expect(200)).body).toMatchObject({
      status: 'paid',
      needs_refund: true,
    });
    const history = await historyOf(shop, auth, paidTwice.id);
    expect(history.filter((entry) => entry.new_value === 'refund_needed')).toHaveLength(1);
    expect(history.filter((entry) => entry.action_type === 'email_sent')).toHaveLength(1);
  });

  it('ignores spoofed webhooks: an unknown id, or an open payment', async () => {
    const order = await placeOrder();
    await webhook('tr_NotAPaymentOfOurs').expect(200);
    await webhook(order.payment_id).expect(200);
    expect((await orderPage(order.process_number)).status).toBe('pending');
    await webhook('not-an-id').expect(400);
  });
});

describe('checkout without webhooks', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // A loopback PUBLIC_URL registers no webhook: the order page must find out by itself.
    shop = await startTestApp({}, { listen: true });
    shop.config.paymentWebhookUrl = undefined;
  });
  afterAll(() => shop.close());

  it('turns the order paid when its page is read, re-reading the payment at most every 10 s', async () => {
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '40' });
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 40 }], 40))
        .expect(201)
    ).body;
    const [payment] = await shop.app.get(DataSource).query('SELECT id FROM payments WHERE order_id = $1', [order.id]);
    await localProvider.decide(shop, payment.id, 'paid');
    expect((await shop.http().get(`/api/orders/${order.process_number}`).expect(200)).body.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 5_200));
    expect((await shop.http().get(`/api/orders/${order.process_number}`).expect(200)).body.status).toBe('paid');
    await settle(shop);
  });
});
