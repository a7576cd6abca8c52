import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AdminsService } from '../src/modules/identity/admins.service.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

describe('identity: admins, sign-in and tokens', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('signs the first admin in and answers tokens and the admin', async () => {
    const response = await shop.http().post('/api/admin/login').send({ username: ADMIN.username, password: ADMIN.password }).expect(200);
    expect(response.body).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      admin: { id: expect.any(String), username: ADMIN.username, email: ADMIN.email },
    });
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    const wrong = await shop.http().post('/api/admin/login').send({ username: ADMIN.username, password: 'not-it' }).expect(401);
    const unknown = await shop.http().post('/api/admin/login').send({ username: 'nobody', password: 'whatever' }).expect(401);
    expect(wrong.body).toMatchObject({ statusCode: 401, message: 'Invalid username or password' });
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('asks for both login fields', async () => {
    const response = await shop.http().post('/api/admin/login').send({ username: '' }).expect(400);
    expect(response.body.fields).toEqual({ username: 'admin.login.usernameRequired', password: 'admin.login.passwordRequired' });
  });

  it('answers 401 on admin routes without a token, with a forged token and with a token signed by another key', async () => {
    await shop.http().get('/api/admin/admins').expect(401);
    await shop.http().get('/api/admin/admins').set('Authorization', 'Bearer not-a-jwt').expect(401);
    const { accessToken } = await shop.login();
    const [header, payload] = accessToken.split('.');
    const elevated = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    const forged = await shop.http().get('/api/admin/admins').set('Authorization', `Bearer ${header}.${elevated}.AAAA`).expect(401);
    expect(forged.body).toMatchObject({ statusCode: 401, code: 'invalid_token' });
    for (const route of ['/api/admin/books', '/api/shipping/admin/all']) await shop.http().get(route).expect(401);
    await shop.http().put('/api/settings').send({ currency: 'EUR', admin_email: 'x@y.nl' }).expect(401);
    await shop.http().post('/api/shipping').send({}).expect(401);
  });

  it('refreshes an access token and refuses a revoked or unknown refresh token', async () => {
    const { refreshToken } = await shop.login();
    const refreshed = await shop.http().post('/api/admin/refresh').send({ refreshToken }).expect(200);
    await shop.http().get('/api/admin/admins').set('Authorization', `Bearer ${refreshed.body.accessToken}`).expect(200);
    await shop.http().post('/api/admin/logout').send({ refreshToken }).expect(204);
    await shop.http().post('/api/admin/refresh').send({ refreshToken }).expect(401);
    await shop.http().post('/api/admin/refresh').send({ refreshToken: 'made-up' }).expect(401);
  });

  it('adds, lists and deletes admins, refusing a duplicate username, a short password, deleting yourself and the last admin', async () => {
    const { auth } = await shop.login();
    const short = await shop
      .http()
      .post('/api/admin/admins')
      .set(auth)
      .send({ username: 'sara', email: 'sara@bookshop.test', password: '12345' })
      .expect(400);
    expect(short.body.fields).toEqual({ password: 'admin.admins.passwordLength' });

    const created = await shop
      .http()
      .post('/api/admin/admins')
      .set(auth)
      .send({ username: 'sara', email: 'sara@bookshop.test', password: 'secret-sara' })
      .expect(201);
    expect(created.body).toMatchObject({ username: 'sara', email: 'sara@bookshop.test' });
    expect(created.body).not.toHaveProperty('password_hash');
    const duplicate = await shop
      .http()
      .post('/api/admin/admins')
      .set(auth)
      .send({ username: 'SARA', email: 'other@bookshop.test', password: 'secret-sara' })
      .expect(409);
    expect(duplicate.body).toMatchObject({ code: 'username_taken', message: 'Username already exists' });

    const list = await shop.http().get('/api/admin/admins').set(auth).expect(200);
    expect(list.body.map((admin: { username: string }) => admin.username)).toEqual([ADMIN.username, 'sara']);
    const me = list.body[0];

    const self = await shop.http().delete(`/api/admin/admins/${me.id}`).set(auth).expect(400);
    expect(self.body.code).toBe('cannot delete self');

    const sara = await shop.login('sara', 'secret-sara');
    await shop.http().delete(`/api/admin/admins/${created.body.id}`).set(auth).expect(204);
    // Sara's token names a deleted admin now.
    await shop.http().get('/api/admin/admins').set(sara.auth).expect(401);
    await shop.http().delete('/api/admin/admins/not-a-uuid').set(auth).expect(404);
  });

  it('never deletes the last admin, even when two admins delete each other at the same moment', async () => {
    // A shop of its own, since either admin may be the one left (one secret: sign-in is per process).
    const own = await startTestApp({ JWT_SECRET: shop.config.jwtSecret });
    const { auth } = await own.login();
    const other = await own
      .http()
      .post('/api/admin/admins')
      .set(auth)
      .send({ username: 'omar', email: 'omar@bookshop.test', password: 'secret-omar' })
      .expect(201);
    const omar = await own.login('omar', 'secret-omar');
    const me = (await own.http().get('/api/admin/admins').set(auth).expect(200)).body.find(
      (a: { username: string }) => a.username === ADMIN.username,
    );

    const answers = await Promise.all([
      own.http().delete(`/api/admin/admins/${other.body.id}`).set(auth),
      own.http().delete(`/api/admin/admins/${me.id}`).set(omar.auth),
    ]);
    // One deletion wins; the other is refused, as the last admin (400) or as an admin who is gone (401).
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, expect.any(Number)]);
    const refused = answers.find((answer) => answer.status !== 204)!;
    expect([400, 401]).toContain(refused.status);
    if (refused.status === 400) expect(refused.body.code).toBe('cannot delete last admin');
    expect(await own.app.get(DataSource).query('SELECT count(*)::int AS admins FROM admins')).toEqual([{ admins: 1 }]);

    // The rule itself, whatever the timing above: with one admin left, no deletion goes through.
    const [{ id: lastId }] = await own.app.get(DataSource).query('SELECT id FROM admins');
    await expect(own.app.get(AdminsService).delete(lastId, randomUUID())).rejects.toMatchObject({
      response: { code: 'cannot delete last admin' },
    });
    await own.close();
  });

  it('changes a password: the wrong current password is refused, other sessions end, this one goes on', async () => {
    const here = await shop.login();
    const elsewhere = await shop.login();
    const wrong = await shop
      .http()
      .put('/api/admin/change-password')
      .set(here.auth)
      .send({ current_password: 'nope', new_password: 'brand-new-pass' })
      .expect(400);
    expect(wrong.body.code).toBe('invalid_current_password');
    const short = await shop
      .http()
      .put('/api/admin/change-password')
      .set(here.auth)
      .send({ current_password: ADMIN.password, new_password: '123' })
      .expect(400);
    expect(short.body.fields).toEqual({ new_password: 'admin.admins.passwordLength' });

    await shop
      .http()
      .put('/api/admin/change-password')
      .set(here.auth)
      .send({ current_password: ADMIN.password, new_password: 'brand-new-pass' })
      .expect(204);
    await shop.http().post('/api/admin/refresh').send({ refreshToken: elsewhere.refreshToken }).expect(401);
    await shop.http().post('/api/admin/refresh').send({ refreshToken: here.refreshToken }).expect(200);
    await shop.http().post('/api/admin/login').send({ username: ADMIN.username, password: ADMIN.password }).expect(401);
    await shop.login(ADMIN.username, 'brand-new-pass');
  });
});

describe('identity: sign-in throttling', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '5' });
  });
  afterAll(() => shop.close());

  it('answers 429 after too many attempts for one username, while another admin can still sign in', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await shop.http().post('/api/admin/login').send({ username: ADMIN.username, password: 'guess' }).expect(401);
    }
    const blocked = await shop.http().post('/api/admin/login').send({ username: ADMIN.username, password: ADMIN.password }).expect(429);
    expect(blocked.body).toMatchObject({ statusCode: 429 });
    await shop.http().post('/api/admin/login').send({ username: 'someone-else', password: 'guess' }).expect(401);
  });

  it('also limits one address trying many usernames (password spraying)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 26; attempt++) {
      statuses.push(
        (
          await shop
            .http()
            .post('/api/admin/login')
            .send({ username: `sprayed-${attempt}`, password: 'guess' })
        ).status,
      );
    }
    // Five per minute per username, twenty-five per address: the earlier test spent seven of those.
    expect(statuses.slice(0, 18).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
