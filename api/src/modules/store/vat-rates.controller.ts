import { Body, Controller, Get, Inject, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { AdminOnly } from '../identity/index.js';
import { OssRegistrationDto, VatRateDto, VatRateView, VatSettingsView } from './dto/vat.dto.js';
import { VatRatesService } from './vat-rates.service.js';

/** The back office's VAT rates per country and the One-Stop-Shop date (docs/vat.md). */
@ApiTags('admin vat')
@AdminOnly()
@Controller('admin/vat')
export class VatRatesController {
  constructor(@Inject(VatRatesService) private readonly rates: VatRatesService) {}

  @Get('rates')
  @ApiOkResponse({ type: [VatRateView] })
  list(): Promise<VatRateView[]> {
    return this.rates.list();
  }

  @Post('rates')
  @ApiCreatedResponse({ type: [VatRateView], description: 'Every rate after the change' })
  @ApiErrors(API_ERRORS.validationFailed)
  add(@Body() body: VatRateDto): Promise<VatRateView[]> {
    return this.rates.add(body);
  }

  @Put('oss')
  @ApiOkResponse({ type: VatSettingsView, description: 'The VAT settings after the change' })
  @ApiErrors(API_ERRORS.validationFailed)
  registerForOss(@Body() body: OssRegistrationDto): Promise<VatSettingsView> {
    return this.rates.registerForOss(body.oss_registered_since ?? null);
  }
}
