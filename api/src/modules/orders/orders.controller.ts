import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrderView, PaymentLinkView, PlacedOrderView } from './dto/order.view.js';
import { OrderReceipts, sendPdf } from './order-receipts.js';
import { OrdersService } from './orders.service.js';

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
  @ApiErrors(
    API_ERRORS.validationFailed,
    API_ERRORS.invalidIdempotencyKey,
    API_ERRORS.priceChanged,
    API_ERRORS.outOfStock,
    API_ERRORS.requestInProgress,
    API_ERRORS.countryNotSupported,
    API_ERRORS.vatRateMissing,
    API_ERRORS.booksNotSold,
    API_ERRORS.idempotencyKeyReused,
    API_ERRORS.checkoutBusy,
    API_ERRORS.paymentUnavailable,
  )
  place(@Body() body: CreateOrderDto, @Headers('idempotency-key') idempotencyKey?: string): Promise<PlacedOrderView> {
    return this.orders.place(body, idempotencyKey);
  }

  @Get(':processNumber')
  @ApiOkResponse({ type: OrderView })
  @ApiErrors(API_ERRORS.orderNotFound)
  get(@Param('processNumber') processNumber: string): Promise<OrderView> {
    return this.orders.findByProcessNumber(processNumber);
  }

  /** The receipt of a paid order (docs/vat.md), in ?lang= or the order's language. */
  @Get(':processNumber/receipt.pdf')
  @ApiOkResponse({ description: 'The receipt as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(API_ERRORS.orderNotFound, API_ERRORS.receiptNotIssued)
  async receipt(@Param('processNumber') processNumber: string, @Query('lang') language: unknown, @Res() response: Response): Promise<void> {
    sendPdf(response, await this.receipts.ofProcessNumber(processNumber, language));
  }

  @Post(':processNumber/pay')
  @HttpCode(200)
  @PublicWriteLimit('orders')
  @ApiOkResponse({ type: PaymentLinkView, description: 'Its books held anew, and a new payment' })
  @ApiErrors(
    API_ERRORS.orderNotFound,
    API_ERRORS.orderNotPayable,
    API_ERRORS.outOfStock,
    API_ERRORS.checkoutBusy,
    API_ERRORS.paymentUnavailable,
  )
  payAgain(@Param('processNumber') processNumber: string): Promise<PaymentLinkView> {
    return this.orders.payAgain(processNumber);
  }
}
