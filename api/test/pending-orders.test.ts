import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { PendingOrdersSweeper } from '../src/modules/orders/pending-orders.sweeper.js';
import { addBook, addShipping, decideOnCheckoutPage, orderPayload, paymentIdOf, settle, stockOf } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('pending orders nobody comes back to', () => {
  let shop: TestApp;
  let book: { id: string };
  beforeAll(async () => {
    // No webhook (loopback): only the order page or the sweeper learns a payment's outcome.
    shop = await startTestApp({}, { listen: true });
    shop.config.paymentWebhookUrl = undefined;
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    book = await addBook(shop, auth, { price: '12.50', stock: '5' });
  });
  afterAll(() => shop.close());

  const db = () => shop.app.get(DataSource);
  const place = async () =>
    (
      await shop
        .http()
        .post('/api/orders')
        .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45))
        .expect(201)
    ).body;
  const statusOf = async (id: string) => (await db().query('SELECT status FROM orders WHERE id = $1', [id]))[0].status;

  it('fails an attempt whose payment was never recorded, and gives its stock back', async () => {
    const order = await place();
    expect(await stockOf(shop, book.id)).toBe(4);
    // As if the process had stopped between storing the order and recording its payment, 6 minutes ago.
    await db().query('DELETE FROM payments WHERE order_id = $1', [order.id]);
    await db().query(`UPDATE orders SET updated_at = now() - interval '6 minutes' WHERE id = $1`, [order.id]);
    await shop.app.get(PendingOrdersSweeper).sweep();
    expect(await statusOf(order.id)).toBe('failed');
    expect(await stockOf(shop, book.id)).toBe(5);
    await shop.http().post(`/api/orders/${order.process_number}/pay`).expect(200);
  });

  it('learns a payment outcome from the provider when no webhook came and nobody looked', async () => {
    const order = await place();
    expect(await decideOnCheckoutPage(shop, await paymentIdOf(shop, order.id), 'paid')).toBe(303);
    await db().query(`UPDATE payments SET created_at = now() - interval '11 minutes' WHERE order_id = $1`, [order.id]);
    await shop.app.get(PendingOrdersSweeper).sweep();
    await settle(shop);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('leaves fresh pending orders alone', async () => {
    const order = await place();
    await shop.app.get(PendingOrdersSweeper).sweep();
    expect(await statusOf(order.id)).toBe('pending');
  });
});
