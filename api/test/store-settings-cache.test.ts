import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StoreSettingsCache } from '../src/modules/store/store-settings-cache.js';
import { startPrivateRedis } from './private-redis.js';
import { addBook, addShipping, orderPayload } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

const FRANCE = { country: 'FR', city: 'Paris', postal_code: '75001' };

/** Places an order of one book at 12.50 whose client total includes `shipping` (to NL, or `address`); answers the status. */
async function orderStatus(shop: TestApp, bookId: string, shipping: number, address?: Record<string, string>): Promise<number> {
  const payload = orderPayload([{ book_id: bookId, quantity: 1, unit_price: 12.5 }], 12.5 + shipping);
  if (address) payload.shipping_address = { ...payload.shipping_address, ...address };
  return (await shop.http().post('/api/orders').send(payload)).status;
}

async function changeShipping(shop: TestApp, auth: { Authorization: string }, cost: number): Promise<void> {
  const [config] = (await shop.http().get('/api/shipping/admin/all').set(auth).expect(200)).body as { id: string }[];
  await shop
    .http()
    .put(`/api/shipping/${config.id}`)
    .set(auth)
    .send({ country_code: 'NL', country_name: 'Netherlands', shipping_cost: cost, shipping_threshold: 30 })
    .expect(200);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the settings and shipping rules an order is priced with', () => {
  let shop: TestApp;
  let auth: { Authorization: string };
  let book: { id: string };

  beforeAll(async () => {
    shop = await startTestApp();
    ({ auth } = await shop.login());
    book = await addBook(shop, auth, { price: '12.50', stock: '' }); // untracked: it never sells out
    await addShipping(shop, auth);
  });
  afterAll(() => shop?.close());

  it('are kept between orders for their lifetime, and forgotten at once when staff change them', async () => {
    // NL has its own config (4.95); France pays the settings' default (6.95). Changed behind the
    // shop's back, orders go on with what it keeps until the lifetime ends. A try that took longer
    // than the lifetime (a slow machine) proves nothing and starts again.
    const database = shop.app.get(DataSource);
    const kept: number[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await database.query("UPDATE shipping_configs SET shipping_cost_cents = 495 WHERE country_code = 'NL'");
      await database.query('UPDATE settings SET default_shipping_cost_cents = 695');
      await shop.app.get(StoreSettingsCache).changed();
      const filledAt = Date.now();
      const filled = [await orderStatus(shop, book.id, 4.95), await orderStatus(shop, book.id, 6.95, FRANCE)];
      await database.query("UPDATE shipping_configs SET shipping_cost_cents = 595 WHERE country_code = 'NL'");
      await database.query('UPDATE settings SET default_shipping_cost_cents = 795');
      const after = [await orderStatus(shop, book.id, 4.95), await orderStatus(shop, book.id, 6.95, FRANCE)];
      if (Date.now() - filledAt < StoreSettingsCache.TTL_MS) {
        kept.push(filled, after);
        break;
      }
    }
    expect(kept).toEqual([
      [201, 201],
      [201, 201],
    ]);

    await sleep(StoreSettingsCache.TTL_MS + 100);
    expect(await orderStatus(shop, book.id, 4.95)).toBe(409);
    expect(await orderStatus(shop, book.id, 5.95)).toBe(201);
    expect(await orderStatus(shop, book.id, 7.95, FRANCE)).toBe(201);

    // Staff's changes count from the very next order.
    await changeShipping(shop, auth, 6.5);
    expect(await orderStatus(shop, book.id, 6.5)).toBe(201);
    await shop
      .http()
      .put('/api/settings/default-shipping')
      .set(auth)
      .send({ default_shipping_cost: 8, default_shipping_threshold: 30 })
      .expect(200);
    expect(await orderStatus(shop, book.id, 8, FRANCE)).toBe(201);
  });
});

// Needs a redis-server of its own. Outside CI a machine without one skips this (npm test says so); CI never skips.
const canRunRedis = process.env.CI === 'true' || spawnSync('redis-server', ['--version']).status === 0;

(canRunRedis ? describe : describe.skip)(
  'the settings and shipping rules of two API processes, with Redis (needs redis-server on the PATH)',
  () => {
    let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
    let processA: TestApp;
    let processB: TestApp;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      const env = { JWT_SECRET: randomBytes(32).toString('hex'), REDIS_URL: redis.url };
      processA = await startTestApp(env);
      processB = await startTestApp(env, { sameDatabaseAs: processA });
    });
    afterAll(async () => {
      await processB?.close();
      await processA?.close();
      await redis?.stop();
    });

    it('price the next order on one process with a change staff made on the other, well before the lifetime ends', async () => {
      const { auth } = await processA.login();
      const book = await addBook(processA, auth, { price: '12.50', stock: '' });
      await addShipping(processA, auth);
      expect(await orderStatus(processB, book.id, 4.95)).toBe(201); // B keeps the rule
      await changeShipping(processA, auth, 7.95);
      const changedAt = Date.now();
      let status = await orderStatus(processB, book.id, 7.95);
      while (status !== 201 && Date.now() - changedAt < StoreSettingsCache.TTL_MS + 1_000) {
        await sleep(50);
        status = await orderStatus(processB, book.id, 7.95);
      }
      expect(status).toBe(201);
      expect(Date.now() - changedAt).toBeLessThan(1_000);
    });
  },
);
