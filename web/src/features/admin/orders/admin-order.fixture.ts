import { anOrder } from '../../../../test/order-fixture';
import type { AdminOrder, AdminOrderDetail } from './admin-orders.api';

/** A complete order as GET /api/admin/orders returns it: the shop's order and the admin's fields; override what the test is about. */
export function anAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const order = anOrder();
  return {
    ...order,
    // The admin tests read the house number as a building number.
    shipping_address: { ...order.shipping_address, building_number: '12', apartment_number: '' },
    updated_at: '2026-11-22T10:31:00.000Z',
    payment_id: 'tr_abc',
    payment_status: 'paid',
    needs_refund: false,
    paid_without_stock: false,
    ...overrides,
  };
}

/** An order as GET /api/admin/orders/{id} returns it: paid, nothing refunded yet. */
export function anAdminOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = anAdminOrder(overrides);
  return { refunded_amount: 0, refundable_amount: order.total_amount, refunds: [], ...order, ...overrides };
}
