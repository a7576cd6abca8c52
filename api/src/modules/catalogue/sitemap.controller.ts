import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { BooksService } from './books.service.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

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
  async sitemap(): Promise<string> {
    return sitemapXml(this.config.publicUrl, await this.books.list());
  }
}
