import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, ParseEnumPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { DEFAULT_LANGUAGE } from '@bookshop/contracts/languages';
import { LEGAL_TEXT_KINDS, type LegalTextKind } from '@bookshop/contracts/legal-texts';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly, CurrentAdmin } from '../identity/admin-auth.guard.js';
import type { AdminPrincipal } from '../identity/auth.service.js';
import { LegalTextQuery, PublishLegalTextDto } from './dto/legal-texts.dto.js';
import { LegalTextVersionView, RenderedLegalTextView } from './dto/legal-texts.view.js';
import { LegalTextsService, presentLegalTextVersion } from './legal-texts.service.js';

const NOT_FOUND = { code: 'legal_text_not_found', message: 'No such legal text' };
const kindParam = () =>
  new ParseEnumPipe(Object.fromEntries(LEGAL_TEXT_KINDS.map((kind) => [kind, kind])), {
    exceptionFactory: () => new NotFoundException(NOT_FOUND),
  });
const KIND = { name: 'kind', enum: LEGAL_TEXT_KINDS };

/** The storefront's legal pages, and any earlier version (the one an order was placed under). */
@ApiTags('legal texts')
@Controller('legal-texts')
export class LegalTextsController {
  constructor(@Inject(LegalTextsService) private readonly texts: LegalTextsService) {}

  @Get('versions/:id')
  @ApiOkResponse({ type: RenderedLegalTextView })
  @ApiErrors({ 400: VALIDATION_FAILED, 404: NOT_FOUND })
  async version(@Param('id', notFoundOnBadUuid(NOT_FOUND.code, NOT_FOUND.message)) id: string, @Query() query: LegalTextQuery) {
    const text = await this.texts.byId(id);
    if (!text) throw new NotFoundException(NOT_FOUND);
    return this.texts.render(text, query.lang ?? DEFAULT_LANGUAGE);
  }

  @Get(':kind')
  @ApiParam(KIND)
  @ApiOkResponse({ type: RenderedLegalTextView })
  @ApiErrors({ 400: VALIDATION_FAILED, 404: NOT_FOUND })
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
  @ApiErrors({ 404: NOT_FOUND })
  async history(@Param('kind', kindParam()) kind: LegalTextKind): Promise<LegalTextVersionView[]> {
    return (await this.texts.history(kind)).map(presentLegalTextVersion);
  }

  @Post(':kind')
  @HttpCode(201)
  @ApiParam(KIND)
  @ApiCreatedResponse({ type: LegalTextVersionView })
  @ApiErrors({
    400: VALIDATION_FAILED,
    404: NOT_FOUND,
    409: { code: 'legal_text_changed', message: 'Another version of the terms text was just published' },
  })
  async publish(
    @Param('kind', kindParam()) kind: LegalTextKind,
    @Body() body: PublishLegalTextDto,
    @CurrentAdmin() admin: AdminPrincipal,
  ): Promise<LegalTextVersionView> {
    const published = await this.texts.publish(kind, { ar: body.body_ar, en: body.body_en, nl: body.body_nl }, admin.username);
    return presentLegalTextVersion(published);
  }
}
