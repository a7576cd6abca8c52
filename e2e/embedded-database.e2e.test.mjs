import { afterAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop } from './shop-server.mjs';

describe('a start without DATABASE_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-embedded-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('runs its own PostgreSQL under DATA_DIR and keeps the data across restarts', async () => {
    const first = await startShop({ embedded: true, dataDir });
    const password = fs.readFileSync(path.join(dataDir, 'admin-password.txt'), 'utf8').trim();
    const login = await fetch(`${first.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const { accessToken } = await login.json();
    const shipping = await fetch(`${first.baseUrl}/api/shipping`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ country_code: 'BE', country_name: 'Belgium', shipping_cost: 5.5, shipping_threshold: 40 }),
    });
    expect(shipping.status).toBe(201);
    const booksBefore = await (await fetch(`${first.baseUrl}/api/books`)).json();
    await first.stop({ keepData: true });
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);

    const second = await startShop({ embedded: true, dataDir });
    try {
      const booksAfter = await (await fetch(`${second.baseUrl}/api/books`)).json();
      expect(booksAfter.map((book) => book.id)).toEqual(booksBefore.map((book) => book.id));
      const configs = await (await fetch(`${second.baseUrl}/api/shipping`)).json();
      expect(configs.map((config) => config.country_code)).toEqual(['BE', 'DE', 'NL']);
      // The first admin is not made again: the printed password still signs in.
      const again = await fetch(`${second.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
      expect(again.status).toBe(200);
      expect(second.output()).not.toContain('First admin created');
    } finally {
      await second.stop({ keepData: true });
    }
  });
});
