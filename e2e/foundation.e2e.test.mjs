import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { launchBrowser } from './browser.mjs';
import { startShop } from './shop-server.mjs';

describe('a new shop started as `npm start` starts it', () => {
  let shop;
  let browser;
  beforeAll(async () => {
    shop = await startShop({ firstStart: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('has a demo catalogue over every age group and category, with real images and PDFs', async () => {
    const books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    expect(books.length).toBeGreaterThanOrEqual(12);
    expect(new Set(books.flatMap((book) => book.age_groups))).toEqual(new Set(['infants', 'toddlers', 'children', 'teenagers']));
    expect(new Set(books.map((book) => book.category))).toEqual(new Set(['animals', 'people', 'fantasy']));
    expect(books.filter((book) => book.pdf_url).length).toBeGreaterThanOrEqual(2);
    expect(books.filter((book) => book.preview_images.length > 0).length).toBeGreaterThanOrEqual(3);

    const cover = await fetch(`${shop.baseUrl}${books[0].cover_image_url}`);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
    const pdf = await fetch(`${shop.baseUrl}${books.find((book) => book.pdf_url).pdf_url}`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const shipping = await (await fetch(`${shop.baseUrl}/api/shipping`)).json();
    expect(shipping.map((config) => config.country_code).sort()).toEqual(['DE', 'NL']);
  });

  it('shows the books in Arabic, right to left, and switches to English', async () => {
    const books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(shop.baseUrl);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await page.getByText(books[0].title_ar, { exact: true }).first().waitFor();

    await page
      .getByRole('button', { name: /English|العربية/ })
      .first()
      .click();
    await page.getByText(books[0].title_en, { exact: true }).first().waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.close();
  });

  it('serves pages on deep links, a 404 page for unknown addresses, and JSON for unknown API routes', async () => {
    const books = await (await fetch(`${shop.baseUrl}/api/books`)).json();
    const deep = await fetch(`${shop.baseUrl}/book/${books[0].id}`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const unknown = await fetch(`${shop.baseUrl}/books/anything`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
    const api = await fetch(`${shop.baseUrl}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404 });
  });

  it('prints the first admin password once, and it signs in', async () => {
    const password = shop.adminPassword();
    expect(shop.output()).toContain(`Password: ${password}`);
    const login = await fetch(`${shop.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
  });
});
