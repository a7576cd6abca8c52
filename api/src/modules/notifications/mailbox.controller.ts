import { ConflictException, Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { MailFolder, type StoredMail, type StoredMailSummary } from './mail-folder.js';

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
  list(): Promise<StoredMailSummary[]> {
    this.ensureEnabled();
    return this.folder.list();
  }

  @Get(':id')
  async show(@Param('id') id: string): Promise<StoredMail> {
    this.ensureEnabled();
    const mail = await this.folder.read(id);
    if (!mail) throw new NotFoundException({ code: 'mail_not_found', message: 'Mail not found' });
    return mail;
  }

  private ensureEnabled(): void {
    if (this.config.smtpUrl) {
      throw new ConflictException({
        code: 'mailbox_disabled',
        message: 'Mails are sent through SMTP_URL, so none are kept in the mailbox',
      });
    }
  }
}
