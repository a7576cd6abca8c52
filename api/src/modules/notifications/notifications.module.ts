import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LegalModule } from '../legal/index.js';
import { StoreModule } from '../store/index.js';
import { EmailTemplate } from './email-template.entity.js';
import { EmailTemplatesController } from './email-templates.controller.js';
import { EmailTemplatesService } from './email-templates.service.js';
import { LegalOrderContracts } from './legal-order-contracts.js';
import { MailFolder } from './mail-folder.js';
import { MailboxController } from './mailbox.controller.js';
import { Mailer } from './mailer.js';
import { NotificationHandlers } from './notification.handlers.js';
import { NotificationsService } from './notifications.service.js';
import { OrderContracts } from './order-contract.js';

/**
 * Email templates, rendering (Handlebars) and sending (nodemailer), driven by other modules'
 * events; the confirmation attaches the order's legal texts as PDFs (LegalModule) and its receipt.
 * Exports the templates service so the orders module can check a template name, and the
 * notifications service for the receipt PDF the order page and the back office hand out.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplate]), StoreModule, LegalModule],
  controllers: [EmailTemplatesController, MailboxController],
  providers: [
    EmailTemplatesService,
    NotificationsService,
    NotificationHandlers,
    Mailer,
    MailFolder,
    { provide: OrderContracts, useClass: LegalOrderContracts },
  ],
  exports: [EmailTemplatesService, NotificationsService, MailFolder],
})
export class NotificationsModule {}
