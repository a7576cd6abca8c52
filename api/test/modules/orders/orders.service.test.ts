import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OrdersService } from '../../../src/modules/orders/orders.service.js';
import type { ModuleUnderTest } from '../../module-testing.js';
import { addBook, codeOf, countOf, orderInput, orderRow, providerOf, startOrdersModule, stockOf } from './orders-fixture.js';

describe('OrdersService on the orders module alone (no HTTP)', () => {
  let orders: ModuleUnderTest;
  let service: OrdersService;
  let book: string;

  beforeAll(async () => {
    orders = await startOrdersModule();
    service = orders.get(OrdersService);
    book = await addBook(orders, 12.5, 10);
  });
  afterAll(() => orders?.close());

  it('places an order: pending, its books taken, numbered in sequence, with a payment at the provider', async () => {
    const first = await service.place(orderInput([{ book_id: book, quantity: 2 }], 29.95), undefined);
    const second = await service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45), undefined);

    expect(first).toMatchObject({ total_amount: 29.95, payment_url: expect.stringContaining('/__mollie/checkout/') });
    expect(Number(second.friendly_id.slice(3))).toBe(Number(first.friendly_id.slice(3)) + 1);
    expect(await orderRow(orders, first.id)).toMatchObject({ status: 'pending', friendly_id: first.friendly_id, total_cents: 2995 });
    expect(await stockOf(orders, book)).toBe(7);
    const [payment] = await orders.get(DataSource).query('SELECT id, amount_cents FROM payments WHERE order_id = $1', [first.id]);
    expect(payment.amount_cents).toBe(2995);
    expect(providerOf(orders).store.get(payment.id)?.status).toBe('open');
  });

  it('refuses what it must not sell, and creates nothing then', async () => {
    const [ordersBefore, stockBefore] = [await countOf(orders, 'orders'), await stockOf(orders, book)];

    // A total the client computed from other prices: the current ones are 12.50 + 4.95.
    expect(await codeOf(service.place(orderInput([{ book_id: book, quantity: 1 }], 5.95), undefined))).toBe('price_changed');
    expect(await codeOf(service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45, 'US'), undefined))).toBe('country_not_supported');
    expect(await codeOf(service.place(orderInput([{ book_id: randomUUID(), quantity: 1 }], 17.45), undefined))).toBe('book_not_found');
    expect(
      await codeOf(service.place(orderInput([{ book_id: book, quantity: stockBefore! + 1 }], 12.5 * (stockBefore! + 1)), undefined)),
    ).toBe('out_of_stock');

    expect(await countOf(orders, 'orders')).toBe(ordersBefore);
    expect(await stockOf(orders, book)).toBe(stockBefore);
  });

  it('places an order once per idempotency key, answering the first order again', async () => {
    const key = randomUUID();
    const before = await countOf(orders, 'orders');
    const first = await service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45), key);
    const again = await service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45), key);
    expect(again).toEqual(first);
    expect(await countOf(orders, 'orders')).toBe(before + 1);
  });

  it('re-reads an open payment of the confirmation page once it is 5 s old, and then not again for 10 s', async () => {
    const placed = await service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45), undefined);
    const db = orders.get(DataSource);
    const [{ id: paymentId }] = await db.query('SELECT id FROM payments WHERE order_id = $1', [placed.id]);
    await providerOf(orders).store.decide(paymentId, 'paid');

    // Paid at the provider, but no webhook came and the payment is new: nothing is read yet.
    expect((await service.findByProcessNumber(placed.process_number)).status).toBe('pending');

    await db.query(`UPDATE payments SET created_at = now() - interval '1 minute' WHERE id = $1`, [paymentId]);
    expect((await service.findByProcessNumber(placed.process_number)).status).toBe('paid');

    // A second order paid meanwhile whose payment was just checked (by another process, say) waits for
    // the next interval. Checked a minute ahead, so a slow machine cannot outrun the 10 s interval.
    const other = await service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45), undefined);
    const [{ id: otherPayment }] = await db.query('SELECT id FROM payments WHERE order_id = $1', [other.id]);
    await db.query(`UPDATE payments SET created_at = now() - interval '1 minute' WHERE id = $1`, [otherPayment]);
    await db.query(`UPDATE orders SET payment_checked_at = now() + interval '1 minute' WHERE id = $1`, [other.id]);
    await providerOf(orders).store.decide(otherPayment, 'paid');
    expect((await service.findByProcessNumber(other.process_number)).status).toBe('pending');
    await db.query(`UPDATE orders SET payment_checked_at = now() - interval '11 seconds' WHERE id = $1`, [other.id]);
    expect((await service.findByProcessNumber(other.process_number)).status).toBe('paid');
  });

  it('lets a failed order be paid again: its books taken again and a new payment, which the page then reads', async () => {
    const placed = await service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45), undefined);
    const db = orders.get(DataSource);
    const stockPlaced = await stockOf(orders, book);
    const [{ id: firstPayment }] = await db.query('SELECT id FROM payments WHERE order_id = $1', [placed.id]);
    await providerOf(orders).store.decide(firstPayment, 'failed');
    await db.query(`UPDATE payments SET created_at = now() - interval '2 minutes' WHERE id = $1`, [firstPayment]);
    expect((await service.findByProcessNumber(placed.process_number)).status).toBe('failed');
    expect(await stockOf(orders, book)).toBe(stockPlaced! + 1);

    const { payment_url } = await service.payAgain(placed.process_number);
    expect(await stockOf(orders, book)).toBe(stockPlaced);
    const payments: { id: string }[] = await db.query('SELECT id FROM payments WHERE order_id = $1 ORDER BY created_at', [placed.id]);
    expect(payments.map((payment) => payment.id)).toEqual([firstPayment, expect.any(String)]);
    expect(payment_url).toContain(payments[1].id);

    // The page reads the new payment, not the failed one.
    await providerOf(orders).store.decide(payments[1].id, 'paid');
    await db.query(`UPDATE payments SET created_at = now() - interval '1 minute' WHERE id = $1`, [payments[1].id]);
    await db.query(`UPDATE orders SET payment_checked_at = NULL WHERE id = $1`, [placed.id]);
    expect((await service.findByProcessNumber(placed.process_number)).status).toBe('paid');
    expect(await codeOf(service.payAgain(placed.process_number))).toBe('order_not_payable');
  });

  it('resends the confirmation of a paid order only, three times at most, never during its cooldown', async () => {
    const placed = await service.place(orderInput([{ book_id: book, quantity: 1 }], 17.45), undefined);
    const db = orders.get(DataSource);
    // As if the last resend was long ago, or (a minute ahead, so a slow machine cannot outrun the 15 s cooldown) just now.
    const lastResend = (when: string) => db.query(`UPDATE orders SET last_confirmation_resend_at = ${when} WHERE id = $1`, [placed.id]);

    expect(await codeOf(service.resendConfirmation(placed.id))).toBe('order_not_paid');
    await db.query(`UPDATE orders SET status = 'paid' WHERE id = $1`, [placed.id]);
    expect(await service.resendConfirmation(placed.id)).toEqual({ resends_left: 2 });
    await lastResend(`now() + interval '1 minute'`);
    expect(await codeOf(service.resendConfirmation(placed.id))).toBe('resend_cooldown');
    await lastResend(`now() - interval '1 hour'`);
    expect(await service.resendConfirmation(placed.id)).toEqual({ resends_left: 1 });
    await lastResend(`now() - interval '1 hour'`);
    expect(await service.resendConfirmation(placed.id)).toEqual({ resends_left: 0 });
    await lastResend(`now() - interval '1 hour'`);
    expect(await codeOf(service.resendConfirmation(placed.id))).toBe('resend_limit');
  });
});
