import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../src/modules/catalogue/catalogue-cache.js';
import { bookFields } from './fixtures.js';
import { addBook } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Cached catalogue reads are answered before Express: the second GET of a book or a list costs no
 * database query and no trip through Express, yet the client gets the same bytes and headers.
 */
describe('catalogue reads from the cache', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let cache: CatalogueCache;
  let bookId: string;
  /** Statements that read or write the books table. */
  let bookQueries: () => number;
  /** Requests that reached the Express application. */
  let throughExpress: () => number;

  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
    ({ auth } = await shop.login());
    bookId = (await addBook(shop, auth, { title_en: 'The Moon and the Palm', price: '12.50' })).id;
    cache = shop.app.get(CatalogueCache);
    const logQuery = jest.spyOn(shop.app.get(DataSource).logger, 'logQuery');
    bookQueries = () => logQuery.mock.calls.filter(([sql]) => /"books"/.test(sql)).length;
    // The Express application hands every request it gets to its `handle` method.
    const express = shop.app.getHttpAdapter().getInstance() as unknown as { handle: () => void };
    const handle = jest.spyOn(express, 'handle');
    throughExpress = () => handle.mock.calls.length;
  });
  afterAll(() => shop?.close());

  /** A raw GET: the bytes as sent (no decompression), and only the headers given (none by default). */
  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      http
        .request(`${shop.baseUrl}${path}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  }
  const withoutDate = ({ date, ...headers }: http.IncomingHttpHeaders) => (expect(date).toBeDefined(), headers);

  /**
   * The first GET after the cache is emptied goes through Express and the controller, which read the
   * database; the second is answered from the cache, before Express, without the database.
   */
  async function uncachedThenCached(path: string, headers: Record<string, string> = {}) {
    cache.invalidate();
    const [queries, requests] = [bookQueries(), throughExpress()];
    const uncached = await get(path, headers);
    const queried = bookQueries();
    expect(queried).toBeGreaterThan(queries);
    expect(throughExpress()).toBe(requests + 1);
    const cached = await get(path, headers);
    expect(bookQueries()).toBe(queried);
    expect(throughExpress()).toBe(requests + 1);
    expect(cached.status).toBe(uncached.status);
    expect(cached.body.equals(uncached.body)).toBe(true);
    expect(withoutDate(cached.headers)).toEqual(withoutDate(uncached.headers));
    return cached;
  }

  it("answers a book's second GET without the database or Express, with the same bytes and headers", async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'gzip, deflate, br' }] as Record<string, string>[]) {
      const cached = await uncachedThenCached(`/api/books/${bookId}`, headers);
      expect(cached.status).toBe(200);
      // The security headers, the caching headers and the ETag are all there.
      expect(cached.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
        'x-content-type-options': 'nosniff',
        'strict-transport-security': expect.any(String),
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        etag: expect.stringMatching(/^".+"$/),
        'content-type': 'application/json; charset=utf-8',
      });
      const gzipped = 'Accept-Encoding' in headers;
      expect(cached.headers['content-encoding']).toBe(gzipped ? 'gzip' : undefined);
      const text = (gzipped ? gunzipSync(cached.body) : cached.body).toString();
      expect(JSON.parse(text)).toMatchObject({ id: bookId, title_en: 'The Moon and the Palm', price: 12.5 });
    }
  });

  it('answers 304 from the cache as the controller does', async () => {
    const { etag } = (await get(`/api/books/${bookId}`)).headers;
    const cached = await uncachedThenCached(`/api/books/${bookId}`, { 'If-None-Match': etag! });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
  });

  it('answers a list the same way, for every address of the same query', async () => {
    const all = await uncachedThenCached('/api/books');
    expect(JSON.parse(all.body.toString())).toEqual([expect.objectContaining({ id: bookId })]);
    const cached = await uncachedThenCached('/api/books?sort=price_asc&lang=en');
    expect(cached.body.equals(all.body)).toBe(true);
    // The same query written differently is the same cached answer.
    const [queries, requests] = [bookQueries(), throughExpress()];
    const other = await get('/api/books?lang=nl&sort=price_asc&unknown=1');
    expect(other.body.equals(cached.body)).toBe(true);
    expect([bookQueries(), throughExpress()]).toEqual([queries, requests]);
  });

  it('serves a changed book at once, in this process', async () => {
    await get(`/api/books/${bookId}`);
    await get('/api/books');
    const request = shop.http().put(`/api/admin/books/${bookId}`).set(auth);
    for (const [name, value] of Object.entries(bookFields({ title_en: 'The Moon and the Palm, again', price: '14' }))) {
      request.field(name, value);
    }
    await request.expect(200);
    expect(JSON.parse((await get(`/api/books/${bookId}`)).body.toString())).toMatchObject({
      title_en: 'The Moon and the Palm, again',
      price: 14,
    });
    const list = JSON.parse((await get('/api/books')).body.toString()) as { id: string; price: number }[];
    expect(list.find((book) => book.id === bookId)?.price).toBe(14);
  });

  it('leaves to Express what it would answer differently: other encodings, HEAD, errors', async () => {
    await get(`/api/books/${bookId}`);
    const requests = throughExpress();
    // Compression answers brotli itself.
    const brotli = await get(`/api/books/${bookId}`, { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect((await get(`/api/books/${bookId}`, {}, 'HEAD')).status).toBe(200);
    const unknown = await get('/api/books/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ statusCode: 404, code: 'book_not_found' });
    const invalid = await get('/api/books?sort=sideways');
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body.toString())).toMatchObject({ fields: { sort: 'books.query.sortInvalid' } });
    expect(throughExpress()).toBe(requests + 4);
  });
});
