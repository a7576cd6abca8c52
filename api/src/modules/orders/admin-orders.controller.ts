import { Body, Controller, Get, HttpCode, Inject, Logger, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Readable, pipeline } from 'node:stream';
import { CSV_BOM } from '@bookshop/contracts/orders-csv';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin } from '../identity/admin-auth.guard.js';
import type { AdminPrincipal } from '../identity/auth.service.js';
import { AddOrderCommentDto, ListOrdersQuery, SendOrderEmailDto, UpdateOrderStatusDto } from './dto/admin-order.dto.js';
import { AdminOrdersService } from './admin-orders.service.js';

const orderId = () => notFoundOnBadUuid('order_not_found', 'Order not found');

@ApiTags('admin orders')
@AdminOnly()
@Controller('admin')
export class AdminOrdersController {
  private readonly logger = new Logger(AdminOrdersController.name);
  constructor(@Inject(AdminOrdersService) private readonly orders: AdminOrdersService) {}

  @Get('orders')
  list(@Query() query: ListOrdersQuery) {
    return this.orders.list(query);
  }

  /** The list's orders (same filters, search and sort, every page) as a CSV download, streamed. */
  @Get('orders/export.csv')
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
  get(@Param('id', orderId()) id: string) {
    return this.orders.get(id);
  }

  @Put('orders/:id/status')
  changeStatus(@Param('id', orderId()) id: string, @Body() body: UpdateOrderStatusDto, @CurrentAdmin() admin: AdminPrincipal) {
    return this.orders.changeStatus(id, body.status, body.comment ?? null, admin.username);
  }

  @Post('orders/:id/comment')
  @HttpCode(201)
  async comment(@Param('id', orderId()) id: string, @Body() body: AddOrderCommentDto, @CurrentAdmin() admin: AdminPrincipal) {
    await this.orders.addComment(id, body.comment, admin.username);
    return { queued: true };
  }

  @Post('orders/:id/send-email')
  @HttpCode(202)
  async sendEmail(@Param('id', orderId()) id: string, @Body() body: SendOrderEmailDto, @CurrentAdmin() admin: AdminPrincipal) {
    await this.orders.requestEmail(id, body, admin.username);
    return { queued: true };
  }

  @Get('orders/:id/history')
  history(@Param('id', orderId()) id: string) {
    return this.orders.historyOf(id);
  }

  @Get('stats')
  stats() {
    return this.orders.stats();
  }
}
