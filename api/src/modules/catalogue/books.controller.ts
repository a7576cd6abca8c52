import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import type { Request, Response } from 'express';
import { sendCachedJson } from '../../platform/http/send-json.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { BooksService } from './books.service.js';
import { CatalogueCache } from './catalogue-cache.js';
import { BookPageView, BookView } from './dto/book.view.js';
import { canonicalListQuery, isPaged, ListBooksQuery } from './dto/list-books.query.js';

export const bookId = () => notFoundOnBadUuid(API_ERRORS.bookNotFound);

/** The catalogue cache's keys of the two reads (also used by CachedCatalogueReads). */
export const listKey = (canonical: ListBooksQuery) => `list:${JSON.stringify(canonical)}`;
export const bookKey = (id: string) => `book:${id.toLowerCase()}`;

@ApiTags('books')
@Controller('books')
export class BooksController {
  constructor(
    @Inject(BooksService) private readonly books: BooksService,
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
  ) {}

  @Get()
  @ApiExtraModels(BookView, BookPageView)
  @ApiOkResponse({
    description: 'One page of cards with page or page_size; otherwise the books themselves, at most limit',
    schema: { oneOf: [{ $ref: getSchemaPath(BookPageView) }, { type: 'array', items: { $ref: getSchemaPath(BookView) } }] },
  })
  @ApiErrors(API_ERRORS.validationFailed)
  async list(@Query() query: ListBooksQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    const canonical = canonicalListQuery(query);
    sendCachedJson(
      request,
      response,
      await this.cache.get(listKey(canonical), () => (isPaged(canonical) ? this.books.page(canonical) : this.books.list(canonical))),
    );
  }

  @Get(':id')
  @ApiOkResponse({ type: BookView })
  @ApiErrors(API_ERRORS.bookNotFound)
  async get(@Param('id', bookId()) id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendCachedJson(request, response, await this.cache.get(bookKey(id), () => this.books.get(id)));
  }
}
