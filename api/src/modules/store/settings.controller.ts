import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { SettingsView } from './dto/store.view.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
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
  @ApiErrors({ 400: VALIDATION_FAILED })
  update(@Body() body: UpdateSettingsDto): Promise<SettingsView> {
    return this.settings.update(body);
  }
}
