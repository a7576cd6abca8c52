import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminBooksController } from './admin-books.controller.js';
import { Book } from './book.entity.js';
import { BookFilesService } from './book-files.service.js';
import { BookPresenter } from './book.presenter.js';
import { BooksController } from './books.controller.js';
import { BooksService } from './books.service.js';
import { CachedCatalogueReads } from './cached-catalogue-reads.js';
import { CatalogueCache } from './catalogue-cache.js';
import { MissingPictures } from './missing-pictures.js';
import { SitemapController } from './sitemap.controller.js';
import { StockService } from './stock.service.js';

/** Books, their images and PDFs. */
@Module({
  imports: [TypeOrmModule.forFeature([Book])],
  controllers: [BooksController, AdminBooksController, SitemapController],
  providers: [BooksService, BookFilesService, BookPresenter, StockService, CatalogueCache, CachedCatalogueReads, MissingPictures],
  exports: [BooksService, StockService],
})
export class CatalogueModule {}
