import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { ShippingConfigDto } from './dto/shipping-config.dto.js';
import { ShippingConfigView } from './dto/store.view.js';
import { ShippingService } from './shipping.service.js';

const NOT_FOUND = { code: 'shipping_not_found', message: 'Shipping configuration not found' };
const byId = () => notFoundOnBadUuid(NOT_FOUND.code, NOT_FOUND.message);

@ApiTags('shipping')
@Controller('shipping')
export class ShippingController {
  constructor(@Inject(ShippingService) private readonly shipping: ShippingService) {}

  @Get()
  @ApiOkResponse({ type: [ShippingConfigView] })
  list(): Promise<ShippingConfigView[]> {
    return this.shipping.list();
  }

  @Get('admin/all')
  @AdminOnly()
  @ApiOkResponse({ type: [ShippingConfigView] })
  listForAdmin(): Promise<ShippingConfigView[]> {
    return this.shipping.list();
  }

  @Post()
  @AdminOnly()
  @ApiCreatedResponse({ type: ShippingConfigView })
  @ApiErrors({ 400: VALIDATION_FAILED, 409: { code: 'shipping_exists', message: 'A shipping configuration for NL already exists' } })
  create(@Body() body: ShippingConfigDto): Promise<ShippingConfigView> {
    return this.shipping.create(body);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOkResponse({ type: ShippingConfigView })
  @ApiErrors({
    400: [
      VALIDATION_FAILED,
      {
        code: 'country_locked',
        message: 'The country of a shipping configuration cannot be changed',
        fields: { country_code: 'admin.shipping.countryLocked' },
      },
    ],
    404: NOT_FOUND,
  })
  update(@Param('id', byId()) id: string, @Body() body: ShippingConfigDto): Promise<ShippingConfigView> {
    return this.shipping.update(id, body);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: NOT_FOUND })
  async delete(@Param('id', byId()) id: string): Promise<void> {
    await this.shipping.delete(id);
  }
}
