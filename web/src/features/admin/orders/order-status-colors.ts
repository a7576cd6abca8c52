import type { OrderStatus } from '@bookshop/contracts/order-status';

/** Ant Design's preset status colours: `processing` is the waiting style. */
export type StatusColor = 'success' | 'processing' | 'warning' | 'error';

/** Spec 001 section 4, filter badges: paid, sent and printed wait; pending warns; delivered succeeds. */
const LIST_COLORS: Record<OrderStatus, StatusColor> = {
  paid: 'processing',
  sent: 'processing',
  printed: 'processing',
  pending: 'warning',
  failed: 'error',
  expired: 'error',
  canceled: 'error',
  delivered: 'success',
};

/** The orders list and its status filter. */
export function listStatusColor(status: OrderStatus): StatusColor {
  return LIST_COLORS[status];
}

/** Spec 001 section 4: the detail page colours differently from the list, on purpose. */
export function detailStatusColor(status: OrderStatus): StatusColor {
  if (status === 'paid' || status === 'delivered') return 'success';
  if (status === 'pending' || status === 'sent' || status === 'printed') return 'warning';
  return 'error';
}
