import { BadRequestException, Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, TOO_MANY_REQUESTS, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { isUUID } from 'class-validator';
import { EMAIL_TEMPLATE_NAMES } from '@bookshop/contracts/emails';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { ResendConfirmationDto } from './dto/admin-order.dto.js';
import { ResendsLeftView } from './dto/order.view.js';
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
  @ApiAcceptedResponse({ type: ResendsLeftView, description: "Queued, to the order's own email address" })
  @ApiErrors({
    400: [
      VALIDATION_FAILED,
      {
        code: 'template_not_allowed',
        message: `Only the ${CONFIRMATION_TEMPLATE} template can be resent`,
        fields: { template_name: 'emails.templateNotAllowed' },
      },
    ],
    404: { code: 'order_not_found', message: 'Order not found' },
    409: { code: 'order_not_paid', message: 'The confirmation is sent once the order is paid' },
    429: [
      TOO_MANY_REQUESTS,
      { code: 'resend_limit', message: 'Maximum resends reached' },
      { code: 'resend_cooldown', message: 'Please wait before resending', retry_after: 15 },
    ],
  })
  resend(@Body() body: ResendConfirmationDto): Promise<ResendsLeftView> {
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
