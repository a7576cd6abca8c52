import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { DemoCatalogueService } from '../src/demo/demo-catalogue.service.js';
import { DEMO_BOOKS } from '../src/demo/demo-books.js';
import { bookFields, image } from './fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('demo catalogue (SEED_DEMO_DATA)', () => {
  let shop: TestApp;
  const titles = async () =>
    (await shop.http().get('/api/books').expect(200)).body.map((book: { title_en: string }) => book.title_en).sort();

  beforeAll(async () => {
    shop = await startTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => shop.close());

  it('fills an empty shop with every demo book and shipping for NL and DE', async () => {
    expect(await titles()).toEqual(DEMO_BOOKS.map((book) => book.title_en).sort());
    // Each demo book has its link-preview picture, small enough for any messaging app to show.
    for (const book of (await shop.http().get('/api/books').expect(200)).body as { social_image: string }[]) {
      const picture = await shop.http().get(book.social_image).responseType('blob').expect(200).expect('Content-Type', 'image/jpeg');
      expect((picture.body as Buffer).length).toBeLessThan(150_000);
    }
    const shipping = (await shop.http().get('/api/shipping').expect(200)).body;
    expect(shipping.map((config: { country_code: string }) => config.country_code)).toEqual(['DE', 'NL']);
  });

  it('finishes a seed that was stopped halfway, and never repeats a finished one', async () => {
    const { auth } = await shop.login();
    const books = (await shop.http().get('/api/admin/books').set(auth).expect(200)).body as { id: string; title_en: string }[];
    const dataSource = shop.app.get(DataSource);
    const demo = shop.app.get(DemoCatalogueService);

    // As if the process had stopped after the first books: the step is started, not finished.
    for (const book of books.slice(0, 5)) await shop.http().delete(`/api/admin/books/${book.id}`).set(auth).expect(204);
    await dataSource.query(`UPDATE setup_steps SET finished_at = NULL WHERE name = 'demo-catalogue'`);
    await demo.seedOnce();
    expect(await titles()).toEqual(DEMO_BOOKS.map((book) => book.title_en).sort());

    // Finished now: a demo book the staff delete stays deleted at the next start.
    const [gone] = (await shop.http().get('/api/admin/books').set(auth).expect(200)).body;
    await shop.http().delete(`/api/admin/books/${gone.id}`).set(auth).expect(204);
    await demo.seedOnce();
    expect(await titles()).not.toContain(gone.title_en);
    expect(await titles()).toHaveLength(DEMO_BOOKS.length - 1);
  });
});

describe('demo catalogue on a shop that already has books', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('adds nothing', async () => {
    const { auth } = await shop.login();
    const request = shop.http().post('/api/admin/books').set(auth);
    for (const [name, value] of Object.entries(bookFields())) request.field(name, value);
    await request.attach('cover_image', await image('jpeg'), 'cover.jpg').expect(201);
    await shop.app.get(DemoCatalogueService).seedOnce();
    expect((await shop.http().get('/api/books').expect(200)).body).toHaveLength(1);
  });
});
