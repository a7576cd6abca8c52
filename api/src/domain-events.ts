import type { NotificationEvents } from './events/notifications.js';
import type { OrderEvents } from './events/orders.js';
import type { PrivacyEvents } from './events/privacy.js';
import type { StoreEvents } from './events/store.js';
import type { DomainEvents, EventName } from './platform/events/domain-events.js';

// The shop's domain events, one map: each module describes its own events; this joins them.
declare module './platform/events/domain-events.js' {
  interface DomainEvents extends OrderEvents, NotificationEvents, StoreEvents, PrivacyEvents {}
}

/**
 * The same names at run time, checked by the compiler against the map (none missing, none extra):
 * the shop refuses to start when one of them has no handler, or a handler names another.
 */
export const DOMAIN_EVENT_NAMES = Object.keys({
  'order.placed': true,
  'order.paid': true,
  'order.payment_failed': true,
  'order.hold_ended': true,
  'order.paid_without_stock': true,
  'order.refund_needed': true,
  'order.refunded': true,
  'order.refund_updated': true,
  'order.status_changed': true,
  'order.comment_added': true,
  'order.withdrawal_received': true,
  'order.withdrawal_books_back': true,
  'order.withdrawal_link_requested': true,
  'order.confirmation_resend_requested': true,
  'order.email_requested': true,
  'email.sent': true,
  'contact.received': true,
  'privacy.copy_requested': true,
} satisfies Record<keyof DomainEvents, true>) as EventName[];
