import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { OrdersService } from './orders.service.js';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(@Inject(OrdersService) private readonly orders: OrdersService) {}

  @Post()
  @PublicWriteLimit('orders')
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key answers the first response' })
  place(@Body() body: CreateOrderDto, @Headers('idempotency-key') idempotencyKey?: string) {
    return this.orders.place(body, idempotencyKey);
  }

  @Get(':processNumber')
  get(@Param('processNumber') processNumber: string) {
    return this.orders.findByProcessNumber(processNumber);
  }

  @Post(':processNumber/pay')
  @HttpCode(200)
  @PublicWriteLimit('orders')
  payAgain(@Param('processNumber') processNumber: string) {
    return this.orders.payAgain(processNumber);
  }
}
