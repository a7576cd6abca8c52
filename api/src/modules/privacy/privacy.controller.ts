import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { sendAsDownload } from './admin-privacy.controller.js';
import { PrivacyCopyRequestDto, PrivacyDownloadDto } from './dto/privacy.dto.js';
import { PersonalDataExportView, PrivacyCopyRequestedView } from './dto/privacy.view.js';
import { PrivacyService } from './privacy.service.js';

@ApiTags('privacy')
@Controller('privacy')
export class PrivacyController {
  constructor(@Inject(PrivacyService) private readonly privacy: PrivacyService) {}

  @Post('requests')
  @HttpCode(202)
  @PublicWriteLimit('privacy')
  @ApiAcceptedResponse({
    type: PrivacyCopyRequestedView,
    description: 'The same answer whether or not the address placed that order; only then is a link mailed',
  })
  @ApiErrors(API_ERRORS.validationFailed)
  request(@Body() body: PrivacyCopyRequestDto): Promise<PrivacyCopyRequestedView> {
    return this.privacy.requestCopy(body);
  }

  /** POST, not a link's GET: a mail program that opens links to check them would use it up. */
  @Post('download')
  @HttpCode(200)
  @PublicWriteLimit('privacy-download')
  @ApiOkResponse({ type: PersonalDataExportView, description: 'The copy as a JSON download; the link works once, for 24 hours' })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.privacyLinkInvalid)
  async download(@Body() body: PrivacyDownloadDto, @Res({ passthrough: true }) response: Response): Promise<PersonalDataExportView> {
    const copy = await this.privacy.downloadWithLink(body.token);
    sendAsDownload(response);
    return copy;
  }
}
