import { afterAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { payOnCheckoutPage, placeOrder } from './shop-api.mjs';
import { startShop } from './shop-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run backup` / `npm run restore` as an operator runs them, on the embedded database of `dataDir`. */
function run(command, args, dataDir) {
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), command, ...args], { env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run backup, then npm run restore on a fresh folder', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-e2e-backup-'));
  const first = path.join(work, 'first');
  const fresh = path.join(work, 'fresh');
  const backups = path.join(work, 'backups');
  const shops = [];
  afterAll(async () => {
    for (const shop of shops) await shop.stop({ keepData: true });
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('brings the shop back on another folder: its paid order, its page and its covers', async () => {
    const shop = await startShop({ embedded: true, dataDir: first });
    shops.push(shop);
    const books = await (await fetch(`${shop.baseUrl}/api/books?lang=en`)).json();
    const book = books.find((candidate) => candidate.in_stock);
    const order = await placeOrder(shop.baseUrl, book, { language: 'en' });
    await payOnCheckoutPage(order.payment_url);
    const paid = await (await fetch(`${shop.baseUrl}/api/orders/${order.process_number}`)).json();
    expect(paid.status).toBe('paid');
    const cover = Buffer.from(await (await fetch(`${shop.baseUrl}${book.cover_image_url}`)).arrayBuffer());

    // Taken from the running shop, as the nightly one is.
    const backup = await run('backup', [backups], first);
    expect(backup).toEqual({ code: 0, output: expect.stringMatching(/^Backup written to .*bookshop-\d{8}-\d{6}\.tar\.gz\n/) });
    const [archive] = fs.readdirSync(backups);
    expect(backup.output).toMatch(/rows: .*orders 1/);

    // The machine is gone: nothing of the first folder is left.
    await shops.pop().stop();
    expect(fs.existsSync(first)).toBe(false);

    const restore = await run('restore', [path.join(backups, archive)], fresh);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/^Restored .* into the database under .*fresh and .*fresh\/uploads:\n/);
    expect(restore.output).toMatch(/rows: .*orders 1/);
    const again = await run('restore', [path.join(backups, archive)], fresh);
    expect(again).toEqual({
      code: 1,
      output: 'The database is not empty: restore into an empty one, or add --replace to replace what it holds.\n',
    });

    const restored = await startShop({ embedded: true, dataDir: fresh });
    shops.push(restored);
    expect(restored.output()).not.toContain('First admin created');
    const back = await (await fetch(`${restored.baseUrl}/api/orders/${order.process_number}`)).json();
    expect(back).toEqual(paid);
    const coverBack = await fetch(`${restored.baseUrl}${book.cover_image_url}`);
    expect(coverBack.status).toBe(200);
    expect(Buffer.from(await coverBack.arrayBuffer()).equals(cover)).toBe(true);

    // The restored order's page, as the parent opens it again, with the book's cover on it.
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${restored.baseUrl}/order-confirmation/${order.process_number}?lang=en`);
      await expect(page.getByText(order.friendly_id).first().isVisible()).resolves.toBe(true);
      await page.goto(`${restored.baseUrl}/book/${book.id}?lang=en`);
      const loaded = await page.waitForFunction(
        (src) => [...document.images].some((image) => image.currentSrc.includes(src) && image.complete && image.naturalWidth > 0),
        book.id,
      );
      expect(await loaded.jsonValue()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
