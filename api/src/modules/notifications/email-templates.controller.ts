import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { EmailTemplateDto } from './dto/email-template.dto.js';
import { EmailTemplatesService } from './email-templates.service.js';

const byId = () => notFoundOnBadUuid('template_not_found', 'Email template not found');

@ApiTags('email templates')
@AdminOnly()
@Controller()
export class EmailTemplatesController {
  constructor(@Inject(EmailTemplatesService) private readonly templates: EmailTemplatesService) {}

  @Get('admin/email-templates')
  list() {
    return this.templates.list();
  }

  /** The order page's send-email block: the templates that fit an order. */
  @Get('emails/templates')
  listForSending() {
    return this.templates.listForOrders();
  }

  @Post('admin/email-templates')
  create(@Body() body: EmailTemplateDto) {
    return this.templates.create(body);
  }

  @Put('admin/email-templates/:id')
  update(@Param('id', byId()) id: string, @Body() body: EmailTemplateDto) {
    return this.templates.update(id, body);
  }

  @Delete('admin/email-templates/:id')
  @HttpCode(204)
  async delete(@Param('id', byId()) id: string): Promise<void> {
    await this.templates.delete(id);
  }
}
