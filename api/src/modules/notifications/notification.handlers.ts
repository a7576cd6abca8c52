import { Inject, Injectable } from '@nestjs/common';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { DEFAULT_CURRENCY } from '@bookshop/contracts/money';
import { formatShopDate, formatShopDateTime } from '@bookshop/contracts/withdrawals';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import type { EventContext } from '../../platform/events/domain-events.js';
import { HandlesEvent } from '../../platform/events/event-handler.decorator.js';
import type { OrderEvents } from '../../events/orders.js';
import type { PrivacyEvents } from '../../events/privacy.js';
import type { StoreEvents } from '../../events/store.js';
import { SettingsService } from '../store/index.js';
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
 * the transaction it passes as `manager`); a thrown error rolls that back, so the event is retried,
 * and a mail already handed over then is not sent again (`context.once`).
 */
@Injectable()
export class NotificationHandlers {
  constructor(
    @Inject(NotificationsService) private readonly notifications: NotificationsService,
    @Inject(SettingsService) private readonly settings: SettingsService,
  ) {}

  @HandlesEvent('order.paid')
  onOrderPaid(order: OrderEvents['order.paid'], context: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(context, order, {
      template: DEFAULT_TEMPLATE_NAMES.orderConfirmation,
      language: languageOrDefault(order.language),
      adminUsername: null,
    });
  }

  @HandlesEvent('order.confirmation_resend_requested')
  onConfirmationResendRequested(order: OrderEvents['order.confirmation_resend_requested'], context: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(context, order, {
      template: DEFAULT_TEMPLATE_NAMES.orderConfirmation,
      language: languageOrDefault(order.language),
      adminUsername: null,
    });
  }

  @HandlesEvent('order.status_changed')
  async onOrderStatusChanged(change: OrderEvents['order.status_changed'], context: EventContext): Promise<void> {
    const template = STATUS_TEMPLATES[change.status];
    if (!template) return;
    await this.notifications.sendOrderEmail(context, change, {
      template,
      language: languageOrDefault(change.language),
      adminUsername: null,
    });
  }

  /** Once per refund, in the order's language, with the amount and the reason staff gave. */
  @HandlesEvent('order.refunded')
  onOrderRefunded(refund: OrderEvents['order.refunded'], context: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(context, refund, {
      template: DEFAULT_TEMPLATE_NAMES.orderRefunded,
      language: languageOrDefault(refund.language),
      variables: {
        refund_amount: formatCents(refund.amount_cents, refund.currency ?? DEFAULT_CURRENCY, languageOrDefault(refund.language)),
        refund_reason: refund.reason,
      },
      adminUsername: null,
    });
  }

  /**
   * The acknowledgement of a withdrawal, on a durable medium: when it was received, what was
   * withdrawn, where the books go and by when the refund comes. Once per withdrawal (the event is
   * published once, and each handler runs once per event).
   */
  @HandlesEvent('order.withdrawal_received')
  async onWithdrawalReceived(event: OrderEvents['order.withdrawal_received'], context: EventContext): Promise<void> {
    const language = languageOrDefault(event.language);
    const { withdrawal } = event;
    await this.notifications.sendOrderEmail(context, event, {
      template: DEFAULT_TEMPLATE_NAMES.withdrawalReceived,
      language,
      variables: {
        received_at: formatShopDateTime(new Date(withdrawal.received_at), language),
        withdrawn_books: withdrawal.items.map((item) => `${item.quantity} × ${item[`title_${language}`]}`).join('\n'),
        refund_amount: formatCents(withdrawal.books_cents + withdrawal.shipping_cents, event.currency ?? DEFAULT_CURRENCY, language),
        refund_due: formatShopDate(new Date(withdrawal.refund_due_at), language),
        return_address: (await this.settings.returnAddress(language)).join('\n'),
      },
      adminUsername: null,
      // The order's summary would list books the parent keeps; the text names the withdrawn ones.
      summary: false,
    });
  }

  /** The withdrawal lookup page found a paid order: the link to its page goes to the order's own e-mail. */
  @HandlesEvent('order.withdrawal_link_requested')
  onWithdrawalLinkRequested(order: OrderEvents['order.withdrawal_link_requested'], context: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(context, order, {
      template: DEFAULT_TEMPLATE_NAMES.withdrawalLink,
      language: languageOrDefault(order.language),
      adminUsername: null,
      summary: false,
    });
  }

  @HandlesEvent('order.email_requested')
  onOrderEmailRequested(request: OrderEvents['order.email_requested'], context: EventContext): Promise<void> {
    return this.notifications.sendOrderEmail(context, request, {
      template: request.template_name,
      language: languageOrDefault(request.email_language),
      variables: request.variables,
      note: request.custom_message,
      adminUsername: request.admin_username,
    });
  }

  @HandlesEvent('contact.received')
  onContactReceived(contact: StoreEvents['contact.received'], context: EventContext): Promise<void> {
    return this.notifications.forwardContactMessage(contact, context);
  }

  @HandlesEvent('privacy.copy_requested')
  onPrivacyCopyRequested(request: PrivacyEvents['privacy.copy_requested'], context: EventContext): Promise<void> {
    return this.notifications.sendPrivacyCopyLink(request, context);
  }
}
