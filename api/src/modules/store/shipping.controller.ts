import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/index.js';
import { ShippingConfigDto } from './dto/shipping-config.dto.js';
import { ShippingConfigView } from './dto/store.view.js';
import { ShippingService } from './shipping.service.js';

const byId = () => notFoundOnBadUuid(API_ERRORS.shippingNotFound);

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
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.shippingExists)
  create(@Body() body: ShippingConfigDto): Promise<ShippingConfigView> {
    return this.shipping.create(body);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOkResponse({ type: ShippingConfigView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.countryLocked, API_ERRORS.shippingNotFound)
  update(@Param('id', byId()) id: string, @Body() body: ShippingConfigDto): Promise<ShippingConfigView> {
    return this.shipping.update(id, body);
  }

  @Delete(':id')
  @AdminOnly()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(API_ERRORS.shippingNotFound)
  async delete(@Param('id', byId()) id: string): Promise<void> {
    await this.shipping.delete(id);
  }
}
