import { isUnpaid } from '@bookshop/contracts/order-lifecycle';
import { isOrderStatus, type OrderStatus } from '@bookshop/contracts/order-status';

export type StatusIcon = 'success' | 'pending' | 'error';

/** The icon beside the status the customer is told: a tick once paid or delivered, a cross when not paid, else waiting. */
const SUCCESS_ICON: readonly OrderStatus[] = ['paid', 'delivered'];

/** The status as shown: an unknown one is displayed as pending. */
export function displayedStatus(status: unknown): OrderStatus {
  return isOrderStatus(status) ? status : 'pending';
}

export function statusIcon(status: OrderStatus): StatusIcon {
  if (isUnpaid(status)) return 'error';
  return SUCCESS_ICON.includes(status) ? 'success' : 'pending';
}

/** The cart is cleared once a loaded order is paid or delivered. */
export function clearsCart(status: OrderStatus): boolean {
  return status === 'paid' || status === 'delivered';
}
