/** Order status values of spec 000 section 4. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'canceled',
  'sent',
  'printed',
  'delivered',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Statuses whose totals count as revenue in the admin statistics (CONTRACT section 4). */
export const REVENUE_STATUSES = ['paid', 'printed', 'sent', 'delivered'] as const satisfies readonly OrderStatus[];

export type RevenueStatus = (typeof REVENUE_STATUSES)[number];
