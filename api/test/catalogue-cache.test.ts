import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CatalogueCache } from '../src/modules/catalogue/catalogue-cache.js';
import { addBook } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('the catalogue answer cache', () => {
  let shop: TestApp;
  let cache: CatalogueCache;

  beforeAll(async () => {
    shop = await startTestApp();
    const { auth } = await shop.login();
    await addBook(shop, auth, { title_en: 'The Moon and the Palm', price: '12.50' });
    cache = shop.app.get(CatalogueCache);
  });
  afterAll(() => shop?.close());

  it('keeps one answer for queries that mean the same', async () => {
    cache.invalidate();
    for (const query of ['q=Moon', 'q=%20moon%20', 'q=MOON&sort=date_desc', 'sort=date_desc&q=moon&lang=nl']) {
      const response = await shop.http().get(`/api/books?${query}`).expect(200);
      expect(response.body.map((book: { title_en: string }) => book.title_en)).toEqual(['The Moon and the Palm']);
    }
    expect(cache.usage().entries).toBe(1);
    // The title language matters only when sorting by title.
    await shop.http().get('/api/books?sort=price_asc&lang=en').expect(200);
    await shop.http().get('/api/books?sort=price_asc&lang=nl').expect(200);
    await shop.http().get('/api/books?sort=name_asc&lang=en').expect(200);
    await shop.http().get('/api/books?sort=name_asc&lang=nl').expect(200);
    expect(cache.usage().entries).toBe(4);
  });

  it('holds no more than its budget of answers however many different queries arrive', async () => {
    cache.invalidate();
    const queries = Array.from({ length: CatalogueCache.MAX_ENTRIES + 500 }, (_, n) => `/api/books?q=book-${n}&limit=${(n % 200) + 1}`);
    for (let start = 0; start < queries.length; start += 25) {
      await Promise.all(queries.slice(start, start + 25).map((query) => shop.http().get(query).expect(200)));
    }
    expect(cache.usage().entries).toBe(CatalogueCache.MAX_ENTRIES);
    // The most recent answers are the ones kept: asking again changes nothing.
    await shop
      .http()
      .get(queries[queries.length - 1])
      .expect(200);
    expect(cache.usage().entries).toBe(CatalogueCache.MAX_ENTRIES);
  });

  it('holds no more than its budget of bytes, the least recently used leaving first', async () => {
    const budget = new CatalogueCache();
    const large = 'x'.repeat(1024 * 1024);
    await budget.get('first', async () => [large]);
    for (let n = 0; n < 60; n++) {
      await budget.get('first', async () => [large]); // used again and again: stays
      await budget.get(`answer-${n}`, async () => [large]);
    }
    expect(budget.usage().bytes).toBeLessThanOrEqual(CatalogueCache.MAX_BYTES);
    expect(budget.usage().entries).toBeLessThan(61);
    let produced = false;
    await budget.get('first', async () => ((produced = true), [large]));
    expect(produced).toBe(false);
    await budget.get('answer-0', async () => ((produced = true), [large]));
    expect(produced).toBe(true);
  });
});
