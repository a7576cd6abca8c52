import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { BooksService } from './books.service.js';
import { ListBooksQuery } from './dto/list-books.query.js';

export const bookId = () => notFoundOnBadUuid('book_not_found', 'Book not found');

@ApiTags('books')
@Controller('books')
export class BooksController {
  constructor(@Inject(BooksService) private readonly books: BooksService) {}

  @Get()
  list(@Query() query: ListBooksQuery) {
    return this.books.list(query);
  }

  @Get(':id')
  get(@Param('id', bookId()) id: string) {
    return this.books.get(id);
  }
}
