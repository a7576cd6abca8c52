import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { ContactService } from './contact.service.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(@Inject(ContactService) private readonly contact: ContactService) {}

  @Post()
  @PublicWriteLimit('contact')
  send(@Body() body: ContactMessageDto) {
    return this.contact.receive(body);
  }
}
