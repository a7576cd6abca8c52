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

  it('is an index of sitemap files, and an unknown file is a 404', async () => {
    const index = await shop.http().get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.text).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <sitemap>',
        '    <loc>https://shop.example/sitemap.xml?part=1</loc>',
        '  </sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
    for (const part of ['0', '2', 'abc', '1.5']) await shop.http().get(`/sitemap.xml?part=${part}`).expect(404);
  });

  it('lists every public page and every book in each language, each address naming all its language versions', async () => {
    const response = await shop.http().get('/sitemap.xml?part=1').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const entries = [...response.text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      location: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
      lastModified: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
      alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, language, href]) => [
        language,
        href,
      ]),
    }));

    const pages = [
      'https://shop.example/',
      'https://shop.example/books',
      'https://shop.example/about',
      'https://shop.example/contact',
      'https://shop.example/privacy-policy',
      'https://shop.example/return-policy',
      'https://shop.example/shipping-details',
      'https://shop.example/terms',
      'https://shop.example/company-details',
      ...bookIds.map((id) => `https://shop.example/book/${id}`),
    ];
    const versions = (page: string) => [
      ['ar', `${page}?lang=ar`],
      ['en', `${page}?lang=en`],
      ['nl', `${page}?lang=nl`],
      ['x-default', page],
    ];
    expect(entries.map((entry) => entry.location).sort()).toEqual(pages.flatMap((page) => versions(page).map(([, href]) => href!)).sort());
    for (const page of pages) {
      for (const [, address] of versions(page)) {
        expect(entries.find((entry) => entry.location === address)?.alternates).toEqual(versions(page));
      }
    }
    // A book's entries say when it last changed; the other pages have no date to give.
    const [firstBook] = versions(`https://shop.example/book/${bookIds[0]}`);
    expect(entries.find((entry) => entry.location === firstBook![1])?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries.find((entry) => entry.location === 'https://shop.example/books?lang=nl')?.lastModified).toBeUndefined();
  });

  it('keeps the API under /api: the root paths are only these two', async () => {
    await shop.http().get('/api/robots.txt').expect(404);
    await shop.http().get('/api/books').expect(200);
  });
});
