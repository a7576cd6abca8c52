import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AdminOrdersService } from '../../../src/modules/orders/admin-orders.service.js';
import { OrderPaymentsService } from '../../../src/modules/orders/order-payments.service.js';
import { Order } from '../../../src/modules/orders/order.entity.js';
import { claimPaymentCheck, latestPaymentOf, latestPaymentsOf } from '../../../src/modules/orders/order.queries.js';
import { OrdersService } from '../../../src/modules/orders/orders.service.js';
import { Outbox } from '../../../src/platform/events/outbox.js';
import type { ModuleUnderTest } from '../../module-testing.js';
import { addBook, orderInput, orderRow, providerOf, startOrdersModule, stockOf } from './orders-fixture.js';

describe("OrderPaymentsService and the order's payment queries on the orders module alone (no HTTP)", () => {
  let orders: ModuleUnderTest;
  let payments: OrderPaymentsService;
  let book: string;

  beforeAll(async () => {
    orders = await startOrdersModule();
    payments = orders.get(OrderPaymentsService);
    book = await addBook(orders, 12.5, 20);
  });
  afterAll(() => orders?.close());

  const place = () => orders.get(OrdersService).place(orderInput([{ book_id: book, quantity: 1 }], 17.45), undefined);
  const paymentsOf = async (orderId: string): Promise<{ id: string; status: string }[]> =>
    orders.get(DataSource).query('SELECT id, status FROM payments WHERE order_id = $1 ORDER BY created_at', [orderId]);
  /** A second payment for the order, as "try paying again" creates one. */
  const startAnotherPayment = async (orderId: string) =>
    payments.start(await orders.get(DataSource).getRepository(Order).findOneByOrFail({ id: orderId }));
  const endHold = (orderId: string) => orders.get(Outbox).transaction((manager, publish) => payments.endHold(manager, publish, orderId));

  it("answers each order's latest payment, and the latest alone decides a pending order's failure", async () => {
    const placed = await place();
    const other = await place();
    await startAnotherPayment(placed.id);
    const [first, second] = await paymentsOf(placed.id);
    const db = orders.get(DataSource).manager;

    expect((await latestPaymentOf(db, placed.id))?.id).toBe(second.id);
    const latest = await latestPaymentsOf(db, [placed.id, other.id]);
    expect(latest.get(placed.id)?.id).toBe(second.id);
    expect(latest.get(other.id)?.id).toBe((await paymentsOf(other.id))[0].id);
    expect(await latestPaymentOf(db, '00000000-0000-4000-8000-000000000000')).toBeNull();

    // The earlier attempt fails late: recorded, but the order waits for its current payment.
    await providerOf(orders).store.decide(first.id, 'failed');
    await payments.sync(first.id);
    expect(await paymentsOf(placed.id)).toEqual([
      { id: first.id, status: 'failed' },
      { id: second.id, status: 'open' },
    ]);
    expect((await orderRow(orders, placed.id)).status).toBe('pending');

    await providerOf(orders).store.decide(second.id, 'failed');
    await payments.sync(second.id);
    expect((await orderRow(orders, placed.id)).status).toBe('failed');
  });

  it('ignores a payment that is not ours, and applies the same status once', async () => {
    await payments.sync('tr_notours');
    const placed = await place();
    const [payment] = await paymentsOf(placed.id);
    await providerOf(orders).store.decide(payment.id, 'paid');
    await payments.sync(payment.id);
    await payments.sync(payment.id);
    expect((await orderRow(orders, placed.id)).status).toBe('paid');
    const [{ count }] = await orders
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM outbox_events WHERE name = 'order.paid' AND payload->>'order_id' = $1`, [placed.id]);
    expect(count).toBe(1);
  });

  it('flags for a refund a payment that arrives after staff canceled the order', async () => {
    const placed = await place();
    const [payment] = await paymentsOf(placed.id);
    await orders.get(AdminOrdersService).changeStatus(placed.id, 'canceled', null, 'admin');
    await providerOf(orders).store.decide(payment.id, 'paid');
    await payments.sync(payment.id);
    expect(await orderRow(orders, placed.id)).toMatchObject({ status: 'canceled', needs_refund: true });
  });

  it("ends a hold by the order's latest payment: paid meanwhile, the order is paid, not expired", async () => {
    const placed = await place();
    const [payment] = await paymentsOf(placed.id);
    await providerOf(orders).store.decide(payment.id, 'paid'); // no webhook arrived
    await endHold(placed.id);
    expect((await orderRow(orders, placed.id)).status).toBe('paid');
  });

  it('ends a hold whose payment is still open: the order expires and its books go back; a bank transfer is canceled at the provider', async () => {
    const checkout = await place();
    const stockHeld = await stockOf(orders, book);
    await endHold(checkout.id);
    expect((await orderRow(orders, checkout.id)).status).toBe('expired');
    expect(await stockOf(orders, book)).toBe(stockHeld! + 1);
    // A checkout left open cannot be canceled at the provider: if it is paid later, the order is paid then.
    expect((await paymentsOf(checkout.id))[0].status).toBe('open');

    const transfer = await place();
    const [payment] = await paymentsOf(transfer.id);
    providerOf(orders).store.chooseBankTransfer(payment.id);
    await endHold(transfer.id);
    expect((await orderRow(orders, transfer.id)).status).toBe('expired');
    expect(await paymentsOf(transfer.id)).toEqual([{ id: payment.id, status: 'canceled' }]);
    expect(providerOf(orders).store.get(payment.id)?.status).toBe('canceled');
  });

  it('claims a payment check once per interval, whoever asks', async () => {
    const placed = await place();
    const db = orders.get(DataSource).manager;
    const claims = await Promise.all([claimPaymentCheck(db, placed.id, 600), claimPaymentCheck(db, placed.id, 600)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await claimPaymentCheck(db, placed.id, 600)).toBe(false);
    await orders.get(DataSource).query(`UPDATE orders SET payment_checked_at = now() - interval '11 minutes' WHERE id = $1`, [placed.id]);
    expect(await claimPaymentCheck(db, placed.id, 600)).toBe(true);
  });
});
