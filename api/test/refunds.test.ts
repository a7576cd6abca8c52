import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { startMollieDoubleHttps, type MollieDoubleHttps } from './mollie-double/https-server.js';
import { localProvider, mollieProvider } from './payment-providers.js';
import { addBook, addShipping, historyOf, orderPayload, paymentIdOf, settleAll, stockOf } from './shop-checkout.js';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

interface RefundAnswer {
  id: string;
  provider_refund_id: string;
  amount: number;
  reason: string;
  status: string;
  admin_username: string | null;
}

describe.each([localProvider, mollieProvider()])('refunds from the back office, paid with $name', (provider) => {
  let shop: TestApp;
  let smtp: SmtpCapture;
  let auth: { Authorization: string };
  let book: { id: string };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await startTestApp({ ...(await provider.start()), SMTP_URL: smtp.url }, { listen: true });
    ({ auth } = await shop.login());
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '100' });
  });
  beforeEach(() => smtp.clear());
  afterAll(async () => {
    await shop?.close();
    await provider.stop();
    await smtp?.close();
  });

  const db = () => shop.app.get(DataSource);
  /** Two books (€25.00) and shipping (€4.95): €29.95, paid; the confirmation email is left behind. */
  async function paidOrder(language = 'nl') {
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95, { language, customer_email: 'huda@example.nl' }))
        .expect(201)
    ).body as { id: string; friendly_id: string };
    const paymentId = await paymentIdOf(shop, order.id);
    await provider.decide(shop, paymentId, 'paid');
    await settleAll(shop);
    await smtp.waitFor(1);
    smtp.clear();
    return { ...order, paymentId };
  }
  const refund = (orderId: string, body: object) => shop.http().post(`/api/admin/orders/${orderId}/refunds`).set(auth).send(body);
  const adminOrder = async (id: string) => (await shop.http().get(`/api/admin/orders/${id}`).set(auth).expect(200)).body;
  const refundRows = async (orderId: string) =>
    (await db().query('SELECT amount_cents, status FROM refunds WHERE order_id = $1', [orderId])) as { amount_cents: number }[];
  const refundMails = () => smtp.messages.filter((mail) => /terugbetaling|refund|استرداد/i.test(mail.subject));

  it('refunds part of a paid order through the provider: history, one email in the order’s language, refunded amount shown', async () => {
    const order = await paidOrder('nl');
    const stockBefore = await stockOf(shop, book.id);

    const answer = (await refund(order.id, { amount: 10, reason: 'Eén boek kwam beschadigd aan' }).expect(201)).body as RefundAnswer;
    expect(answer).toMatchObject({ amount: 10, reason: 'Eén boek kwam beschadigd aan', status: 'pending', admin_username: 'admin' });

    const atProvider = provider.refundsOf(shop, order.paymentId);
    expect(atProvider.map((entry) => ({ id: entry.id, amount: entry.amount, description: entry.description }))).toEqual([
      { id: answer.provider_refund_id, amount: { currency: 'EUR', value: '10.00' }, description: 'Eén boek kwam beschadigd aan' },
    ]);
    expect(await adminOrder(order.id)).toMatchObject({
      status: 'paid',
      refunded_amount: 10,
      refundable_amount: 19.95,
      refunds: [{ id: answer.id, amount: 10, currency: 'EUR', status: 'pending', reason: 'Eén boek kwam beschadigd aan' }],
    });
    // Part of the money back: the books stay with the order.
    expect(await stockOf(shop, book.id)).toBe(stockBefore);

    await settleAll(shop);
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual(['huda@example.nl']);
    expect(mail.subject).toBe(`Terugbetaling van € 10,00 voor je bestelling ${order.friendly_id}`);
    expect(mail.text).toContain('Reden: Eén boek kwam beschadigd aan');
    const history = await historyOf(shop, auth, order.id);
    expect(history.find((entry) => entry.action_type === 'refund')).toMatchObject({
      new_value: 'pending',
      admin_username: 'admin',
      comment: expect.stringContaining(
        `Refund ${answer.provider_refund_id} of €10.00 on payment ${order.paymentId}: Eén boek kwam beschadigd aan.`,
      ),
      details: {
        kind: 'refunded',
        provider_refund_id: answer.provider_refund_id,
        payment_id: order.paymentId,
        amount: 10,
        currency: 'EUR',
        reason: 'Eén boek kwam beschadigd aan',
        at_provider: false,
        fully_refunded: expect.any(Boolean),
        stock_returned: expect.any(Boolean),
      },
    });
    expect(history.filter((entry) => entry.new_value === 'order_refunded')).toHaveLength(1);
  });

  it('updates a refund’s status when the provider calls the payment’s webhook, and never mails the customer twice', async () => {
    const order = await paidOrder('en');
    const answer = (await refund(order.id, { amount: 5, reason: 'Late delivery' }).expect(201)).body as RefundAnswer;
    await settleAll(shop);
    await smtp.waitFor(1);

    await provider.decideRefund(shop, answer.provider_refund_id, 'refunded');
    // The same webhook again, as providers retry: nothing changes twice.
    await shop.http().post('/api/payments/webhook').type('form').send({ id: order.paymentId }).expect(200);
    // And the refund's event handed on a second time: its handlers ran already.
    const [, redelivered] = await db().query(
      `UPDATE outbox_events SET completed_at = NULL, dispatched_at = NULL, next_attempt_at = now()
       WHERE name = 'order.refunded' AND payload->>'refund_id' = $1`,
      [answer.id],
    );
    expect(redelivered).toBe(1);
    await settleAll(shop);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect((await adminOrder(order.id)).refunds).toEqual([expect.objectContaining({ id: answer.id, status: 'refunded' })]);
    expect(refundMails().map((mail) => mail.subject)).toEqual([`A refund of €5.00 for your order ${order.friendly_id}`]);
    const history = await historyOf(shop, auth, order.id);
    expect(history.filter((entry) => entry.action_type === 'refund').map((entry) => entry.new_value)).toEqual(['pending', 'refunded']);
    expect(history.find((entry) => entry.new_value === 'refunded')?.comment).toBe(
      `Refund ${answer.provider_refund_id} of €5.00: pending → refunded at the payment provider.`,
    );
    expect(history.find((entry) => entry.new_value === 'refunded')?.details).toEqual({
      kind: 'refund_updated',
      provider_refund_id: answer.provider_refund_id,
      amount: 5,
      currency: 'EUR',
      previous_status: 'pending',
      refund_status: 'refunded',
      stock: 'unchanged',
    });
  });

  it('gives the books of an unshipped order back on a full refund, and then refuses any further refund', async () => {
    const order = await paidOrder('ar');
    const stockBefore = await stockOf(shop, book.id);

    await refund(order.id, { amount: 29.95, reason: 'Out of print' }).expect(201);
    expect(await stockOf(shop, book.id)).toBe(stockBefore! + 2);
    expect(await adminOrder(order.id)).toMatchObject({ status: 'paid', refunded_amount: 29.95, refundable_amount: 0 });
    await settleAll(shop);
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe(`استرداد مبلغ €29.95 لطلبك ${order.friendly_id}`);
    expect(mail.html).toContain('<html dir="rtl" lang="ar">');
    expect((await historyOf(shop, auth, order.id)).find((entry) => entry.action_type === 'refund')?.comment).toMatch(
      /Everything paid is refunded\. Its books went back on sale\.$/,
    );

    const more = await refund(order.id, { amount: 0.01, reason: 'Again' }).expect(409);
    expect(more.body.code).toBe('nothing_to_refund');
    expect(provider.refundsOf(shop, order.paymentId)).toHaveLength(1);
    expect(await stockOf(shop, book.id)).toBe(stockBefore! + 2);
  });

  it('learns of a refund canceled at the provider when staff open the order: the money and the books are the order’s again', async () => {
    const order = await paidOrder();
    const stockBefore = await stockOf(shop, book.id);
    const answer = (await refund(order.id, { amount: 29.95, reason: 'By mistake' }).expect(201)).body as RefundAnswer;
    expect(await stockOf(shop, book.id)).toBe(stockBefore! + 2);

    // A cancelation brings no webhook: the order page re-reads open refunds, at most every 10 seconds.
    await provider.decideRefund(shop, answer.provider_refund_id, 'canceled');
    expect((await adminOrder(order.id)).refunds).toEqual([expect.objectContaining({ status: 'pending' })]);
    await db().query(`UPDATE refunds SET checked_at = now() - interval '1 minute' WHERE id = $1`, [answer.id]);

    expect(await adminOrder(order.id)).toMatchObject({
      status: 'paid',
      paid_without_stock: false,
      refunded_amount: 0,
      refundable_amount: 29.95,
      refunds: [{ id: answer.id, status: 'canceled' }],
    });
    expect(await stockOf(shop, book.id)).toBe(stockBefore);
    expect(
      (await historyOf(shop, auth, order.id)).find((entry) => entry.new_value === 'canceled' && entry.action_type === 'refund')?.comment,
    ).toBe(`Refund ${answer.provider_refund_id} of €29.95: pending → canceled at the payment provider. The order holds its books again.`);
  });

  it('keeps the books of a shipped order on a full refund', async () => {
    const order = await paidOrder();
    await shop.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send({ status: 'sent' }).expect(200);
    const stockBefore = await stockOf(shop, book.id);
    await refund(order.id, { amount: 29.95, reason: 'Lost in the post' }).expect(201);
    expect(await stockOf(shop, book.id)).toBe(stockBefore);
    expect(await adminOrder(order.id)).toMatchObject({ status: 'sent', refunded_amount: 29.95 });
  });

  it('refuses more than what is left, and bad input, naming the field; nothing reaches the provider', async () => {
    const order = await paidOrder();
    const over = await refund(order.id, { amount: 30, reason: 'Too much' }).expect(400);
    expect(over.body).toMatchObject({
      code: 'refund_above_refundable',
      message: 'At most €29.95 of this order can still be refunded',
      fields: { amount: 'admin.orders.refunds.amountTooHigh' },
    });
    for (const [body, field] of [
      [{ amount: 0, reason: 'Nothing' }, 'amount'],
      [{ amount: -5, reason: 'Negative' }, 'amount'],
      [{ amount: 1.005, reason: 'Fractions of a cent' }, 'amount'],
      [{ amount: '5', reason: 'A string' }, 'amount'],
      [{ amount: 5 }, 'reason'],
      [{ amount: 5, reason: '   ' }, 'reason'],
      [{ amount: 5, reason: 'x'.repeat(141) }, 'reason'],
    ] as const) {
      const answer = await refund(order.id, body).expect(400);
      expect(Object.keys(answer.body.fields)).toEqual([field]);
    }
    await refund('7a3c1e9e-0000-4000-8000-000000000000', { amount: 5, reason: 'No such order' }).expect(404);
    expect(provider.refundsOf(shop, order.paymentId)).toEqual([]);
    expect(await refundRows(order.id)).toEqual([]);
  });

  it('lets two refunds made at the same moment never exceed what was paid', async () => {
    const order = await paidOrder();
    const answers = await Promise.all([
      refund(order.id, { amount: 20, reason: 'First click' }),
      refund(order.id, { amount: 20, reason: 'Second click' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(provider.refundsOf(shop, order.paymentId)).toHaveLength(1);
    expect(await refundRows(order.id)).toEqual([{ amount_cents: 2000, status: 'pending' }]);
    expect((await adminOrder(order.id)).refundable_amount).toBe(9.95);
  });

  it('answers a retry with the same Idempotency-Key with the first refund', async () => {
    const order = await paidOrder();
    const first = await refund(order.id, { amount: 3, reason: 'Retried' }).set('Idempotency-Key', `refund-${order.id}`).expect(201);
    const again = await refund(order.id, { amount: 3, reason: 'Retried' }).set('Idempotency-Key', `refund-${order.id}`).expect(201);
    expect(again.body).toEqual(first.body);
    expect(provider.refundsOf(shop, order.paymentId)).toHaveLength(1);
  });

  it('says why when the provider refuses, records nothing, and learns of a refund made at the provider’s dashboard', async () => {
    const order = await paidOrder('en');
    // Refunded at the dashboard: the shop has not heard of it yet, so it still offers the whole amount.
    const elsewhere = provider.refundAtDashboard(shop, order.paymentId, '29.95');

    const refused = await refund(order.id, { amount: 5, reason: 'Damaged' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'refund_refused' });
    expect(refused.body.message).toMatch(
      /^The payment provider refused the refund: The amount requested for the refund exceeds the amount remaining/,
    );
    expect(await refundRows(order.id)).toEqual([]);
    await settleAll(shop);
    expect(refundMails()).toEqual([]);

    // The provider's webhook (or a re-read) brings the dashboard's refund in, and the customer hears of it once.
    await shop.http().post('/api/payments/webhook').type('form').send({ id: order.paymentId }).expect(200);
    await shop.http().post('/api/payments/webhook').type('form').send({ id: order.paymentId }).expect(200);
    expect(await adminOrder(order.id)).toMatchObject({
      refunded_amount: 29.95,
      refundable_amount: 0,
      refunds: [{ provider_refund_id: elsewhere.id, amount: 29.95, reason: 'From the dashboard', admin_username: null }],
    });
    await settleAll(shop);
    await smtp.waitFor(1);
    expect(refundMails().map((mail) => mail.subject)).toEqual([`A refund of €29.95 for your order ${order.friendly_id}`]);
  });

  it('refunds an order paid after it was canceled, and then no longer flags it', async () => {
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95, { language: 'en' }))
        .expect(201)
    ).body as { id: string };
    await shop.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send({ status: 'canceled' }).expect(200);
    const stockBefore = await stockOf(shop, book.id);
    await provider.decide(shop, await paymentIdOf(shop, order.id), 'paid');
    expect(await adminOrder(order.id)).toMatchObject({ status: 'canceled', needs_refund: true, refundable_amount: 29.95 });

    await refund(order.id, { amount: 29.95, reason: 'Paid after the order was canceled' }).expect(201);
    expect(await adminOrder(order.id)).toMatchObject({ status: 'canceled', needs_refund: false, refunded_amount: 29.95 });
    // A canceled order holds no books: there is nothing to give back.
    expect(await stockOf(shop, book.id)).toBe(stockBefore);
  });
});

describe('a refund while Mollie cannot be reached', () => {
  let double: MollieDoubleHttps;
  let shop: TestApp;
  afterAll(async () => {
    await shop?.close();
  });

  it('answers 502 saying so, and records nothing', async () => {
    double = await startMollieDoubleHttps();
    shop = await startTestApp({ MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM', MOLLIE_API_ENDPOINT: double.url }, { listen: true });
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50', stock: '5' });
    const order = (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 2, unit_price: 12.5 }], 29.95))
        .expect(201)
    ).body as { id: string };
    await double.decide(await paymentIdOf(shop, order.id), 'paid');
    await double.close();

    const answer = await shop
      .http()
      .post(`/api/admin/orders/${order.id}/refunds`)
      .set(auth)
      .send({ amount: 5, reason: 'Damaged' })
      .expect(502);
    expect(answer.body).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(answer.body.message).toMatch(/^The payment provider could not be reached, nothing was refunded: /);
    expect(await shop.app.get(DataSource).query('SELECT id FROM refunds')).toEqual([]);
    expect(await stockOf(shop, book.id)).toBe(3);
  });
});
