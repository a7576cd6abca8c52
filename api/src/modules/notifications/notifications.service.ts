import { Inject, Injectable } from '@nestjs/common';
import { filledInVariables } from '@bookshop/contracts/emails';
import type { Language } from '@bookshop/contracts/languages';
import { DEFAULT_CURRENCY } from '@bookshop/contracts/money';
import { orderPagePath } from '@bookshop/contracts/order-page';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import type { EventContext } from '../../platform/events/domain-events.js';
import { Outbox } from '../../platform/events/outbox.js';
import type { OrderSnapshot } from '../../events/orders.js';
import type { PrivacyEvents } from '../../events/privacy.js';
import type { StoreEvents } from '../../events/store.js';
import { SettingsService } from '../store/index.js';
import { contractAttachments, RECORD_LABELS } from './contract-documents.js';
import { receiptAttachment } from './receipt-document.js';
import { DEFAULT_TEMPLATE_NAMES } from './default-templates.js';
import { formatCents, renderEmail, type ContractSection } from './email-renderer.js';
import type { EmailTemplateView } from './dto/notifications.view.js';
import { EmailTemplatesService, textsIn } from './email-templates.service.js';
import { Mailer, type MailAttachment } from './mailer.js';
import { OrderContracts } from './order-contract.js';

export interface OrderEmail {
  template: string;
  language: Language;
  /** An admin's values; blank ones are dropped, the rest trimmed and put over the order's own. */
  variables?: Record<string, unknown>;
  /** An admin's message for this one email. */
  note?: string | null;
  /** null when the shop sent it by itself. */
  adminUsername: string | null;
  /** Below the text, the order's lines and amounts and a button to its page; false leaves them out. */
  summary?: boolean;
}

/** Contact messages reach the shop in English, whatever language the visitor wrote in. */
const CONTACT_LANGUAGE: Language = 'en';

/** The emails the shop sends: template emails about orders to customers, contact messages to the admin. */
@Injectable()
export class NotificationsService {
  private readonly shopName: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EmailTemplatesService) private readonly templates: EmailTemplatesService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(SettingsService) private readonly settings: SettingsService,
    @Inject(OrderContracts) private readonly contracts: OrderContracts,
  ) {
    this.shopName = displayName(config.mailFrom);
  }

  /** The receipt of a paid order as a PDF in `language` (docs/vat.md); null when it has none. */
  async receipt(order: OrderSnapshot, language: Language): Promise<MailAttachment | null> {
    return receiptAttachment(order, await this.contracts.identity(language), language);
  }

  /**
   * Sends a template email to the order's customer, then announces it (email.sent) in the handler's
   * transaction, so the order's history gets it exactly when the handler's work commits. Every order
   * email names the shop in its footer; the confirmation is also the durable record of the contract:
   * the withdrawal right with a link to the order's page (where the withdrawal function is), and the
   * terms and the withdrawal policy the order was placed under as PDFs in the email's language.
   */
  async sendOrderEmail(context: EventContext, order: OrderSnapshot, email: OrderEmail): Promise<void> {
    const template = await this.templateNamed(email.template);
    const currency = order.currency ?? DEFAULT_CURRENCY;
    const orderUrl = `${this.config.publicUrl}${orderPagePath(order.process_number)}`;
    const variables = {
      customer_name: order.customer_name,
      friendly_id: order.friendly_id,
      process_number: order.process_number,
      order_url: orderUrl,
      total: formatCents(order.total_cents, currency, email.language),
      ...filledInVariables(email.variables ?? {}),
    };
    const isConfirmation = template.name === DEFAULT_TEMPLATE_NAMES.orderConfirmation;
    let section: ContractSection | undefined;
    let attachments: MailAttachment[] | undefined;
    if (isConfirmation) {
      const labels = RECORD_LABELS[email.language];
      section = {
        heading: labels.withdrawalHeading,
        text: labels.withdrawalText,
        linkLabel: labels.withdrawalLink,
        url: orderUrl,
        attachments: labels.attachments,
      };
      const [contract, identity] = await Promise.all([
        this.contracts.contractOf(order, email.language),
        this.contracts.identity(email.language),
      ]);
      const receipt = await receiptAttachment(order, identity, email.language);
      attachments = [...(await contractAttachments(order, contract, identity, email.language)), ...(receipt ? [receipt] : [])];
    }
    const rendered = renderEmail({
      texts: textsIn(template, email.language),
      language: email.language,
      variables,
      shopName: this.shopName,
      identity: await this.settings.companyDetails(),
      note: email.note,
      contract: section,
      order:
        email.summary === false
          ? undefined
          : {
              items: order.items.map((item) => ({
                title: item[`title_${email.language}`],
                quantity: item.quantity,
                total_price_cents: item.total_price_cents,
              })),
              subtotal_cents: order.subtotal_cents,
              shipping_cost_cents: order.shipping_cost_cents,
              total_cents: order.total_cents,
              vat: order.vat ? { rate: order.vat.rate, vat_cents: order.vat.vat_cents } : null,
              currency,
              url: orderUrl,
            },
    });
    await context.once(() => this.mailer.send({ to: order.customer_email, ...rendered, attachments }));
    await Outbox.store(context.manager, [
      {
        name: 'email.sent',
        payload: {
          order_id: order.order_id,
          template_name: template.name,
          to: order.customer_email,
          language: email.language,
          admin_username: email.adminUsername,
        },
      },
    ]);
  }

  /** To the settings' admin email; replying answers the visitor. */
  async forwardContactMessage(contact: StoreEvents['contact.received'], context: EventContext): Promise<void> {
    const template = await this.templateNamed(DEFAULT_TEMPLATE_NAMES.contactMessage);
    const { full_name, email, subject, message } = contact;
    const rendered = renderEmail({
      texts: textsIn(template, CONTACT_LANGUAGE),
      language: CONTACT_LANGUAGE,
      variables: { full_name, email, subject, message },
      shopName: this.shopName,
      identity: await this.settings.companyDetails(),
    });
    const adminEmail = await this.settings.adminEmail();
    await context.once(() => this.mailer.send({ to: adminEmail, replyTo: email, ...rendered }));
  }

  /** A parent's data link, in the language of the page they asked on. */
  async sendPrivacyCopyLink(request: PrivacyEvents['privacy.copy_requested'], context: EventContext): Promise<void> {
    const template = await this.templateNamed(DEFAULT_TEMPLATE_NAMES.privacyCopyLink);
    const rendered = renderEmail({
      texts: textsIn(template, request.language),
      language: request.language,
      variables: { download_url: request.download_url, expires_hours: String(request.expires_hours) },
      shopName: this.shopName,
    });
    await context.once(() => this.mailer.send({ to: request.email, ...rendered }));
  }

  /** An unknown template fails the handler, so the event is retried and the error shows in the outbox. */
  private async templateNamed(name: string): Promise<EmailTemplateView> {
    const template = await this.templates.findForSending(name);
    if (!template) throw new Error(`email template "${name}" does not exist (create it in the back office)`);
    return template;
  }
}

/** The shop's name is MAIL_FROM's display name ("Bookshop <no-reply@...>"), so it is set in one place. */
function displayName(mailFrom: string): string {
  return /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1] ?? 'Bookshop';
}
