import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bookFields, image, pdf } from './fixtures.js';
import { startS3Server } from './s3-server.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Storage keys from the addresses a book names (`/uploads/<key>`). */
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe('uploads in an S3 bucket (S3_BUCKET), on a real S3-speaking server', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let shop: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    s3 = await startS3Server();
    shop = await startTestApp(s3.env);
    ({ auth } = await shop.login());
  });
  afterAll(async () => {
    await shop?.close();
    await s3?.close();
  });

  const inBucket = async (key: string) => {
    const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  };

  async function createBook() {
    const request = shop.http().post('/api/admin/books').set(auth);
    for (const [name, value] of Object.entries(bookFields())) request.field(name, value);
    const response = await request
      .attach('cover_image', await image('jpeg', 1200, 1600), 'cover.jpg')
      .attach('preview_image_0', await image('png', 700, 500), 'inside.png')
      .attach('pdf_file', await pdf(), 'inside.pdf')
      .expect(201);
    return response.body;
  }

  it('keeps covers, previews, PDFs and their pictures in the bucket, none on the disk, and serves them at the same addresses', async () => {
    const book = await createBook();
    const { cover, previews } = book.images;
    const urls = [cover.url, cover.large_url, cover.card_url, previews[0].url, previews[0].card_url, book.social_image, book.pdf_url];
    expect(urls.every((url: string) => url.startsWith(`/uploads/books/${book.id}/`))).toBe(true);
    expect(await s3.keys(`books/${book.id}/`)).toEqual(expect.arrayContaining(urls.map(keyOf)));
    expect(fs.existsSync(path.join(shop.config.uploadsDir, 'books'))).toBe(false);

    for (const url of urls) {
      const answer = await shop.http().get(url).responseType('blob').expect(200);
      expect(answer.body).toEqual(await inBucket(keyOf(url)));
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.headers['content-length']).toBe(String((answer.body as Buffer).length));
    }
    await shop.http().get(cover.url).expect('Content-Type', 'image/jpeg');
    await shop.http().get(cover.large_url).expect('Content-Type', 'image/webp');
    await shop.http().get(previews[0].url).expect('Content-Type', 'image/png');
    await shop.http().get(book.pdf_url).expect('Content-Type', 'application/pdf');
    const head = await shop.http().head(book.pdf_url).expect(200);
    expect(Number(head.headers['content-length'])).toBe((await inBucket(keyOf(book.pdf_url))).length);
    // A browser that has the file asks whether it changed: it has not.
    const etag = (await shop.http().get(cover.url).expect(200)).headers.etag!;
    await shop.http().get(cover.url).set('If-None-Match', etag).expect(304);

    await shop.http().get(`/uploads/books/${book.id}/nothing-here.jpg`).expect(404);
  });

  it('makes a picture missing from the bucket on its first request, and stores it there', async () => {
    const book = await createBook();
    const { cover } = book.images;
    for (const url of [cover.large_url, book.social_image]) {
      await s3.client.send(new DeleteObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: keyOf(url) }));
    }
    expect(await s3.keys(keyOf(cover.large_url))).toEqual([]);

    const [large, again, social] = await Promise.all(
      [cover.large_url, cover.large_url, book.social_image].map((url: string) => shop.http().get(url).responseType('blob')),
    );
    for (const answer of [large!, again!]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(await sharp(answer.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800 });
    }
    expect(social!.status).toBe(200);
    expect(await sharp(social!.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(await inBucket(keyOf(cover.large_url))).toEqual(large!.body);
    expect(await s3.keys(keyOf(book.social_image))).toEqual([keyOf(book.social_image)]);
    // Only for the book's own images.
    await shop.http().get(`/uploads/books/${book.id}/someone-else-large.webp`).expect(404);
    expect(await s3.keys(`books/${book.id}/someone-else`)).toEqual([]);
  });

  it('removes a replaced cover and a deleted book from the bucket', async () => {
    const book = await createBook();
    const update = shop.http().put(`/api/admin/books/${book.id}`).set(auth);
    for (const [name, value] of Object.entries(bookFields())) update.field(name, value);
    update.field('existing_preview_image_0', book.images.previews[0].url);
    const updated = (await update.attach('cover_image', await image('webp', 900, 1200), 'new.webp').expect(200)).body;

    const oldCover = keyOf(book.images.cover.url).replace(/\.jpg$/, '');
    expect((await s3.keys(`books/${book.id}/`)).filter((key) => key.startsWith(oldCover))).toEqual([]);
    await shop.http().get(book.images.cover.url).expect(404);
    await shop.http().get(updated.images.cover.url).expect(200).expect('Content-Type', 'image/webp');

    await shop.http().delete(`/api/admin/books/${book.id}`).set(auth).expect(204);
    expect(await s3.keys(`books/${book.id}/`)).toEqual([]);
    await shop.http().get(updated.images.cover.url).expect(404);
  });

  it('is ready only while the bucket answers', async () => {
    expect((await shop.http().get('/api/health/ready').expect(200)).body).toMatchObject({ status: 'ok', storage: 'up' });
    const noBucket = await startTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    try {
      expect((await noBucket.http().get('/api/health/ready').expect(503)).body).toMatchObject({ status: 'error', storage: 'down' });
      // Whether the process is alive is another question: it is.
      await noBucket.http().get('/api/health/live').expect(200);
    } finally {
      await noBucket.close();
    }
  });
});
