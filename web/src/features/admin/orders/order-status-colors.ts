import { isUnpaid, stageOf, type OrderStage } from '@bookshop/contracts/order-lifecycle';
import type { OrderStatus } from '@bookshop/contracts/order-status';

/** Ant Design's preset status colours: `processing` is the waiting style. */
export type StatusColor = 'success' | 'processing' | 'warning' | 'error';

/** The list and its filter colour by stage: orders being handled wait, unpaid ones warn, unpaid-for-good err. */
const STAGE_COLORS: Record<OrderStage, StatusColor> = {
  awaiting_payment: 'warning',
  unpaid: 'error',
  in_progress: 'processing',
  delivered: 'success',
};

/** The orders list and its status filter. */
export function listStatusColor(status: OrderStatus): StatusColor {
  return STAGE_COLORS[stageOf(status)];
}

/**
 * The order's own page colours differently from the list, on purpose: a paid order is good news
 * there, while pending, printed and sent still ask for attention.
 */
export function detailStatusColor(status: OrderStatus): StatusColor {
  if (isUnpaid(status)) return 'error';
  return status === 'paid' || status === 'delivered' ? 'success' : 'warning';
}
