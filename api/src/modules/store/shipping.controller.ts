import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { ShippingConfigDto } from './dto/shipping-config.dto.js';
import { ShippingService } from './shipping.service.js';

const byId = () => notFoundOnBadUuid('shipping_not_found', 'Shipping configuration not found');

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(@Inject(ShippingService) private readonly shipping: ShippingService) {}

  @Get()
  list() {
    return this.shipping.list();
  }

  @Get('admin/all')
  @AdminOnly()
  listForAdmin() {
    return this.shipping.list();
  }

  @Post()
  @AdminOnly()
  create(@Body() body: ShippingConfigDto) {
    return this.shipping.create(body);
  }

  @Put(':id')
  @AdminOnly()
  update(@Param('id', byId()) id: string, @Body() body: ShippingConfigDto) {
    return this.shipping.update(id, body);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  async delete(@Param('id', byId()) id: string): Promise<void> {
    await this.shipping.delete(id);
  }
}
