import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { MAX_PDF_BYTES } from './book-files.service.js';
import { readBookUpload } from './book-upload.js';
import { bookId } from './books.controller.js';
import { BooksService } from './books.service.js';
import { BookFormDto } from './dto/book-form.dto.js';

/**
 * Files are held in memory up to the PDF limit; each image is checked against its own, smaller
 * limit. The file count leaves room for a clear "at most 5 previews" answer.
 */
const bookFiles = () => AnyFilesInterceptor({ limits: { fileSize: MAX_PDF_BYTES, files: 12, fields: 60, fieldSize: 64 * 1024 } });

@ApiTags('admin books')
@AdminOnly()
@Controller('admin/books')
export class AdminBooksController {
  constructor(@Inject(BooksService) private readonly books: BooksService) {}

  @Get()
  list() {
    return this.books.list();
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(bookFiles())
  create(@Body() form: BookFormDto, @UploadedFiles() files: Express.Multer.File[], @Body() raw: Record<string, unknown>) {
    return this.books.create(form, readBookUpload(files, raw));
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(bookFiles())
  update(
    @Param('id', bookId()) id: string,
    @Body() form: BookFormDto,
    @UploadedFiles() files: Express.Multer.File[],
    @Body() raw: Record<string, unknown>,
  ) {
    return this.books.update(id, form, readBookUpload(files, raw));
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@Param('id', bookId()) id: string): Promise<void> {
    await this.books.delete(id);
  }
}
