import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { readManifest, restoreBackup, RestoreRefused, writeBackup } from '../src/platform/backup/backup.js';
import { UploadsFolder } from '../src/platform/backup/backup-files.js';
import { BackgroundTasks } from '../src/platform/background/background-tasks.js';
import { NightlyBackups } from '../src/platform/backup/nightly-backups.js';
import { bookFields, image, pdf } from './fixtures.js';
import { databaseUrl, onServer } from './database.js';
import { localProvider, mollieProvider, type Decision } from './payment-providers.js';
import { addBook, addShipping, orderPayload, paymentIdOf, settleAll } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

const PUBLIC_URL = 'https://bookshop.test';

/** A database with nothing in it, as a new shop's server gives; dropped by the caller. */
async function emptyDatabase(): Promise<string> {
  const name = `${process.env.TEST_DB_PREFIX}_restore_${Math.random().toString(36).slice(2, 8)}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  return name;
}
const dropDatabase = (name: string) => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

async function inDatabase<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits until a closed shop's sessions have left the database's server. */
async function closedConnections(database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await onServer((client) =>
      client.query('SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1', [database]),
    );
    if (rows[0].count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`connections to ${database} stayed open`);
}

/** Every file under a folder with the hash of its bytes. */
function filesIn(folder: string): Record<string, string> {
  if (!fs.existsSync(folder)) return {};
  const entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [path.relative(folder, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex')]),
  );
}

describe('a backup restored into a new shop', () => {
  const provider = mollieProvider();
  let shop: TestApp | undefined;
  let restored: TestApp | undefined;
  let restoredDatabase: string;
  let work: string;
  let before: Record<string, unknown>;
  let archive: string;
  let restoredDataDir: string;
  let mollieApiKey: string | undefined;
  let mollieApiEndpoint: string | undefined;
  let filesBefore: Record<string, string>;

  /** Every admin and public answer that shows what the shop holds, by address. */
  async function answers(target: TestApp): Promise<Record<string, unknown>> {
    const { auth } = await target.login();
    const get = async (url: string, withAuth = false) => {
      const request = target.http().get(url);
      const response = await (withAuth ? request.set(auth) : request).expect(200);
      return response.type === 'application/json' ? response.body : response.text;
    };
    const urls: [string, boolean][] = [
      ['/api/books', false],
      ['/api/settings', false],
      ['/api/shipping', false],
      ['/api/reviews', false],
      ['/api/emails/templates', true],
      ['/sitemap.xml', false],
      ['/api/admin/books', true],
      ['/api/admin/orders', true],
      ['/api/admin/orders/export.csv', true],
      ['/api/admin/stats', true],
      ['/api/admin/reviews', true],
      ['/api/admin/email-templates', true],
      ['/api/admin/admins', true],
      ['/api/shipping/admin/all', true],
    ];
    const result: Record<string, unknown> = {};
    for (const [url, withAuth] of urls) result[url] = await get(url, withAuth);
    for (const book of result['/api/books'] as { id: string }[]) result[`/api/books/${book.id}`] = await get(`/api/books/${book.id}`);
    for (const order of result['/api/admin/orders'] as { id: string; process_number: string }[]) {
      result[`/api/admin/orders/${order.id}`] = await get(`/api/admin/orders/${order.id}`, true);
      result[`/api/admin/orders/${order.id}/history`] = await get(`/api/admin/orders/${order.id}/history`, true);
      result[`/api/orders/${order.process_number}`] = await get(`/api/orders/${order.process_number}`);
    }
    return result;
  }

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-backup-'));
    // One public address for both shops: their pages and sitemaps name it.
    const source = await startTestApp({ ...(await provider.start()), PUBLIC_URL }, { listen: true });
    shop = source;
    const { auth } = await source.login();
    await addShipping(source, auth);
    await source
      .http()
      .put('/api/settings')
      .set(auth)
      .send({ currency: 'EUR', admin_email: 'owner@bookshop.test', free_shipping_threshold: 30 })
      .expect(200);
    const templates = (await source.http().get('/api/admin/email-templates').set(auth).expect(200)).body as { id: string; name: string }[];
    const sent = templates.find((template) => template.name === 'order_sent')!;
    await source
      .http()
      .put(`/api/admin/email-templates/${sent.id}`)
      .set(auth)
      .send({ ...sent, subject_en: 'Your books {{friendly_id}} are on their way to you' })
      .expect(200);

    const create = source.http().post('/api/admin/books').set(auth);
    for (const [name, value] of Object.entries(bookFields({ stock: '100' }))) create.field(name, value);
    const book = (
      await create
        .attach('cover_image', await image('png', 900, 1200), 'cover.png')
        .attach('preview_image_0', await image('jpeg'), 'p0.jpg')
        .attach('pdf_file', await pdf(), 'القطة الصغيرة – inside.pdf')
        .expect(201)
    ).body as { id: string; image_url: string };
    // A variant made on first request is a file like any other.
    await source.http().get(`/api/books/${book.id}`).expect(200);

    const place = async () =>
      (
        await source
          .http()
          .post('/api/orders')
          .send(orderPayload([{ book_id: book.id, quantity: 1, unit_price: 12.5 }], 17.45))
          .expect(201)
      ).body as { id: string };
    const decided = async (decision: Decision) => {
      const order = await place();
      await provider.decide(source, await paymentIdOf(source, order.id), decision);
      return order;
    };
    await place(); // pending
    for (const decision of ['failed', 'expired', 'canceled'] as const) await decided(decision);
    const paid = await decided('paid');
    for (const status of ['printed', 'sent', 'delivered']) {
      const order = await decided('paid');
      await source.http().put(`/api/admin/orders/${order.id}/status`).set(auth).send({ status }).expect(200);
    }
    const refund = (
      await source
        .http()
        .post(`/api/admin/orders/${paid.id}/refunds`)
        .set(auth)
        .send({ amount: 5, reason: 'Een hoekje was geknakt' })
        .expect(201)
    ).body as { provider_refund_id: string };
    // A refund still open is re-read from the provider whenever its order is opened; a done one stays as it is.
    await provider.decideRefund(source, refund.provider_refund_id, 'refunded');
    await source.http().post(`/api/admin/orders/${paid.id}/comment`).set(auth).send({ comment: 'Gebeld met de klant' }).expect(201);
    for (const name of ['Sara', 'Omar']) {
      await source
        .http()
        .post('/api/reviews')
        .send({ name, email: 'parent@example.nl', rating: 5, review_text: `Prachtig boek, zegt ${name}.`, book_id: book.id })
        .expect(201);
    }
    const reviews = (await source.http().get('/api/admin/reviews').set(auth).expect(200)).body as { id: string }[];
    await source.http().put(`/api/admin/reviews/${reviews[0]!.id}/approve`).set(auth).expect(200);
    await settleAll(source);

    before = await answers(source);
    filesBefore = filesIn(source.config.uploadsDir);
  });

  afterAll(async () => {
    await restored?.close();
    if (restoredDatabase) await dropDatabase(restoredDatabase);
    await shop?.close();
    await provider.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('answers every admin and public read, and serves every file, exactly as the shop it came from', async () => {
    const statuses = (before['/api/admin/orders'] as { status: string }[]).map((order) => order.status).sort();
    const source = shop!;
    expect(statuses).toEqual(['canceled', 'delivered', 'expired', 'failed', 'paid', 'pending', 'printed', 'sent']);
    expect(Object.keys(filesBefore).some((key) => key.endsWith('.pdf'))).toBe(true);

    const { file, manifest } = await writeBackup({
      databaseUrl: databaseUrl(source.database),
      files: new UploadsFolder(source.config.uploadsDir),
      folder: work,
    });
    expect(path.basename(file)).toMatch(/^bookshop-\d{8}-\d{6}\.tar\.gz$/);
    expect(manifest).toMatchObject({
      schema_version: expect.stringMatching(/^\w+\d{13}$/),
      uploads: { files: Object.keys(filesBefore).length },
    });
    expect(manifest.counts).toMatchObject({ orders: 8, refunds: 1, reviews: 2, books: 1, admins: 1 });
    expect(await readManifest(file)).toEqual(manifest);

    // The old shop goes: its database and its files.
    ({ mollieApiKey, mollieApiEndpoint } = source.config);
    await source.close();
    shop = undefined;
    archive = file;
    const dataDir = path.join(work, 'restored');
    restoredDataDir = dataDir;
    restoredDatabase = await emptyDatabase();
    const files = new UploadsFolder(path.join(dataDir, 'uploads'));
    await restoreBackup({ archive: file, databaseUrl: databaseUrl(restoredDatabase), files, replace: false });

    restored = await startRestored();
    expect(filesIn(restored.config.uploadsDir)).toEqual(filesBefore);
    const after = await answers(restored);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const url of Object.keys(before)) expect({ url, answer: after[url] }).toEqual({ url, answer: before[url] });
    for (const key of Object.keys(filesBefore)) await restored.http().get(`/uploads/${key}`).expect(200);
  });

  it('refuses a database or folder that holds something, or a running shop, and replaces them when told', async () => {
    const target = { archive, databaseUrl: databaseUrl(restoredDatabase), files: new UploadsFolder(path.join(restoredDataDir, 'uploads')) };
    const notAnArchive = path.join(work, 'notes.tar.gz');
    fs.writeFileSync(notAnArchive, 'shopping list');
    await expect(restoreBackup({ ...target, archive: notAnArchive, replace: true })).rejects.toThrow(
      new RestoreRefused(`${notAnArchive} is not a backup archive of this shop (incorrect header check).`),
    );
    await expect(restoreBackup({ ...target, replace: false })).rejects.toThrow(
      new RestoreRefused('The database is not empty: restore into an empty one, or add --replace to replace what it holds.'),
    );
    await expect(restoreBackup({ ...target, replace: true })).rejects.toThrow(/other connection\(s\) use the database: stop the shop/);

    // What the shop did after the restore, and a stray file, are replaced by the archive's.
    const { auth } = await restored!.login();
    await restored!
      .http()
      .post('/api/shipping')
      .set(auth)
      .send({ country_code: 'BE', country_name: 'Belgium', shipping_cost: 6, shipping_threshold: 50 })
      .expect(201);
    fs.writeFileSync(path.join(restoredDataDir, 'uploads', 'stray.txt'), 'not in the archive');
    await restored!.close();
    restored = undefined;
    const anotherEmpty = await emptyDatabase();
    try {
      await expect(restoreBackup({ ...target, databaseUrl: databaseUrl(anotherEmpty), replace: false })).rejects.toThrow(
        new RestoreRefused(`The uploads folder ${path.join(restoredDataDir, 'uploads')} is not empty: add --replace to replace its files.`),
      );
    } finally {
      await dropDatabase(anotherEmpty);
    }

    await closedConnections(restoredDatabase);
    await restoreBackup({ ...target, replace: true });
    restored = await startRestored();
    expect(filesIn(restored.config.uploadsDir)).toEqual(filesBefore);
    expect(await answers(restored)).toEqual(before);
  });

  async function startRestored(): Promise<TestApp> {
    return startTestApp(
      // The same payment provider: the restored orders' payments are still there.
      { MOLLIE_API_KEY: mollieApiKey!, MOLLIE_API_ENDPOINT: mollieApiEndpoint!, DATA_DIR: restoredDataDir, PUBLIC_URL },
      { listen: true, sameDatabaseAs: { database: restoredDatabase } as TestApp },
    );
  }
});

describe('a backup taken while orders are being placed and paid', () => {
  let shop: TestApp;
  let work: string;
  const restoredDatabases: string[] = [];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-backup-load-'));
    shop = await startTestApp({}, { listen: true });
  });
  afterAll(async () => {
    for (const database of restoredDatabases) await dropDatabase(database);
    await shop?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores to one instant: no order without its items, no paid order without its paid payment', async () => {
    const { auth } = await shop.login();
    await addShipping(shop, auth);
    const book = await addBook(shop, auth, { price: '12.50', stock: '100000' });
    const db = shop.app.get(DataSource);
    const paidCount = async () => (await db.query(`SELECT count(*)::int AS count FROM orders WHERE status = 'paid'`))[0].count as number;

    // Four customers at once, each placing an order and paying it (or not), until the backups are done.
    let loading = true;
    const customer = async (index: number) => {
      for (let round = 0; loading && round < 500; round++) {
        const order = (
          await shop
            .http()
            .post('/api/orders')
            .send(orderPayload([{ book_id: book.id, quantity: 1 + (round % 3), unit_price: 12.5 }], [17.45, 29.95, 37.5][round % 3]!))
            .expect(201)
        ).body as { id: string };
        await localProvider.decide(shop, await paymentIdOf(shop, order.id), (round + index) % 4 === 0 ? 'failed' : 'paid');
      }
    };
    let failed: unknown;
    const customers = Promise.all([0, 1, 2, 3].map(customer)).catch((error: unknown) => (failed = error));

    const archives: { file: string; orders: number }[] = [];
    try {
      for (let backup = 0; backup < 3; backup++) {
        // Wait for orders paid since the last backup, so each one is taken in the middle of new ones.
        const seen = await paidCount();
        for (let waited = 0; (await paidCount()) < seen + 3; waited++) {
          if (failed || waited > 1_500) throw failed ?? new Error('no order was paid in 30 s');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const { file, manifest } = await writeBackup({
          databaseUrl: databaseUrl(shop.database),
          files: new UploadsFolder(shop.config.uploadsDir),
          folder: work,
          name: `under-load-${backup}`,
        });
        archives.push({ file, orders: manifest.counts.orders! });
      }
    } finally {
      loading = false;
      await customers;
    }
    if (failed) throw failed;
    expect(archives[2]!.orders).toBeGreaterThan(archives[0]!.orders);

    for (const { file, orders } of archives) {
      const database = await emptyDatabase();
      restoredDatabases.push(database);
      await restoreBackup({
        archive: file,
        databaseUrl: databaseUrl(database),
        files: new UploadsFolder(path.join(work, database)),
        replace: false,
      });
      const [counts] = await inDatabase(database, (client) =>
        client.query(`SELECT
            (SELECT count(*)::int FROM orders) AS orders,
            (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)) AS without_items,
            (SELECT count(*)::int FROM orders o WHERE o.status = 'paid'
               AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid')) AS paid_without_payment,
            (SELECT count(*)::int FROM orders WHERE status = 'paid') AS paid`),
      ).then((result) => result.rows);
      expect(counts).toEqual({ orders, without_items: 0, paid_without_payment: 0, paid: expect.any(Number) });
      expect(counts.paid).toBeGreaterThan(0);
    }
  }, 180_000);
});

describe('the nightly backup of the embedded shop', () => {
  it('writes a nightly archive into DATA_DIR/backups and keeps the newest of the last days and weeks, never a backup made by hand', async () => {
    const shop = await startTestApp({ BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '2' });
    try {
      const nightly = new NightlyBackups(shop.config, databaseUrl(shop.database), shop.app.get(BackgroundTasks));
      const byHand = await writeBackup({
        databaseUrl: databaseUrl(shop.database),
        files: new UploadsFolder(shop.config.uploadsDir),
        folder: nightly.folder,
      });
      // Twelve nights, from Monday 16 to Friday 27 November, at 03:00 UTC.
      for (let day = 16; day <= 27; day++) {
        const { backup } = await nightly.backUp(new Date(Date.UTC(2026, 10, day, 3)));
        expect(backup.manifest.counts.admins).toBe(1);
      }
      expect(fs.readdirSync(nightly.folder).sort()).toEqual(
        [
          'bookshop-nightly-20261122-030000.tar.gz', // the newest of the week before
          'bookshop-nightly-20261125-030000.tar.gz',
          'bookshop-nightly-20261126-030000.tar.gz',
          'bookshop-nightly-20261127-030000.tar.gz', // also the newest of this week
          path.basename(byHand.file),
        ].sort(),
      );
    } finally {
      await shop.close();
    }
  });
});
