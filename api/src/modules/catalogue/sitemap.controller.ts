import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { apiError } from '../../platform/http/api-error.js';
import { BooksService } from './books.service.js';
import { bookSitemapPage, robotsTxt, sitemapFileCount, sitemapFileWindow, sitemapIndexXml, sitemapXml } from './sitemap.js';

/**
 * /robots.txt and /sitemap.xml live at the site root, where crawlers look for them: configure-http
 * excludes these two paths from the 'api' prefix.
 */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(
    @Inject(BooksService) private readonly books: BooksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  // Crawlers come rarely; an hour-old list of books is fresh enough and spares the database.
  @Header('Cache-Control', 'public, max-age=3600')
  /**
   * Without `part`, the sitemap index; with it, that file of at most 50,000 addresses (the public
   * pages, then the books oldest first). The files are query strings of this one root path, which
   * configure-http already serves outside the 'api' prefix.
   */
  async sitemap(@Query('part') part?: string): Promise<string> {
    const files = sitemapFileCount(await this.books.count());
    if (part === undefined) return sitemapIndexXml(this.config.publicUrl, files);
    const file = /^[1-9]\d{0,5}$/.test(part) ? Number(part) : 0;
    if (file < 1 || file > files) throw apiError(API_ERRORS.sitemapNotFound);
    const window = sitemapFileWindow(file);
    const books = window.limit > 0 ? await this.books.forSitemap(window.offset, window.limit) : [];
    return sitemapXml(this.config.publicUrl, [...window.pages.map((path) => ({ path })), ...books.map(bookSitemapPage)]);
  }
}
