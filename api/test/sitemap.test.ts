import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookFields, image } from './fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('robots.txt and sitemap.xml', () => {
  let shop: TestApp;
  let bookIds: string[];

  beforeAll(async () => {
    shop = await startTestApp({ PUBLIC_URL: 'https://shop.example', LOCAL_PAYMENTS: 'true' });
    const { auth } = await shop.login();
    const cover = await image('jpeg');
    bookIds = [];
    for (const title of ['First', 'Second']) {
      const created = await shop
        .http()
        .post('/api/admin/books')
        .set(auth)
        .field(bookFields({ title_en: title }))
        .attach('cover_image', cover, 'cover.jpg')
        .expect(201);
      bookIds.push(created.body.id);
    }
  });
  afterAll(() => shop.close());

  it('lets crawlers in everywhere except the admin, sign-in, cart, checkout and order pages, and names the sitemap', async () => {
    const response = await shop.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /login',
        'Disallow: /checkout',
        'Disallow: /cart',
        'Disallow: /order-confirmation',
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists every public page and every book with absolute addresses', async () => {
    const response = await shop.http().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      [
        'https://shop.example/',
        'https://shop.example/books',
        'https://shop.example/about',
        'https://shop.example/contact',
        'https://shop.example/privacy-policy',
        'https://shop.example/return-policy',
        'https://shop.example/shipping-details',
        ...bookIds.map((id) => `https://shop.example/book/${id}`),
      ].sort(),
    );
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    // A book's entry says when it last changed.
    expect(response.text).toMatch(new RegExp(`/book/${bookIds[0]}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('keeps the API under /api: the root paths are only these two', async () => {
    await shop.http().get('/api/robots.txt').expect(404);
    await shop.http().get('/api/books').expect(200);
  });
});
