import { centsToAmount } from '@bookshop/contracts/money';
import { refundUrgency } from '@bookshop/contracts/withdrawals';
import type { AdminWithdrawalView, WithdrawalStateView, WithdrawalView } from './dto/withdrawal.view.js';
import type { Order } from './order.entity.js';
import type { Withdrawal } from './withdrawal.entity.js';
import type { WithdrawalState } from './withdrawals.service.js';

export function presentWithdrawal(withdrawal: Withdrawal, order: Order): WithdrawalView {
  return {
    id: withdrawal.id,
    received_at: withdrawal.receivedAt.toISOString(),
    refund_due_at: withdrawal.refundDueAt.toISOString(),
    status: withdrawal.status,
    items: withdrawal.items.map((line) => {
      const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
      return {
        order_item_id: item.id,
        title_ar: item.titleAr,
        title_en: item.titleEn,
        title_nl: item.titleNl,
        quantity: line.quantity,
        amount: centsToAmount(item.unitPriceCents * line.quantity),
      };
    }),
    books_amount: centsToAmount(withdrawal.booksCents),
    shipping_amount: centsToAmount(withdrawal.shippingCents),
    refund_amount: centsToAmount(withdrawal.booksCents + withdrawal.shippingCents),
    currency: order.currency,
  };
}

export function presentWithdrawalState(state: WithdrawalState): WithdrawalStateView {
  return {
    can_withdraw: state.canWithdraw,
    period_ends_at: state.periodEndsAt?.toISOString() ?? null,
    withdrawal: state.withdrawal && presentWithdrawal(state.withdrawal, state.order),
    return_address: state.returnAddress,
  };
}

export function presentAdminWithdrawal(withdrawal: Withdrawal, order: Order, now: Date): AdminWithdrawalView {
  return {
    ...presentWithdrawal(withdrawal, order),
    order_id: order.id,
    friendly_id: order.friendlyId,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    urgency: refundUrgency(withdrawal.status, withdrawal.refundDueAt, now),
    books_back_at: withdrawal.booksBackAt?.toISOString() ?? null,
    refunded_at: withdrawal.refundedAt?.toISOString() ?? null,
  };
}
