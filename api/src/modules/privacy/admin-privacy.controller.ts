import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { AdminOnly, CurrentAdmin, type AdminPrincipal } from '../identity/index.js';
import { ErasePersonalDataDto, PersonalDataQueryDto } from './dto/privacy.dto.js';
import { ErasureOutcomeView, PersonalDataExportView, PersonalDataView, PrivacyRequestsView } from './dto/privacy.view.js';
import { PrivacyService } from './privacy.service.js';

/**
 * A parent's data in the back office. The address travels in the body, never the address line,
 * so no request log or proxy ever records it.
 */
@ApiTags('admin privacy')
@AdminOnly()
@Controller('admin/privacy')
export class AdminPrivacyController {
  constructor(@Inject(PrivacyService) private readonly privacy: PrivacyService) {}

  @Post('lookup')
  @HttpCode(200)
  @ApiOkResponse({ type: PersonalDataView, description: 'Everything the shop holds about the address' })
  @ApiErrors(API_ERRORS.validationFailed)
  lookup(@Body() body: PersonalDataQueryDto): Promise<PersonalDataView> {
    return this.privacy.find(body.email);
  }

  @Post('export')
  @HttpCode(200)
  @ApiOkResponse({ type: PersonalDataExportView, description: 'The copy as a JSON download; logged as an answered access request' })
  @ApiErrors(API_ERRORS.validationFailed)
  async export(
    @Body() body: PersonalDataQueryDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PersonalDataExportView> {
    const copy = await this.privacy.exportForStaff(body.email, admin.username, 'en');
    sendAsDownload(response);
    return copy;
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOkResponse({ type: ErasureOutcomeView, description: 'What was deleted, and which sales are kept for the tax records until when' })
  @ApiErrors(API_ERRORS.validationFailed)
  erase(@Body() body: ErasePersonalDataDto, @CurrentAdmin() admin: AdminPrincipal): Promise<ErasureOutcomeView> {
    return this.privacy.erase(body.email, admin.username);
  }

  @Get('requests')
  @ApiOkResponse({ type: PrivacyRequestsView, description: 'Open requests (soonest due first), then the latest answered' })
  requests(): Promise<PrivacyRequestsView> {
    return this.privacy.list();
  }
}

/** The copy is a file to keep: named, and never cached. */
export function sendAsDownload(response: Response): void {
  response.setHeader('Content-Disposition', `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`);
  response.setHeader('Cache-Control', 'no-store');
}
