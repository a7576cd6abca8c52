import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { bookFields, image, pdf } from './fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

type Files = Record<string, { bytes: Buffer; name: string }>;

describe('catalogue: books, images and PDFs', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    shop = await startTestApp();
    ({ auth } = await shop.login());
    jpeg = await image('jpeg');
  });
  afterAll(() => shop.close());

  function multipart(test: Test, fields: Record<string, string>, files: Files): Test {
    for (const [name, value] of Object.entries(fields)) test.field(name, value);
    for (const [name, file] of Object.entries(files)) test.attach(name, file.bytes, file.name);
    return test;
  }
  const createBook = (fields = bookFields(), files?: Files) =>
    multipart(shop.http().post('/api/admin/books').set(auth), fields, files ?? { cover_image: { bytes: jpeg, name: 'cover.jpg' } });
  const uploadsFile = (url: string) => path.join(shop.config.uploadsDir, url.replace(/^\/uploads\//, ''));

  it('creates a book with a cover, previews and a PDF, and serves it publicly with euros and WebP variants', async () => {
    const response = await createBook(bookFields(), {
      cover_image: { bytes: await image('png', 1200, 1600), name: 'cover.png' },
      preview_image_0: { bytes: await image('webp'), name: 'p0.webp' },
      preview_image_1: { bytes: await image('jpeg'), name: 'p1.jpg' },
      pdf_file: { bytes: await pdf(), name: 'القطة الصغيرة – inside.pdf' },
    }).expect(201);
    const book = response.body;
    expect(book).toMatchObject({
      title_en: 'The Little Cat',
      title: 'القطة الصغيرة',
      price: 12.5,
      age_groups: ['toddlers', 'children'],
      age_group: 'toddlers',
      featured: true,
      category: 'animals',
      stock: 7,
      in_stock: true,
    });
    expect(book.preview_images).toHaveLength(2);
    expect(book.images.cover).toMatchObject({ width: 1200, height: 1600, card_url: expect.stringMatching(/-card\.webp$/) });
    expect(book.pdf_url).toMatch(/\.pdf$/);
    // Stored under a random name; the back office shows the name it was uploaded under.
    expect(book.pdf_name).toBe('القطة الصغيرة – inside.pdf');

    const fetched = await shop.http().get(`/api/books/${book.id}`).expect(200);
    expect(fetched.body).toEqual(book);
    // Browsers get it gzipped, and may revalidate it for free.
    const gzipped = await shop.http().get(`/api/books/${book.id}`).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toEqual(book);
    await shop.http().get(`/api/books/${book.id}`).set('If-None-Match', gzipped.headers.etag).expect(304);

    const cover = await shop.http().get(book.cover_image_url).expect(200);
    expect(cover.headers['cache-control']).toContain('max-age=31536000');
    expect(cover.headers['content-type']).toBe('image/png');
    const card = await shop.http().get(book.images.cover.card_url).expect(200);
    expect(card.headers['content-type']).toBe('image/webp');
    // The book page's picture on a phone: 800 px wide, a WebP.
    const large = await shop.http().get(book.images.cover.large_url).responseType('blob').expect(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(await sharp(large.body as Buffer).metadata()).toMatchObject({ width: 800, height: 1067 });
    const file = await shop.http().get(book.pdf_url).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('lists books with the age group, featured, category, search, sort and limit filters', async () => {
    await createBook(
      bookFields({ title_en: 'Zebra Nights', price: '20', age_groups: '["teenagers"]', featured: 'false', category: 'fantasy', stock: '' }),
    ).expect(201);
    await createBook(
      bookFields({ title_en: 'Apple Tree', price: '5.99', age_groups: '["infants"]', featured: 'false', category: 'people' }),
    ).expect(201);

    const titles = async (query: string) =>
      (await shop.http().get(`/api/books${query}`).expect(200)).body.map((b: { title_en: string }) => b.title_en);
    expect(await titles('?age_group=teenagers')).toEqual(['Zebra Nights']);
    expect(await titles('?featured=true')).toEqual(['The Little Cat']);
    expect(await titles('?category=people')).toEqual(['Apple Tree']);
    expect(await titles('?q=zebra')).toEqual(['Zebra Nights']);
    expect(await titles('?q=%25')).toEqual([]);
    expect(await titles('?sort=price_asc')).toEqual(['Apple Tree', 'The Little Cat', 'Zebra Nights']);
    expect(await titles('?sort=name_desc&lang=en')).toEqual(['Zebra Nights', 'The Little Cat', 'Apple Tree']);
    expect(await titles('?sort=date_desc&limit=1')).toEqual(['Apple Tree']);

    const untracked = (await shop.http().get('/api/books?age_group=teenagers').expect(200)).body[0];
    expect(untracked).toMatchObject({ stock: null, in_stock: true, price: 20 });

    const bad = await shop.http().get('/api/books?age_group=adults&limit=0').expect(400);
    expect(Object.keys(bad.body.fields)).toEqual(['age_group', 'limit']);
  });

  it('answers 404 for an unknown or malformed book id, never 500', async () => {
    const unknown = await shop.http().get('/api/books/7b0e6a2e-9c1d-4a57-8c44-3f1f2b1e0c11').expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, error: 'Not Found', code: 'book_not_found', message: 'Book not found' });
    const malformed = await shop.http().get("/api/books/1' OR '1'='1").expect(404);
    expect(malformed.body.code).toBe('book_not_found');
  });

  it('refuses a text file named .png, a fake PDF, a missing cover and more than 5 previews, storing nothing', async () => {
    const before = (await shop.http().get('/api/admin/books').set(auth).expect(200)).body.length;

    const text = await createBook(bookFields(), {
      cover_image: { bytes: Buffer.from('just some text, not an image'), name: 'cover.png' },
    }).expect(400);
    expect(text.body).toMatchObject({ code: 'invalid_file', fields: { cover_image: 'admin.manage.imageInvalid' } });

    const fakePdf = await createBook(bookFields(), {
      cover_image: { bytes: await image('jpeg'), name: 'cover.jpg' },
      pdf_file: { bytes: await image('png'), name: 'book.pdf' },
    }).expect(400);
    expect(fakePdf.body.fields).toEqual({ pdf_file: 'admin.manage.pdfInvalid' });

    const noCover = await multipart(shop.http().post('/api/admin/books').set(auth), bookFields(), {}).expect(400);
    expect(noCover.body.fields).toEqual({ cover_image: 'admin.manage.coverRequired' });

    const previews: Files = { cover_image: { bytes: await image('jpeg'), name: 'cover.jpg' } };
    for (let index = 0; index < 6; index++)
      previews[`preview_image_${index}`] = { bytes: await image('jpeg', 100, 100), name: `p${index}.jpg` };
    const tooMany = await createBook(bookFields(), previews).expect(400);
    expect(tooMany.body).toMatchObject({
      message: 'Maximum 5 preview images allowed',
      fields: { preview_images: 'admin.manage.maxPreviewImages' },
    });

    expect((await shop.http().get('/api/admin/books').set(auth).expect(200)).body).toHaveLength(before);
    const stored = fs.existsSync(path.join(shop.config.uploadsDir, 'books'))
      ? fs.readdirSync(path.join(shop.config.uploadsDir, 'books'))
      : [];
    expect(stored).toHaveLength(before);
  });

  it('validates every text field of the form with its translation key', async () => {
    const response = await createBook({ ...bookFields({ title_nl: '   ', price: 'abc', age_groups: '[]' }), author_en: '' }).expect(400);
    expect(response.body.fields).toEqual({
      title_nl: 'admin.manage.titleRequired',
      author_en: 'admin.manage.authorRequired',
      price: 'admin.manage.priceInvalid',
      age_groups: 'admin.manage.ageGroupsRequired',
    });
    const free = await createBook(bookFields({ price: '0' })).expect(400);
    expect(free.body.fields).toEqual({ price: 'admin.manage.priceInvalid' });
    const negativeStock = await createBook(bookFields({ stock: '-1', category: 'robots' })).expect(400);
    expect(negativeStock.body.fields).toEqual({ category: 'admin.manage.categoryInvalid', stock: 'admin.manage.stockInvalid' });
  });

  it('updates a book keeping one preview, adding one, and removes the dropped files', async () => {
    const created = (
      await createBook(bookFields(), {
        cover_image: { bytes: await image('jpeg'), name: 'cover.jpg' },
        preview_image_0: { bytes: await image('jpeg'), name: 'a.jpg' },
        preview_image_1: { bytes: await image('jpeg'), name: 'b.jpg' },
      }).expect(201)
    ).body;
    const [keep, drop] = created.preview_images as string[];

    const updated = await multipart(
      shop.http().put(`/api/admin/books/${created.id}`).set(auth),
      { ...bookFields({ title_en: 'The Little Cat, again', price: '14' }), existing_preview_image_0: keep },
      { preview_image_1: { bytes: await image('webp'), name: 'c.webp' } },
    ).expect(200);
    expect(updated.body).toMatchObject({ title_en: 'The Little Cat, again', price: 14, cover_image_url: created.cover_image_url });
    expect(updated.body.preview_images).toHaveLength(2);
    expect(updated.body.preview_images[0]).toBe(keep);
    expect(fs.existsSync(uploadsFile(keep))).toBe(true);
    expect(fs.existsSync(uploadsFile(drop))).toBe(false);

    const stranger = await multipart(
      shop.http().put(`/api/admin/books/${created.id}`).set(auth),
      { ...bookFields(), existing_preview_image_0: '/uploads/books/other/x.jpg' },
      {},
    ).expect(400);
    expect(stranger.body.code).toBe('unknown_preview');
  });

  it('deletes a book with its files', async () => {
    const created = (
      await createBook(bookFields(), {
        cover_image: { bytes: await image('jpeg'), name: 'cover.jpg' },
        pdf_file: { bytes: await pdf(), name: 'b.pdf' },
      }).expect(201)
    ).body;
    await shop.http().delete(`/api/admin/books/${created.id}`).set(auth).expect(204);
    await shop.http().get(`/api/books/${created.id}`).expect(404);
    expect(fs.existsSync(path.join(shop.config.uploadsDir, 'books', created.id))).toBe(false);
    await shop.http().delete(`/api/admin/books/${created.id}`).set(auth).expect(404);
  });
});
