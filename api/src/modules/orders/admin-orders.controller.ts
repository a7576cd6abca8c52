import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  constructor(@Inject(AdminOrdersService) private readonly orders: AdminOrdersService) {}

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

  @Get('orders/:id/history')
  history(@Param('id', orderId()) id: string) {
    return this.orders.historyOf(id);
  }

  @Get('stats')
  stats() {
    return this.orders.stats();
  }
}
