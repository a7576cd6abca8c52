import { Inject, Injectable } from '@nestjs/common';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { DEFAULT_CURRENCY } from '@bookshop/contracts/money';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import type { EventContext } from '../../platform/events/domain-events.js';
import { HandlesEvent } from '../../platform/events/event-handler.decorator.js';
import type { OrderEvents } from '../orders/events.js';
import type { PrivacyEvents } from '../privacy/events.js';
import type { StoreEvents } from '../store/events.js';
import { DEFAULT_TEMPLATE_NAMES } from './default-templates.js';
import { formatCents } from './email-renderer.js';
import { NotificationsService } from './notifications.service.js';

/** The statuses customers hear about; other status changes send nothing. */
const STATUS_TEMPLATES: Partial<Record<OrderStatus, string>> = {
  sent: DEFAULT_TEMPLATE_NAMES.orderSent,
  delivered: DEFAULT_TEMPLATE_NAMES.orderDelivered,
};

/**
 * Which email each event sends. The platform runs each handler once per event (handled_events, in
 * the transaction it passes as `manager`); a thrown error rolls that back, so the event is retried.
 */
@Injectable()
export class NotificationHandlers {
  constructor(@Inject(NotificationsService) private readonly notifications: NotificationsService) {}

  @HandlesEvent('order.paid')
  onOrderPaid(order: OrderEvents['order.paid'], { manager }: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(manager, order, {
      template: DEFAULT_TEMPLATE_NAMES.orderConfirmation,
      language: languageOrDefault(order.language),
      adminUsername: null,
    });
  }

  @HandlesEvent('order.confirmation_resend_requested')
  onConfirmationResendRequested(order: OrderEvents['order.confirmation_resend_requested'], { manager }: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(manager, order, {
      template: DEFAULT_TEMPLATE_NAMES.orderConfirmation,
      language: languageOrDefault(order.language),
      adminUsername: null,
    });
  }

  @HandlesEvent('order.status_changed')
  async onOrderStatusChanged(change: OrderEvents['order.status_changed'], { manager }: EventContext): Promise<void> {
    const template = STATUS_TEMPLATES[change.status];
    if (!template) return;
    await this.notifications.sendOrderEmail(manager, change, {
      template,
      language: languageOrDefault(change.language),
      adminUsername: null,
    });
  }

  /** Once per refund, in the order's language, with the amount and the reason staff gave. */
  @HandlesEvent('order.refunded')
  onOrderRefunded(refund: OrderEvents['order.refunded'], { manager }: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(manager, refund, {
      template: DEFAULT_TEMPLATE_NAMES.orderRefunded,
      language: languageOrDefault(refund.language),
      variables: {
        refund_amount: formatCents(refund.amount_cents, refund.currency ?? DEFAULT_CURRENCY, languageOrDefault(refund.language)),
        refund_reason: refund.reason,
      },
      adminUsername: null,
    });
  }

  @HandlesEvent('order.email_requested')
  onOrderEmailRequested(request: OrderEvents['order.email_requested'], { manager }: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(manager, request, {
      template: request.template_name,
      language: languageOrDefault(request.email_language),
      variables: request.variables,
      note: request.custom_message,
      adminUsername: request.admin_username,
    });
  }

  @HandlesEvent('contact.received')
  onContactReceived(contact: StoreEvents['contact.received']): Promise<void> {
    return this.notifications.forwardContactMessage(contact);
  }

  @HandlesEvent('privacy.copy_requested')
  onPrivacyCopyRequested(request: PrivacyEvents['privacy.copy_requested']): Promise<void> {
    return this.notifications.sendPrivacyCopyLink(request);
  }
}
