import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { Matches, MaxLength } from 'class-validator';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrderRefundsService } from './order-refunds.service.js';

export class PaymentWebhookDto {
  @Matches(/^tr_\w{4,64}$/, { message: 'payments.webhook.idInvalid' })
  @MaxLength(67, { message: 'payments.webhook.idInvalid' })
  @ApiProperty({ description: "The payment provider's payment id", example: 'tr_WDqYK6vllg' })
  id: string;
}

/**
 * Mollie calls this with only a payment id (form body `id=tr_...`), when the payment's status
 * changes and when one of its refunds does. The id is all we take from it: the payment and its
 * refunds are fetched from Mollie. Unknown ids answer 200 too, telling a prober nothing.
 */
@ApiTags('payments')
@Controller('payments')
export class PaymentWebhookController {
  constructor(
    @Inject(OrderPaymentsService) private readonly payments: OrderPaymentsService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
  ) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'Read; the order follows the payment as the provider reports it' })
  @ApiErrors(API_ERRORS.validationFailed)
  async webhook(@Body() body: PaymentWebhookDto): Promise<void> {
    await this.payments.sync(body.id);
    await this.refunds.sync(body.id);
  }
}
