import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from '../../platform/http/api-error.js';
import { ApiErrors } from '../../platform/http/api-errors.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { AdminOnly } from '../identity/index.js';
import { MailSummaryView, StoredMailView } from './dto/notifications.view.js';
import { MailFolder } from './mail-folder.js';

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
  @ApiErrors(API_ERRORS.mailboxDisabled)
  list(): Promise<MailSummaryView[]> {
    this.ensureEnabled();
    return this.folder.list();
  }

  @Get(':id')
  @ApiOkResponse({ type: StoredMailView })
  @ApiErrors(API_ERRORS.mailNotFound, API_ERRORS.mailboxDisabled)
  async show(@Param('id') id: string): Promise<StoredMailView> {
    this.ensureEnabled();
    const mail = await this.folder.read(id);
    if (!mail) throw apiError(API_ERRORS.mailNotFound);
    return mail;
  }

  private ensureEnabled(): void {
    if (this.config.smtpUrl) {
      throw apiError(API_ERRORS.mailboxDisabled);
    }
  }
}
