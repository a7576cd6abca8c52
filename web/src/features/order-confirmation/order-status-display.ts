import { isOrderStatus, type OrderStatus } from '@bookshop/contracts/order-status';

export type StatusIcon = 'success' | 'pending' | 'error';

/** Spec 000 section 4: what the customer is told for each order status, and with which icon. */
const STATUS_DISPLAY: Record<OrderStatus, StatusIcon> = {
  paid: 'success',
  delivered: 'success',
  pending: 'pending',
  sent: 'pending',
  printed: 'pending',
  failed: 'error',
  expired: 'error',
  canceled: 'error',
};

/** The status as shown: an unknown one is displayed as pending. */
export function displayedStatus(status: unknown): OrderStatus {
  return isOrderStatus(status) ? status : 'pending';
}

export function statusIcon(status: OrderStatus): StatusIcon {
  return STATUS_DISPLAY[status];
}

/** Orders whose payment did not go through: the page offers to try paying again (CONTRACT.md section 3). */
export function canPayAgain(status: OrderStatus): boolean {
  return status === 'failed' || status === 'expired' || status === 'canceled';
}

/** Spec 000 section 4: the cart is cleared once a loaded order is paid or delivered. */
export function clearsCart(status: OrderStatus): boolean {
  return status === 'paid' || status === 'delivered';
}
