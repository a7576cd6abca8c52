import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startPrivateRedis } from './private-redis.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

type Auth = { Authorization: string };

/** The status an admin request with this access token gets, and the body of a refusal. */
async function adminCall(shop: TestApp, auth: Auth) {
  const response = await shop.http().get('/api/admin/admins').set(auth);
  return { status: response.status, body: response.body };
}

async function expectRefused(shop: TestApp, auth: Auth) {
  const answer = await adminCall(shop, auth);
  expect(answer).toMatchObject({ status: 401, body: { statusCode: 401, code: 'invalid_token' } });
}

/** Milliseconds until `shop` refuses `auth`, asking every 50 ms; fails after `limitMs`. */
async function msUntilRefused(shop: TestApp, auth: Auth, since: number, limitMs: number): Promise<number> {
  for (;;) {
    const { status } = await adminCall(shop, auth);
    const elapsed = Date.now() - since;
    if (status === 401) return elapsed;
    if (elapsed > limitMs) throw new Error(`still accepted ${elapsed} ms after the logout (answered ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Two API processes of one shop sign with one key. */
const sharedSecret = () => ({ JWT_SECRET: randomBytes(32).toString('hex') });

async function addAdmin(shop: TestApp, auth: Auth, username: string) {
  const password = `secret-${username}`;
  const created = await shop
    .http()
    .post('/api/admin/admins')
    .set(auth)
    .send({ username, email: `${username}@bookshop.test`, password })
    .expect(201);
  return { id: created.body.id as string, password };
}

describe('sessions end when they should', () => {
  let shop: TestApp;
  let owner: Auth;
  beforeAll(async () => {
    shop = await startTestApp();
    owner = (await shop.login()).auth;
  });
  afterAll(() => shop.close());

  it('a logout refuses that session at once, access and refresh token, while another session of the admin goes on', async () => {
    const leaving = await shop.login();
    const staying = await shop.login();
    // Both sessions were just used, so a cache in front of the check would hold them.
    await shop.http().get('/api/admin/admins').set(leaving.auth).expect(200);
    await shop.http().get('/api/admin/admins').set(staying.auth).expect(200);

    await shop.http().post('/api/admin/logout').send({ refreshToken: leaving.refreshToken }).expect(204);

    await expectRefused(shop, leaving.auth);
    await shop.http().post('/api/admin/refresh').send({ refreshToken: leaving.refreshToken }).expect(401);
    await shop.http().get('/api/admin/admins').set(staying.auth).expect(200);
    await shop.http().post('/api/admin/refresh').send({ refreshToken: staying.refreshToken }).expect(200);
    // A second logout of the same token changes nothing and answers as before.
    await shop.http().post('/api/admin/logout').send({ refreshToken: leaving.refreshToken }).expect(204);
  });

  it('a password change refuses the admin’s other sessions’ access tokens and keeps the current one', async () => {
    const noor = await addAdmin(shop, owner, 'noor');
    const here = await shop.login('noor', noor.password);
    const elsewhere = await shop.login('noor', noor.password);
    await shop.http().get('/api/admin/admins').set(elsewhere.auth).expect(200);

    await shop
      .http()
      .put('/api/admin/change-password')
      .set(here.auth)
      .send({ current_password: noor.password, new_password: 'noor-new-pass' })
      .expect(204);

    await expectRefused(shop, elsewhere.auth);
    await shop.http().get('/api/admin/admins').set(here.auth).expect(200);
    // Another admin's sessions are not touched.
    await shop.http().get('/api/admin/admins').set(owner).expect(200);
  });

  it('deleting an admin refuses their access tokens at once', async () => {
    const sara = await addAdmin(shop, owner, 'sara');
    const session = await shop.login('sara', sara.password);
    await shop.http().get('/api/admin/admins').set(session.auth).expect(200);

    await shop.http().delete(`/api/admin/admins/${sara.id}`).set(owner).expect(204);

    await expectRefused(shop, session.auth);
    await shop.http().post('/api/admin/refresh').send({ refreshToken: session.refreshToken }).expect(401);
  });
});

// Needs a redis-server of its own. Outside CI a machine without one skips this (npm test says so); CI never skips.
const canRunRedis = process.env.CI === 'true' || spawnSync('redis-server', ['--version']).status === 0;

(canRunRedis ? describe : describe.skip)('a logout on one API process, with Redis (needs redis-server on the PATH)', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let processA: TestApp;
  let processB: TestApp;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    const env = { ...sharedSecret(), REDIS_URL: redis.url };
    processA = await startTestApp(env);
    processB = await startTestApp(env, { sameDatabaseAs: processA });
  });
  afterAll(async () => {
    await processB?.close();
    await processA?.close();
    await redis?.stop();
  });

  it('is honoured by the other process within moments, well before its cache would forget the session', async () => {
    const session = await processA.login();
    await processB.http().get('/api/admin/admins').set(session.auth).expect(200);

    await processA.http().post('/api/admin/logout').send({ refreshToken: session.refreshToken }).expect(204);
    const loggedOutAt = Date.now();

    await expectRefused(processA, session.auth);
    // The message through Redis, not the cache's few seconds, is what ends it on B.
    expect(await msUntilRefused(processB, session.auth, loggedOutAt, 5_000)).toBeLessThan(1_000);
    await processB.http().post('/api/admin/refresh').send({ refreshToken: session.refreshToken }).expect(401);
  });

  it('a password change on one process ends the other sessions on the other process too', async () => {
    const here = await processA.login();
    const elsewhere = await processA.login();
    await processB.http().get('/api/admin/admins').set(elsewhere.auth).expect(200);
    await processB.http().get('/api/admin/admins').set(here.auth).expect(200);

    await processA
      .http()
      .put('/api/admin/change-password')
      .set(here.auth)
      .send({ current_password: ADMIN.password, new_password: 'another-pass' })
      .expect(204);
    const changedAt = Date.now();

    expect(await msUntilRefused(processB, elsewhere.auth, changedAt, 5_000)).toBeLessThan(1_000);
    await processB.http().get('/api/admin/admins').set(here.auth).expect(200);
  });
});

describe('a logout on one API process, without Redis', () => {
  let processA: TestApp;
  let processB: TestApp;
  beforeAll(async () => {
    const env = sharedSecret();
    processA = await startTestApp(env);
    processB = await startTestApp(env, { sameDatabaseAs: processA });
  });
  afterAll(async () => {
    await processB?.close();
    await processA?.close();
  });

  it('is honoured by the process that was not told within 5 seconds', async () => {
    const session = await processA.login();
    await processB.http().get('/api/admin/admins').set(session.auth).expect(200);

    await processA.http().post('/api/admin/logout').send({ refreshToken: session.refreshToken }).expect(204);
    const loggedOutAt = Date.now();

    await expectRefused(processA, session.auth);
    expect(await msUntilRefused(processB, session.auth, loggedOutAt, 5_000)).toBeLessThan(5_000);
  });
});
