import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { AdminOnly } from '../identity/index.js';
import { SettingsView } from './dto/store.view.js';
import { DefaultShippingDto, UpdateSettingsDto } from './dto/update-settings.dto.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(@Inject(SettingsService) private readonly settings: SettingsService) {}

  @Get()
  @ApiOkResponse({ type: SettingsView })
  get(): Promise<SettingsView> {
    return this.settings.get();
  }

  @Put()
  @AdminOnly()
  @ApiOkResponse({ type: SettingsView })
  @ApiErrors(API_ERRORS.validationFailed)
  update(@Body() body: UpdateSettingsDto): Promise<SettingsView> {
    return this.settings.update(body);
  }

  /** The shipping of EU countries without their own config (the shipping screen). */
  @Put('default-shipping')
  @AdminOnly()
  @ApiOkResponse({ type: SettingsView })
  @ApiErrors(API_ERRORS.validationFailed)
  updateDefaultShipping(@Body() body: DefaultShippingDto): Promise<SettingsView> {
    return this.settings.updateDefaultShipping(body);
  }
}
