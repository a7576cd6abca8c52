import type { OrderStatus } from '@bookshop/contracts/order-status';

/** Statuses in which an order holds no stock and can be paid again. */
export const UNPAID_FINAL: readonly OrderStatus[] = ['failed', 'expired', 'canceled'];

/** Statuses of an order whose payment was received (they count as revenue). */
export const PAID_OR_BEYOND: readonly OrderStatus[] = ['paid', 'printed', 'sent', 'delivered'];

/** The end of a stock hold that starts now. */
export function holdEnd(holdMinutes: number): Date {
  return new Date(Date.now() + holdMinutes * 60_000);
}
