import { ApiProperty } from '@nestjs/swagger';
import { EmailTemplateDto } from './email-template.dto.js';

/** An email template: what the admin wrote plus the `{{placeholders}}` the server found in it. */
export class EmailTemplateView extends EmailTemplateDto {
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' })
  id: string;
  @ApiProperty({
    description: 'The `{{name}}` placeholders of all subjects and bodies, each once: one input each in the send-email block',
    type: [String],
    example: ['friendly_id', 'customer_name'],
  })
  placeholders: string[];
  @ApiProperty({ description: 'Sent by the shop itself: can be edited, but neither deleted nor renamed', example: true })
  system: boolean;
  @ApiProperty({ example: '2026-02-01T12:00:00.000Z' })
  created_at: Date;
  @ApiProperty({ example: '2026-02-03T08:15:00.000Z' })
  updated_at: Date;
}

/** GET /api/admin/mailbox: one mail written to DATA_DIR/mail (see docs/emails.md). */
export class MailSummaryView {
  @ApiProperty({ description: 'A timestamp plus random hex', example: '2026-03-01T10-15-00-123Z-9f3a1c0b2d' })
  id: string;
  @ApiProperty({ example: 'layla@example.com' })
  to: string;
  @ApiProperty({ example: 'Thank you! Your order BS-1042 is confirmed' })
  subject: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-01T10:15:00.123Z' })
  date: string;
}

/** GET /api/admin/mailbox/{id}: the whole mail. */
export class StoredMailView extends MailSummaryView {
  @ApiProperty({ example: 'Bookshop <no-reply@localhost>' })
  from: string;
  @ApiProperty({ example: '<p>Hello Layla, ...</p>' })
  html: string;
  @ApiProperty({ example: 'Hello Layla, ...' })
  text: string;
}
