import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Matches, MaxLength } from 'class-validator';
import { OrderPaymentsService } from './order-payments.service.js';
import { OrderRefundsService } from './order-refunds.service.js';

export class PaymentWebhookDto {
  @Matches(/^tr_\w{4,64}$/, { message: 'payments.webhook.idInvalid' })
  @MaxLength(67, { message: 'payments.webhook.idInvalid' })
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
  async webhook(@Body() body: PaymentWebhookDto): Promise<void> {
    await this.payments.sync(body.id);
    await this.refunds.sync(body.id);
  }
}
