import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { amountToCents } from '@bookshop/contracts/money';
import { ApiTags } from '@nestjs/swagger';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin } from '../identity/admin-auth.guard.js';
import type { AdminPrincipal } from '../identity/auth.service.js';
import { AddOrderCommentDto, CreateRefundDto, ListOrdersQuery, SendOrderEmailDto, UpdateOrderStatusDto } from './dto/admin-order.dto.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { OrderRefundsService } from './order-refunds.service.js';

const orderId = () => notFoundOnBadUuid('order_not_found', 'Order not found');

@ApiTags('admin orders')
@AdminOnly()
@Controller('admin')
export class AdminOrdersController {
  constructor(
    @Inject(AdminOrdersService) private readonly orders: AdminOrdersService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
  ) {}

  @Get('orders')
  list(@Query() query: ListOrdersQuery) {
    return this.orders.list(query.status, query.paid_without_stock);
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

  /** Refunds part or all of what was paid through the payment provider; the answer is the refund. */
  @Post('orders/:id/refunds')
  @HttpCode(201)
  refund(
    @Param('id', orderId()) id: string,
    @Body() body: CreateRefundDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.refunds.refund(id, { amountCents: amountToCents(body.amount), reason: body.reason }, admin.username, idempotencyKey);
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
