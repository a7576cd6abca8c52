import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, VALIDATION_FAILED, type ErrorCase } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { EmailTemplateDto } from './dto/email-template.dto.js';
import { EmailTemplateView } from './dto/notifications.view.js';
import { EmailTemplatesService } from './email-templates.service.js';

const NOT_FOUND = { code: 'template_not_found', message: 'Email template not found' };
const byId = () => notFoundOnBadUuid(NOT_FOUND.code, NOT_FOUND.message);
const INVALID: ErrorCase[] = [
  VALIDATION_FAILED,
  {
    code: 'invalid_template',
    message: 'Not a valid Handlebars template. body_en: unclosed {{',
    fields: { body_en: 'admin.templates.invalidSyntax' },
  },
];
const NAME_TAKEN = {
  code: 'template_exists',
  message: 'An email template named "order_shipped" already exists',
  fields: { name: 'admin.templates.nameTaken' },
};

const PROTECTED = {
  code: 'template_protected',
  message: 'The email template "order_confirmation" is sent by the shop itself: it cannot be deleted',
};

@ApiTags('email templates')
@AdminOnly()
@Controller()
export class EmailTemplatesController {
  constructor(@Inject(EmailTemplatesService) private readonly templates: EmailTemplatesService) {}

  @Get('admin/email-templates')
  @ApiOkResponse({ type: [EmailTemplateView] })
  list(): Promise<EmailTemplateView[]> {
    return this.templates.list();
  }

  /** The order page's send-email block: the templates that fit an order. */
  @Get('emails/templates')
  @ApiOkResponse({ type: [EmailTemplateView] })
  listForSending(): Promise<EmailTemplateView[]> {
    return this.templates.listForOrders();
  }

  @Post('admin/email-templates')
  @ApiCreatedResponse({ type: EmailTemplateView })
  @ApiErrors({ 400: INVALID, 409: NAME_TAKEN })
  create(@Body() body: EmailTemplateDto): Promise<EmailTemplateView> {
    return this.templates.create(body);
  }

  @Put('admin/email-templates/:id')
  @ApiOkResponse({ type: EmailTemplateView })
  @ApiErrors({ 400: INVALID, 404: NOT_FOUND, 409: [NAME_TAKEN, { ...PROTECTED, fields: { name: 'admin.templates.systemNameFixed' } }] })
  update(@Param('id', byId()) id: string, @Body() body: EmailTemplateDto): Promise<EmailTemplateView> {
    return this.templates.update(id, body);
  }

  @Delete('admin/email-templates/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: NOT_FOUND, 409: PROTECTED })
  async delete(@Param('id', byId()) id: string): Promise<void> {
    await this.templates.delete(id);
  }
}
