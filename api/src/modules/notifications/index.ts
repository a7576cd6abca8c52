// The notifications module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { NotificationsModule } from './notifications.module.js';
export { EmailTemplatesService } from './email-templates.service.js';
export { NotificationsService } from './notifications.service.js';
export { MailFolder } from './mail-folder.js';
export type { MailAttachment } from './mailer.js';
