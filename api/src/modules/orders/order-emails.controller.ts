import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from '../../platform/http/api-error.js';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { isUUID } from 'class-validator';
import { EMAIL_TEMPLATE_NAMES } from '@bookshop/contracts/emails';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { validationFailed } from '../../platform/http/validation.js';
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
  @ApiErrors(
    API_ERRORS.validationFailed,
    API_ERRORS.templateNotAllowed,
    API_ERRORS.orderNotFound,
    API_ERRORS.orderNotPaid,
    API_ERRORS.resendLimit,
    API_ERRORS.resendCooldown,
  )
  resend(@Body() body: ResendConfirmationDto): Promise<ResendsLeftView> {
    if (body.template_name !== CONFIRMATION_TEMPLATE) {
      throw apiError(API_ERRORS.templateNotAllowed, {
        message: `Only the ${CONFIRMATION_TEMPLATE} template can be resent`,
        fields: { template_name: 'emails.templateNotAllowed' },
      });
    }
    if (!isUUID(body.order_id)) throw validationFailed({ order_id: 'emails.orderRequired' });
    return this.orders.resendConfirmation(body.order_id);
  }
}
