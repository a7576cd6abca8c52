import { Body, Controller, Get, Headers, HttpCode, Inject, Logger, Param, Post, Put, Query, Res } from '@nestjs/common';
import { amountToCents } from '@bookshop/contracts/money';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Response } from 'express';
import { Readable, pipeline } from 'node:stream';
import { CSV_BOM } from '@bookshop/contracts/orders-csv';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin, type AdminPrincipal } from '../identity/index.js';
import { AddOrderCommentDto, CreateRefundDto, ListOrdersQuery, SendOrderEmailDto, UpdateOrderStatusDto } from './dto/admin-order.dto.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderReceipts, sendPdf } from './order-receipts.js';
import { OrderRefundsService } from './order-refunds.service.js';
import {
  AdminOrderDetailView,
  AdminOrdersPageView,
  AdminOrderView,
  OrderHistoryView,
  QueuedView,
  RefundView,
  StatsView,
} from './dto/order.view.js';

const orderId = () => notFoundOnBadUuid(API_ERRORS.orderNotFound);

@ApiTags('admin orders')
@AdminOnly()
@Controller('admin')
export class AdminOrdersController {
  private readonly logger = new Logger(AdminOrdersController.name);
  constructor(
    @Inject(AdminOrdersService) private readonly orders: AdminOrdersService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
    @Inject(OrderReceipts) private readonly receipts: OrderReceipts,
  ) {}

  @Get('orders')
  @ApiExtraModels(AdminOrderView, AdminOrdersPageView)
  @ApiOkResponse({
    description: 'With page or page_size: one page and the total; without: an array of at most 1,000 orders, newest first',
    schema: { oneOf: [{ $ref: getSchemaPath(AdminOrdersPageView) }, { type: 'array', items: { $ref: getSchemaPath(AdminOrderView) } }] },
  })
  @ApiErrors(API_ERRORS.validationFailed)
  list(@Query() query: ListOrdersQuery): Promise<AdminOrdersPageView | AdminOrderView[]> {
    return this.orders.list(query);
  }

  /** The list's orders (same filters, search and sort, every page) as a CSV download, streamed. */
  @Get('orders/export.csv')
  @ApiOkResponse({ description: 'The CSV file, with a byte-order mark', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.exportBusy)
  async exportCsv(@Query() query: ListOrdersQuery, @Res() response: Response): Promise<void> {
    const { lines, close } = await this.orders.exportCsv(query);
    // However the response ends (finished, or the client went away), the cursor and its connection go.
    response.once('close', () => void close());
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="orders-${query.status ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    response.setHeader('Cache-Control', 'no-store');
    response.write(CSV_BOM);
    // A batch in memory at a time (64 kB buffered): the cursor is read as fast as the client reads.
    pipeline(Readable.from(lines, { objectMode: false, highWaterMark: 64 * 1024 }), response, (error) => {
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') this.logger.warn(`the orders export broke off: ${error.message}`);
    });
  }

  @Get('orders/:id')
  @ApiOkResponse({ type: AdminOrderDetailView })
  @ApiErrors(API_ERRORS.orderNotFound)
  get(@Param('id', orderId()) id: string): Promise<AdminOrderDetailView> {
    return this.orders.get(id);
  }

  /** The order's receipt, in ?lang= or the order's language: the same file the customer got. */
  @Get('orders/:id/receipt.pdf')
  @ApiOkResponse({ description: 'The receipt as a PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(API_ERRORS.orderNotFound, API_ERRORS.receiptNotIssued)
  async receipt(@Param('id', orderId()) id: string, @Query('lang') language: unknown, @Res() response: Response): Promise<void> {
    sendPdf(response, await this.receipts.ofId(id, language));
  }

  @Put('orders/:id/status')
  @ApiOkResponse({ type: AdminOrderView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.orderNotFound, API_ERRORS.statusChangeNotAllowed, API_ERRORS.outOfStock)
  changeStatus(
    @Param('id', orderId()) id: string,
    @Body() body: UpdateOrderStatusDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<AdminOrderView> {
    return this.orders.changeStatus(id, body.status, body.comment ?? null, admin.username);
  }

  @Post('orders/:id/comment')
  @HttpCode(201)
  @ApiCreatedResponse({ type: QueuedView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.orderNotFound)
  async comment(
    @Param('id', orderId()) id: string,
    @Body() body: AddOrderCommentDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<QueuedView> {
    await this.orders.addComment(id, body.comment, admin.username);
    return { queued: true };
  }

  @Post('orders/:id/send-email')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: QueuedView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.templateToSendNotFound, API_ERRORS.templateNotForOrders, API_ERRORS.orderNotFound)
  async sendEmail(
    @Param('id', orderId()) id: string,
    @Body() body: SendOrderEmailDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<QueuedView> {
    await this.orders.requestEmail(id, body, admin.username);
    return { queued: true };
  }

  /** Refunds part or all of what was paid through the payment provider; the answer is the refund. */
  @Post('orders/:id/refunds')
  @HttpCode(201)
  @ApiCreatedResponse({ type: RefundView })
  @ApiErrors(
    API_ERRORS.validationFailed,
    API_ERRORS.refundAboveRefundable,
    API_ERRORS.refundAbovePayment,
    API_ERRORS.orderNotFound,
    API_ERRORS.nothingToRefund,
    API_ERRORS.refundRefused,
    API_ERRORS.paymentProviderUnavailable,
  )
  refund(
    @Param('id', orderId()) id: string,
    @Body() body: CreateRefundDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<RefundView> {
    return this.refunds.refund(id, { amountCents: amountToCents(body.amount), reason: body.reason }, admin.username, idempotencyKey);
  }

  @Get('orders/:id/history')
  @ApiOkResponse({ type: [OrderHistoryView], description: 'Oldest first' })
  @ApiErrors(API_ERRORS.orderNotFound)
  history(@Param('id', orderId()) id: string): Promise<OrderHistoryView[]> {
    return this.orders.historyOf(id);
  }

  @Get('stats')
  @ApiOkResponse({ type: StatsView })
  stats(): Promise<StatsView> {
    return this.orders.stats();
  }
}
