import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { AdminOnly } from '../identity/index.js';
import { MAX_PDF_BYTES } from './book-files.service.js';
import { readBookUpload } from './book-upload.js';
import { bookId } from './books.controller.js';
import { BooksService } from './books.service.js';
import { BookFormDto, BookFormUpload } from './dto/book-form.dto.js';
import { BookPageView, BookView } from './dto/book.view.js';
import { isPaged, ListBooksQuery } from './dto/list-books.query.js';

/**
 * Files are held in memory up to the PDF limit; each image is checked against its own, smaller
 * limit. The file count leaves room for a clear "at most 5 previews" answer.
 */
const bookFiles = () => AnyFilesInterceptor({ limits: { fileSize: MAX_PDF_BYTES, files: 12, fields: 60, fieldSize: 64 * 1024 } });

/** What a saved form can be refused for, besides its fields' rules. */
const FILE_ERRORS = [
  API_ERRORS.validationFailed,
  API_ERRORS.invalidFile,
  API_ERRORS.unexpectedFile,
  API_ERRORS.tooManyPreviews,
  API_ERRORS.unknownPreview,
  API_ERRORS.fileTooLarge,
];

@ApiTags('admin books')
@AdminOnly()
@Controller('admin/books')
export class AdminBooksController {
  constructor(@Inject(BooksService) private readonly books: BooksService) {}

  /** The same search, filters, sorts and pages as the storefront's list, read fresh (no cache). */
  @Get()
  @ApiExtraModels(BookView, BookPageView)
  @ApiOkResponse({
    description: 'One page of cards with page or page_size; otherwise the books themselves, at most limit',
    schema: { oneOf: [{ $ref: getSchemaPath(BookPageView) }, { type: 'array', items: { $ref: getSchemaPath(BookView) } }] },
  })
  @ApiErrors(API_ERRORS.validationFailed)
  list(@Query() query: ListBooksQuery): Promise<BookView[] | BookPageView> {
    return isPaged(query) ? this.books.page(query) : this.books.list(query);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BookFormUpload })
  @ApiCreatedResponse({ type: BookView })
  @ApiErrors(...FILE_ERRORS)
  @UseInterceptors(bookFiles())
  create(
    @Body() form: BookFormDto,
    @UploadedFiles() files: Express.Multer.File[],
    @Body() raw: Record<string, unknown>,
  ): Promise<BookView> {
    return this.books.create(form, readBookUpload(files, raw));
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BookFormUpload })
  @ApiOkResponse({ type: BookView })
  @ApiErrors(...FILE_ERRORS, API_ERRORS.bookNotFound)
  @UseInterceptors(bookFiles())
  update(
    @Param('id', bookId()) id: string,
    @Body() form: BookFormDto,
    @UploadedFiles() files: Express.Multer.File[],
    @Body() raw: Record<string, unknown>,
  ): Promise<BookView> {
    return this.books.update(id, form, readBookUpload(files, raw));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its files' })
  @ApiErrors(API_ERRORS.bookNotFound)
  async delete(@Param('id', bookId()) id: string): Promise<void> {
    await this.books.delete(id);
  }
}
