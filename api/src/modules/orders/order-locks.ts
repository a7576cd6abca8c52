import type { EntityManager } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from '../../platform/http/api-error.js';
import type { StockLine } from '../catalogue/index.js';
import { Order } from './order.entity.js';

declare const locked: unique symbol;

/** An order loaded under its row lock: only these may change status (OrderLifecycle.move). */
export type LockedOrder = Order & { readonly [locked]: true };

/**
 * Loads an order with its items, holding its row lock for the rest of the transaction: every
 * change of an order's status goes through here, so webhooks, reconciliation and admins queue up.
 */
export async function lockOrder(manager: EntityManager, orderId: string): Promise<LockedOrder> {
  const [row] = await manager.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  if (!row) throw apiError(API_ERRORS.orderNotFound);
  return (await manager.findOneOrFail(Order, { where: { id: orderId }, relations: { items: true } })) as LockedOrder;
}

export function stockLines(order: Order): StockLine[] {
  return order.items.filter((item) => item.bookId !== null).map((item) => ({ book_id: item.bookId!, quantity: item.quantity }));
}
