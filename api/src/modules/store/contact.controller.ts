import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { ContactService } from './contact.service.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';
import { ContactReceiptView } from './dto/store.view.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  @Post()
  @PublicWriteLimit('contact')
  @ApiCreatedResponse({ type: ContactReceiptView, description: 'Stored; mailed to the shop' })
  @ApiErrors(API_ERRORS.validationFailed)
  send(@Body() body: ContactMessageDto): Promise<ContactReceiptView> {
    return this.contact.receive(body);
  }
}
