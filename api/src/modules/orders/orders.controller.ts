import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrderView, PaymentLinkView, PlacedOrderView } from './dto/order.view.js';
import { OrderReceipts, RECEIPT_NOT_ISSUED, sendPdf } from './order-receipts.js';
import { OrdersService } from './orders.service.js';

const ORDER_NOT_FOUND = { code: 'order_not_found', message: 'Order not found' };
const PAYMENT_UNAVAILABLE = { code: 'payment_unavailable', message: 'The payment provider could not be reached. Please try again.' };

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    @Inject(OrdersService) private readonly orders: OrdersService,
    @Inject(OrderReceipts) private readonly receipts: OrderReceipts,
  ) {}

  @Post()
  @PublicWriteLimit('orders')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key answers the first response' })
  @ApiCreatedResponse({ type: PlacedOrderView, description: 'Placed and its books held; the customer pays at payment_url' })
  @ApiErrors({
    400: [
      VALIDATION_FAILED,
      { code: 'invalid_idempotency_key', message: 'Idempotency-Key must be 8 to 200 letters, digits, dashes or underscores' },
    ],
    409: [
      { code: 'price_changed', message: 'Prices have changed since the cart was filled' },
      { code: 'out_of_stock', message: 'Not enough stock for some books' },
      { code: 'request_in_progress', message: 'A request with this Idempotency-Key is still being processed' },
    ],
    422: [
      { code: 'country_not_supported', message: 'We currently only deliver to EU countries.' },
      { code: 'book_not_found', message: 'Some books are no longer sold' },
      { code: 'idempotency_key_reused', message: 'This Idempotency-Key was used for a different request' },
    ],
    503: PAYMENT_UNAVAILABLE,
  })
  place(@Body() body: CreateOrderDto, @Headers('idempotency-key') idempotencyKey?: string): Promise<PlacedOrderView> {
    return this.orders.place(body, idempotencyKey);
  }

  @Get(':processNumber')
  @ApiOkResponse({ type: OrderView })
  @ApiErrors({ 404: ORDER_NOT_FOUND })
  get(@Param('processNumber') processNumber: string): Promise<OrderView> {
    return this.orders.findByProcessNumber(processNumber);
  }

  /** The receipt of a paid order (docs/vat.md), in ?lang= or the order's language. */
  @Get(':processNumber/receipt.pdf')
  @ApiOkResponse({ description: 'The receipt as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors({ 404: ORDER_NOT_FOUND, 409: RECEIPT_NOT_ISSUED })
  async receipt(@Param('processNumber') processNumber: string, @Query('lang') language: unknown, @Res() response: Response): Promise<void> {
    sendPdf(response, await this.receipts.ofProcessNumber(processNumber, language));
  }

  @Post(':processNumber/pay')
  @HttpCode(200)
  @PublicWriteLimit('orders')
  @ApiOkResponse({ type: PaymentLinkView, description: 'Its books held anew, and a new payment' })
  @ApiErrors({
    404: ORDER_NOT_FOUND,
    409: [
      { code: 'order_not_payable', message: 'An order that is paid cannot be paid again' },
      { code: 'out_of_stock', message: 'Not enough stock for some books' },
    ],
    503: PAYMENT_UNAVAILABLE,
  })
  payAgain(@Param('processNumber') processNumber: string): Promise<PaymentLinkView> {
    return this.orders.payAgain(processNumber);
  }
}
