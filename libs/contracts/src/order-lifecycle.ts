import type { OrderStatus } from './order-status.js';

/**
 * The order lifecycle: who may move an order from one status to another, and what each status
 * means for its books and for revenue. The API applies transitions in one place (the orders
 * module's OrderLifecycle); the web reads the same rules for what it shows.
 */

/** Who moves an order: the parent (pay again), the payment provider, staff, the background sweeper. */
export type OrderActor = 'customer' | 'payment_provider' | 'admin' | 'sweeper';

/** The payment did not go through: the books are back on sale and the parent may pay again. */
export const UNPAID_STATUSES = ['failed', 'expired', 'canceled'] as const satisfies readonly OrderStatus[];

/** The payment was received: these orders count as revenue and their confirmation can be resent. */
export const REVENUE_STATUSES = ['paid', 'printed', 'sent', 'delivered'] as const satisfies readonly OrderStatus[];

/**
 * The moves each actor may make, from → to. Staff may choose any status (the back office shows
 * every status), so they have no table.
 */
const MOVES: Record<Exclude<OrderActor, 'admin'>, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  customer: { failed: ['pending'], expired: ['pending'], canceled: ['pending'] },
  // Paid also after the hold ended or an earlier payment failed; paid after canceled is refunded instead.
  payment_provider: { pending: ['paid', 'failed', 'expired', 'canceled'], failed: ['paid'], expired: ['paid'] },
  // A hold that ended expires the order; an order whose payment could never be created fails.
  sweeper: { pending: ['expired', 'failed'] },
};

export function canMove(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  if (from === to) return false;
  if (by === 'admin') return true;
  return MOVES[by][from]?.includes(to) ?? false;
}

/** An order holds its books exactly while its status is not failed, expired or canceled. */
export function holdsStock(status: OrderStatus): boolean {
  return !isUnpaid(status);
}

export function isUnpaid(status: OrderStatus): boolean {
  return (UNPAID_STATUSES as readonly OrderStatus[]).includes(status);
}

export function isRevenue(status: OrderStatus): boolean {
  return (REVENUE_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * A full refund gives an order's books back when it still holds them and they have not left the
 * shop (paid or printed, not sent or delivered). Its status stays: the order keeps what happened.
 */
export function returnsStockOnFullRefund(status: OrderStatus): boolean {
  return holdsStock(status) && status !== 'sent' && status !== 'delivered';
}

/** The confirmation page's "try paying again". */
export function canPayAgain(status: OrderStatus): boolean {
  return canMove(status, 'pending', 'customer');
}

/** The confirmation e-mail (and the receipt) exist once an order is paid: resending or printing them applies from then on. */
export function hasConfirmation(status: OrderStatus): boolean {
  return isRevenue(status);
}

/** Where an order stands, as staff see it at a glance: waiting for money, not paid, being handled, delivered. */
export type OrderStage = 'awaiting_payment' | 'unpaid' | 'in_progress' | 'delivered';

export function stageOf(status: OrderStatus): OrderStage {
  if (status === 'pending') return 'awaiting_payment';
  if (isUnpaid(status)) return 'unpaid';
  return status === 'delivered' ? 'delivered' : 'in_progress';
}
