import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPrivateRedis } from './private-redis.js';
import { startTestApp, type TestApp } from './test-app.js';

const wrongSignIn = (shop: TestApp, forwardedFor?: string) => {
  const request = shop.http().post('/api/admin/login');
  if (forwardedFor) request.set('X-Forwarded-For', forwardedFor);
  return request.send({ username: 'admin', password: 'not-the-password' }).then((response) => response.status);
};

const contact = (shop: TestApp) =>
  shop
    .http()
    .post('/api/contact')
    .send({ full_name: 'Noor', email: 'noor@example.nl', subject: 'Hello', message: 'A question' })
    .then((response) => response.status);

describe('the client address the limits count', () => {
  let shop: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '5', PUBLIC_WRITES_PER_MINUTE: '1' });
    behindProxy = await startTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '5', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await shop?.close();
  });

  it('ignores X-Forwarded-For unless a proxy is trusted: a new header per attempt resets nothing', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) statuses.push(await wrongSignIn(shop, `198.51.100.${n}`));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
  });

  it('bounds the checkout’s VAT quotes per client: six times the public writes a minute', async () => {
    for (let n = 0; n < 6; n++) await shop.http().get('/api/vat?country=DE').expect(200);
    const refused = await shop.http().get('/api/vat?country=BE').expect(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('behind a trusted proxy, counts each forwarded client, IPv6 clients per /64', async () => {
    for (let n = 0; n < 5; n++) expect(await wrongSignIn(behindProxy, '203.0.113.7')).toBe(401);
    expect(await wrongSignIn(behindProxy, '203.0.113.7')).toBe(429);
    expect(await wrongSignIn(behindProxy, '203.0.113.8')).toBe(401);

    // Five addresses of one /64 are one client; the next /64 is another.
    for (let n = 1; n <= 5; n++) expect(await wrongSignIn(behindProxy, `2001:db8:1:2::${n}`)).toBe(401);
    expect(await wrongSignIn(behindProxy, '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await wrongSignIn(behindProxy, '2001:db8:1:3::1')).toBe(401);
  });
});

describe('limits shared by two API processes through Redis', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let processA: TestApp;
  let processB: TestApp;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    const env = { REDIS_URL: redis.url, LOGIN_ATTEMPTS_PER_MINUTE: '5', PUBLIC_WRITES_PER_MINUTE: '4' };
    processA = await startTestApp(env);
    processB = await startTestApp(env, { sameDatabaseAs: processA });
  });
  afterAll(async () => {
    await processB?.close();
    await processA?.close();
    await redis?.stop();
  });

  it('allow together what one process allows', async () => {
    const signIns: number[] = [];
    for (let n = 0; n < 6; n++) signIns.push(await wrongSignIn(n % 2 === 0 ? processA : processB));
    expect(signIns).toEqual([401, 401, 401, 401, 401, 429]);

    const messages: number[] = [];
    for (let n = 0; n < 5; n++) messages.push(await contact(n % 2 === 0 ? processA : processB));
    expect(messages).toEqual([201, 201, 201, 201, 429]);
  });
});
