/** The statuses of an order; what each means and who moves an order between them: order-lifecycle.ts. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'canceled', 'sent', 'printed', 'delivered'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
