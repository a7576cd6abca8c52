import { Injectable } from '@nestjs/common';
import { centsToAmount, DEFAULT_CURRENCY, formatMoney } from '@bookshop/contracts/money';
import type { EventContext } from '../../platform/events/domain-events.js';
import { HandlesEvent } from '../../platform/events/event-handler.decorator.js';
import type { NotificationEvents } from '../../events/notifications.js';
import type { OrderEvents } from '../../events/orders.js';
import { OrderHistoryEntry, type HistoryAction, type StoredHistoryDetails } from './order-history.entity.js';

/** The comments of system lines are in English (the back office words their details in the admin's language). */
const HISTORY_LANGUAGE = 'en';

/** What a failed or canceled refund did to the order's books. */
const STOCK_AFTER_UNDONE: Record<OrderEvents['order.refund_updated']['stock'], string> = {
  unchanged: '',
  stock_taken: ' The order holds its books again.',
  paid_without_stock: ' Its books are no longer in stock: refund the customer or restock the books.',
};

/** Writes an order's history from its events: every payment, status change, comment and email. */
@Injectable()
export class OrderHistoryHandlers {
  @HandlesEvent('order.placed')
  placed(event: OrderEvents['order.placed'], context: EventContext) {
    return record(context, event.order_id, 'created', event.status, null, null);
  }

  @HandlesEvent('order.paid')
  paid(event: OrderEvents['order.paid'], context: EventContext) {
    return record(context, event.order_id, 'payment', 'paid', `Payment ${event.payment_id}`, null, {
      kind: 'payment',
      payment_id: event.payment_id,
    });
  }

  @HandlesEvent('order.payment_failed')
  paymentFailed(event: OrderEvents['order.payment_failed'], context: EventContext) {
    const comment = event.payment_id ? `Payment ${event.payment_id}` : 'The payment provider could not be reached';
    const details: StoredHistoryDetails = event.payment_id
      ? { kind: 'payment', payment_id: event.payment_id }
      : { kind: 'provider_unreachable' };
    return record(context, event.order_id, 'payment', event.payment_status, comment, null, details);
  }

  @HandlesEvent('order.hold_ended')
  holdEnded(event: OrderEvents['order.hold_ended'], context: EventContext) {
    const payment = event.payment_id
      ? ` Payment ${event.payment_id} ${event.payment_canceled ? 'canceled at the provider' : 'could not be canceled at the provider; if it is paid later, the order is paid then'}.`
      : '';
    return record(
      context,
      event.order_id,
      'payment',
      'hold_ended',
      `Not paid within ${event.hold_minutes} minutes (ORDER_HOLD_MINUTES): the order expired and its books went back on sale.${payment}`,
      null,
      { kind: 'hold_ended', hold_minutes: event.hold_minutes, payment_id: event.payment_id, payment_canceled: event.payment_canceled },
    );
  }

  @HandlesEvent('order.paid_without_stock')
  paidWithoutStock(event: OrderEvents['order.paid_without_stock'], context: EventContext) {
    return record(
      context,
      event.order_id,
      'payment',
      'paid_without_stock',
      `Payment ${event.payment_id} arrived after the order was ${event.previous_status}, when its books were no longer in stock: refund the customer or restock the books.`,
      null,
      { kind: 'paid_without_stock', payment_id: event.payment_id, previous_status: event.previous_status },
    );
  }

  @HandlesEvent('order.refund_needed')
  refundNeeded(event: OrderEvents['order.refund_needed'], context: EventContext) {
    return record(context, event.order_id, 'payment', 'refund_needed', `Payment ${event.payment_id}: ${event.reason}`, null, {
      kind: 'refund_needed',
      payment_id: event.payment_id,
      order_status: event.status,
    });
  }

  @HandlesEvent('order.refunded')
  refunded(event: OrderEvents['order.refunded'], context: EventContext) {
    const amount = formatMoney(centsToAmount(event.amount_cents), event.currency ?? DEFAULT_CURRENCY, HISTORY_LANGUAGE);
    const made = event.admin_username ? '' : ' Made at the payment provider.';
    const full = event.fully_refunded ? ' Everything paid is refunded.' : '';
    const stock = event.stock_returned ? ' Its books went back on sale.' : '';
    return record(
      context,
      event.order_id,
      'refund',
      event.refund_status,
      `Refund ${event.provider_refund_id} of ${amount} on payment ${event.payment_id}: ${event.reason}.${made}${full}${stock}`,
      event.admin_username,
      {
        kind: 'refunded',
        provider_refund_id: event.provider_refund_id,
        payment_id: event.payment_id,
        amount_cents: event.amount_cents,
        currency: event.currency ?? DEFAULT_CURRENCY,
        reason: event.reason,
        at_provider: !event.admin_username,
        fully_refunded: event.fully_refunded,
        stock_returned: event.stock_returned,
      },
    );
  }

  @HandlesEvent('order.withdrawal_received')
  withdrawalReceived(event: OrderEvents['order.withdrawal_received'], context: EventContext) {
    const { withdrawal } = event;
    const cents = withdrawal.books_cents + withdrawal.shipping_cents;
    const currency = event.currency ?? DEFAULT_CURRENCY;
    const copies = withdrawal.items.reduce((sum, item) => sum + item.quantity, 0);
    return record(
      context,
      event.order_id,
      'withdrawal',
      'received',
      `The customer withdrew ${copies} ${copies === 1 ? 'book' : 'books'}: refund ${formatMoney(centsToAmount(cents), currency, HISTORY_LANGUAGE)} (books and standard delivery) by ${withdrawal.refund_due_at}.`,
      null,
      { kind: 'withdrawal_received', copies, amount_cents: cents, currency, refund_due_at: withdrawal.refund_due_at },
    );
  }

  @HandlesEvent('order.withdrawal_books_back')
  withdrawalBooksBack(event: OrderEvents['order.withdrawal_books_back'], context: EventContext) {
    return record(context, event.order_id, 'withdrawal', 'books_back', 'The withdrawn books are back.', event.admin_username, {
      kind: 'withdrawal_books_back',
    });
  }

  @HandlesEvent('order.refund_updated')
  refundUpdated(event: OrderEvents['order.refund_updated'], context: EventContext) {
    const amount = formatMoney(centsToAmount(event.amount_cents), event.currency, HISTORY_LANGUAGE);
    return record(
      context,
      event.order_id,
      'refund',
      event.refund_status,
      `Refund ${event.provider_refund_id} of ${amount}: ${event.previous_status} → ${event.refund_status} at the payment provider.${STOCK_AFTER_UNDONE[event.stock]}`,
      null,
      {
        kind: 'refund_updated',
        provider_refund_id: event.provider_refund_id,
        amount_cents: event.amount_cents,
        currency: event.currency,
        previous_status: event.previous_status,
        refund_status: event.refund_status,
        stock: event.stock,
      },
    );
  }

  @HandlesEvent('order.status_changed')
  statusChanged(event: OrderEvents['order.status_changed'], context: EventContext) {
    return record(context, event.order_id, 'status_change', event.status, event.comment, event.admin_username);
  }

  @HandlesEvent('order.comment_added')
  commentAdded(event: OrderEvents['order.comment_added'], context: EventContext) {
    return record(context, event.order_id, 'comment', null, event.comment, event.admin_username);
  }

  @HandlesEvent('email.sent')
  emailSent(event: NotificationEvents['email.sent'], context: EventContext) {
    return record(context, event.order_id, 'email_sent', event.template_name, `To ${event.to} (${event.language})`, event.admin_username, {
      kind: 'email',
      to: event.to,
      language: event.language,
    });
  }
}

async function record(
  context: EventContext,
  orderId: string,
  actionType: HistoryAction,
  newValue: string | null,
  comment: string | null,
  adminUsername: string | null,
  details: StoredHistoryDetails | null = null,
) {
  await context.manager.insert(OrderHistoryEntry, {
    orderId,
    actionType,
    newValue,
    comment,
    adminUsername,
    details,
    createdAt: context.occurredAt,
  });
}
