import { Inject, Injectable, Logger } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { countryName } from '@bookshop/contracts/countries';
import { centsToAmount } from '@bookshop/contracts/money';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS } from '@bookshop/contracts/shipping';
import { BooksService } from '../modules/catalogue/books.service.js';
import { ShippingService } from '../modules/store/shipping.service.js';
import { REPO_ROOT } from '../platform/paths.js';
import { DEMO_BOOKS } from './demo-books.js';

const ASSETS_DIR = path.join(REPO_ROOT, 'api', 'assets');
const STEP = 'demo-catalogue';

/** Delivery within NL and DE, free from the same subtotal as the storefront banner's default. */
const DEMO_SHIPPING = [
  { country_code: 'NL', shipping_cost: 4.95, shipping_threshold: centsToAmount(DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS) },
  { country_code: 'DE', shipping_cost: 6.95, shipping_threshold: centsToAmount(DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS) },
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
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /**
   * Seeds an empty shop once. The step is recorded in setup_steps: a start that was stopped halfway
   * adds the books still missing, and once finished the step never runs again (so demo books the
   * staff deleted stay deleted). A shop that already had books before is left alone.
   */
  async seedOnce(): Promise<void> {
    const [step] = await this.dataSource.query('SELECT finished_at FROM setup_steps WHERE name = $1', [STEP]);
    if (step?.finished_at) return;
    if (!step) {
      if ((await this.books.count()) > 0) return;
      await this.dataSource.query('INSERT INTO setup_steps (name) VALUES ($1)', [STEP]);
    }
    const present = new Set((await this.books.list()).map((book) => book.title_en));
    for (const demo of DEMO_BOOKS.filter((book) => !present.has(book.title_en))) {
      const { slug: _slug, cover, previews, pdf, price_cents, ...text } = demo;
      await this.books.create(
        { ...text, price: centsToAmount(price_cents) },
        {
          cover: await readAsset(cover),
          previews: await Promise.all(previews.map(async (file, index) => ({ index, bytes: await readAsset(file) }))),
          pdf: pdf ? await readAsset(pdf) : undefined,
          pdfName: pdf ? path.basename(pdf) : undefined,
        },
      );
    }
    const configured = new Set((await this.shipping.list()).map((config) => config.country_code));
    for (const config of DEMO_SHIPPING.filter((config) => !configured.has(config.country_code))) {
      await this.shipping.create({ ...config, country_name: countryName(config.country_code, 'en') });
    }
    await this.dataSource.query('UPDATE setup_steps SET finished_at = now() WHERE name = $1', [STEP]);
    this.logger.log(
      `demo catalogue ready: ${DEMO_BOOKS.length} books, shipping for ${DEMO_SHIPPING.map((c) => c.country_code).join(' and ')}`,
    );
  }
}

function readAsset(relativePath: string): Promise<Buffer> {
  return fs.readFile(path.join(ASSETS_DIR, relativePath));
}
