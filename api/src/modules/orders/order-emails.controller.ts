import { BadRequestException, Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { isUUID } from 'class-validator';
import { EMAIL_TEMPLATE_NAMES } from '@bookshop/contracts/emails';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { ResendConfirmationDto } from './dto/admin-order.dto.js';
import { OrdersService } from './orders.service.js';

/** The only template a visitor may have sent, and only to the order's own email address. */
export const CONFIRMATION_TEMPLATE = EMAIL_TEMPLATE_NAMES.orderConfirmation;

@ApiTags('emails')
@Controller('emails')
export class OrderEmailsController {
  constructor(@Inject(OrdersService) private readonly orders: OrdersService) {}

  /** The confirmation page's resend. Any recipient or variables in the body are ignored. */
  @Post('send')
  @HttpCode(202)
  @PublicWriteLimit('resend')
  resend(@Body() body: ResendConfirmationDto) {
    if (body.template_name !== CONFIRMATION_TEMPLATE) {
      throw new BadRequestException({
        code: 'template_not_allowed',
        message: `Only the ${CONFIRMATION_TEMPLATE} template can be resent`,
        fields: { template_name: 'emails.templateNotAllowed' },
      });
    }
    if (!isUUID(body.order_id))
      throw new BadRequestException({
        code: 'validation_failed',
        message: 'Invalid or missing fields: order_id',
        fields: { order_id: 'emails.orderRequired' },
      });
    return this.orders.resendConfirmation(body.order_id);
  }
}
