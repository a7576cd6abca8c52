import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/index.js';
import { EmailTemplateDto } from './dto/email-template.dto.js';
import { EmailTemplateView } from './dto/notifications.view.js';
import { EmailTemplatesService } from './email-templates.service.js';

const byId = () => notFoundOnBadUuid(API_ERRORS.templateNotFound);

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
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.invalidTemplate, API_ERRORS.templateExists)
  create(@Body() body: EmailTemplateDto): Promise<EmailTemplateView> {
    return this.templates.create(body);
  }

  @Put('admin/email-templates/:id')
  @ApiOkResponse({ type: EmailTemplateView })
  @ApiErrors(
    API_ERRORS.validationFailed,
    API_ERRORS.invalidTemplate,
    API_ERRORS.templateNotFound,
    API_ERRORS.templateExists,
    API_ERRORS.templateProtected,
  )
  update(@Param('id', byId()) id: string, @Body() body: EmailTemplateDto): Promise<EmailTemplateView> {
    return this.templates.update(id, body);
  }

  @Delete('admin/email-templates/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(API_ERRORS.templateNotFound, API_ERRORS.templateProtected)
  async delete(@Param('id', byId()) id: string): Promise<void> {
    await this.templates.delete(id);
  }
}
