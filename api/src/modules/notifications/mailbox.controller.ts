import { ConflictException, Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../platform/http/api-errors.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { MailSummaryView, StoredMailView } from './dto/notifications.view.js';
import { MailFolder } from './mail-folder.js';

const MAILBOX_DISABLED = { code: 'mailbox_disabled', message: 'Mails are sent through SMTP_URL, so none are kept in the mailbox' };
const MAIL_NOT_FOUND = { code: 'mail_not_found', message: 'Mail not found' };

/**
 * The back office's view of DATA_DIR/mail. With SMTP_URL set no mail is written there, so both
 * routes answer 409 `mailbox_disabled` rather than an empty list that looks like "nothing sent".
 */
@ApiTags('admin mailbox')
@AdminOnly()
@Controller('admin/mailbox')
export class MailboxController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MailFolder) private readonly folder: MailFolder,
  ) {}

  @Get()
  @ApiOkResponse({ type: [MailSummaryView], description: 'Newest first' })
  @ApiErrors({ 409: MAILBOX_DISABLED })
  list(): Promise<MailSummaryView[]> {
    this.ensureEnabled();
    return this.folder.list();
  }

  @Get(':id')
  @ApiOkResponse({ type: StoredMailView })
  @ApiErrors({ 404: MAIL_NOT_FOUND, 409: MAILBOX_DISABLED })
  async show(@Param('id') id: string): Promise<StoredMailView> {
    this.ensureEnabled();
    const mail = await this.folder.read(id);
    if (!mail) throw new NotFoundException(MAIL_NOT_FOUND);
    return mail;
  }

  private ensureEnabled(): void {
    if (this.config.smtpUrl) {
      throw new ConflictException(MAILBOX_DISABLED);
    }
  }
}
