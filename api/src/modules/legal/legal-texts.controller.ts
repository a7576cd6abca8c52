import { Body, Controller, Get, HttpCode, Inject, Param, ParseEnumPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { DEFAULT_LANGUAGE } from '@bookshop/contracts/languages';
import { LEGAL_TEXT_KINDS, type LegalTextKind } from '@bookshop/contracts/legal-texts';
import { apiError } from '../../platform/http/api-error.js';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin, type AdminPrincipal } from '../identity/index.js';
import { LegalTextQuery, PublishLegalTextDto } from './dto/legal-texts.dto.js';
import { LegalTextVersionView, RenderedLegalTextView } from './dto/legal-texts.view.js';
import { LegalTextsService, presentLegalTextVersion } from './legal-texts.service.js';

const kindParam = () =>
  new ParseEnumPipe(Object.fromEntries(LEGAL_TEXT_KINDS.map((kind) => [kind, kind])), {
    exceptionFactory: () => apiError(API_ERRORS.legalTextNotFound),
  });
const KIND = { name: 'kind', enum: LEGAL_TEXT_KINDS };

/** The storefront's legal pages, and any earlier version (the one an order was placed under). */
@ApiTags('legal texts')
@Controller('legal-texts')
export class LegalTextsController {
  constructor(@Inject(LegalTextsService) private readonly texts: LegalTextsService) {}

  @Get('versions/:id')
  @ApiOkResponse({ type: RenderedLegalTextView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.legalTextNotFound)
  async version(@Param('id', notFoundOnBadUuid(API_ERRORS.legalTextNotFound)) id: string, @Query() query: LegalTextQuery) {
    const text = await this.texts.byId(id);
    if (!text) throw apiError(API_ERRORS.legalTextNotFound);
    return this.texts.render(text, query.lang ?? DEFAULT_LANGUAGE);
  }

  @Get(':kind')
  @ApiParam(KIND)
  @ApiOkResponse({ type: RenderedLegalTextView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.legalTextNotFound)
  async current(@Param('kind', kindParam()) kind: LegalTextKind, @Query() query: LegalTextQuery): Promise<RenderedLegalTextView> {
    return this.texts.render(await this.texts.current(kind), query.lang ?? DEFAULT_LANGUAGE);
  }
}

/** The back office's editor: every version of a text, and publishing the next. */
@ApiTags('legal texts')
@AdminOnly()
@Controller('admin/legal-texts')
export class AdminLegalTextsController {
  constructor(@Inject(LegalTextsService) private readonly texts: LegalTextsService) {}

  @Get(':kind/versions')
  @ApiParam(KIND)
  @ApiOkResponse({ type: [LegalTextVersionView] })
  @ApiErrors(API_ERRORS.legalTextNotFound)
  async history(@Param('kind', kindParam()) kind: LegalTextKind): Promise<LegalTextVersionView[]> {
    return (await this.texts.history(kind)).map(presentLegalTextVersion);
  }

  @Post(':kind')
  @HttpCode(201)
  @ApiParam(KIND)
  @ApiCreatedResponse({ type: LegalTextVersionView })
  @ApiErrors(API_ERRORS.validationFailed, API_ERRORS.legalTextNotFound, API_ERRORS.legalTextChanged)
  async publish(
    @Param('kind', kindParam()) kind: LegalTextKind,
    @Body() body: PublishLegalTextDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<LegalTextVersionView> {
    const published = await this.texts.publish(kind, { ar: body.body_ar, en: body.body_en, nl: body.body_nl }, admin.username);
    return presentLegalTextVersion(published);
  }
}
