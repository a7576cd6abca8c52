import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendCachedJson } from '../../platform/http/send-json.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { BooksService } from './books.service.js';
import { CatalogueCache } from './catalogue-cache.js';
import { canonicalListQuery, ListBooksQuery } from './dto/list-books.query.js';

export const bookId = () => notFoundOnBadUuid('book_not_found', 'Book not found');

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
  @ApiOkResponse({ description: 'Books (BookView[] of @bookshop/contracts/book)' })
  async list(@Query() query: ListBooksQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    const canonical = canonicalListQuery(query);
    sendCachedJson(request, response, await this.cache.get(listKey(canonical), () => this.books.list(canonical)));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One book (BookView of @bookshop/contracts/book)' })
  async get(@Param('id', bookId()) id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendCachedJson(request, response, await this.cache.get(bookKey(id), () => this.books.get(id)));
  }
}
