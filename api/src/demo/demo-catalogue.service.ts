import { Inject, Injectable, Logger } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { countryName } from '@bookshop/contracts/countries';
import { BooksService } from '../modules/catalogue/books.service.js';
import { ShippingService } from '../modules/store/shipping.service.js';
import { REPO_ROOT } from '../platform/paths.js';
import { DEMO_BOOKS } from './demo-books.js';

const ASSETS_DIR = path.join(REPO_ROOT, 'api', 'assets');

/** Delivery within NL and DE, free from the same subtotal as the storefront banner's default. */
const DEMO_SHIPPING = [
  { country_code: 'NL', shipping_cost: 4.95, shipping_threshold: 30 },
  { country_code: 'DE', shipping_cost: 6.95, shipping_threshold: 30 },
];

/**
 * Fills an empty shop with books, images, PDFs and shipping configs (SEED_DEMO_DATA), through the
 * same services the back office uses, so demo data obeys every rule real data does.
 */
@Injectable()
export class DemoCatalogueService {
  private readonly logger = new Logger('demo');

  constructor(
    @Inject(BooksService) private readonly books: BooksService,
    @Inject(ShippingService) private readonly shipping: ShippingService,
  ) {}

  async seedIfEmpty(): Promise<void> {
    if ((await this.books.count()) === 0) {
      for (const demo of DEMO_BOOKS) {
        const { slug: _slug, cover, previews, pdf, price_cents, ...text } = demo;
        await this.books.create(
          { ...text, price: price_cents / 100 },
          {
            cover: await readAsset(cover),
            previews: await Promise.all(previews.map(async (file, index) => ({ index, bytes: await readAsset(file) }))),
            pdf: pdf ? await readAsset(pdf) : undefined,
          },
        );
      }
      this.logger.log(`added ${DEMO_BOOKS.length} demo books`);
    }
    if ((await this.shipping.list()).length === 0) {
      for (const config of DEMO_SHIPPING) {
        await this.shipping.create({ ...config, country_name: countryName(config.country_code, 'en') });
      }
    }
  }
}

function readAsset(relativePath: string): Promise<Buffer> {
  return fs.readFile(path.join(ASSETS_DIR, relativePath));
}
