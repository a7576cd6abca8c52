import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openApiDocument } from '../src/openapi.js';
import { ProcessState } from '../src/platform/health/process-state.js';
import { startTestApp, type TestApp } from './test-app.js';

describe('platform: health, errors, limits and security headers', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('reports health with the database up and inline jobs when no Redis is configured', async () => {
    const response = await shop.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', queue: 'inline' });
  });

  it('answers liveness always, and readiness while started, not stopping, with its database, queue and storage reachable', async () => {
    expect((await shop.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await shop.http().get('/api/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      queue: 'inline',
      storage: 'up',
      process: 'ready',
    });
    const stopping = await startTestApp();
    try {
      stopping.app.get(ProcessState).stop();
      expect((await stopping.http().get('/api/health/ready').expect(503)).body).toMatchObject({ status: 'error', process: 'stopping' });
      await stopping.http().get('/api/health/live').expect(200);
      // The first health check stays as it was, for the setups that ask it.
      expect((await stopping.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', queue: 'inline' });
    } finally {
      await stopping.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)(
    'reports the queue up when REDIS_URL names a live Redis, and 503 when it is down (skipped only without Redis: npm test says so)',
    async () => {
      const withRedis = await startTestApp({ REDIS_URL: redisUrl! });
      const deadRedis = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
      try {
        expect((await withRedis.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', queue: 'up' });
        expect((await deadRedis.http().get('/api/health').expect(503)).body).toEqual({ status: 'error', database: 'up', queue: 'down' });
        expect((await deadRedis.http().get('/api/health/ready').expect(503)).body).toMatchObject({ status: 'error', queue: 'down' });
        await deadRedis.http().get('/api/health/live').expect(200);
      } finally {
        await withRedis.close();
        await deadRedis.close();
      }
    },
  );

  it('refuses a JSON body over 1 MB with 413 in the shared error shape', async () => {
    const { auth } = await shop.login();
    const huge = { currency: 'EUR', admin_email: 'a@b.nl', padding: 'x'.repeat(1024 * 1024 + 10) };
    const response = await shop.http().put('/api/settings').set(auth).send(huge).expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large', message: expect.stringMatching(/too large/i) });
  });

  it('answers malformed JSON with 400, and unknown API routes with a JSON 404', async () => {
    const malformed = await shop.http().post('/api/admin/login').set('Content-Type', 'application/json').send('{"username": ').expect(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.js|SyntaxError/);
    const unknown = await shop.http().get('/api/nothing-here').expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const response = await shop.http().get('/api/settings').expect(200);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI description, the same document the web types are generated from', async () => {
    const response = await shop.http().get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/books', '/api/admin/login', '/api/shipping']));
    expect(response.body.paths['/api/books/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/BookView',
    });
    expect(response.body).toEqual(await openApiDocument());
  });
});
