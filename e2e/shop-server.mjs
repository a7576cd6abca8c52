import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_SERVER = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Checks, 100 ms apart, for a process to be ready: a first start beside the other suites took over 100 s on a slow machine. */
const START_ATTEMPTS = 2_000;

async function onServer(sql, parameters) {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    return (await client.query(sql, parameters)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The shop as its first start leaves it (migrated, demo catalogue and its files made, first admin
 * created), kept for this test run: a database named by E2E_SHOP_TEMPLATE (set by the global setup)
 * and a DATA_DIR beside it. A first start costs about 15 CPU seconds and a start on its copy about
 * 2, so most tests start on a copy. The first test file to need it makes it, under a lock.
 */
function shopTemplate() {
  const name = process.env.E2E_SHOP_TEMPLATE;
  if (!name) throw new Error('E2E_SHOP_TEMPLATE is not set: run the browser tests through jest (its globalSetup names it)');
  return { name, dataDir: path.join(os.tmpdir(), name) };
}

async function copyShopTemplate(database, dataDir) {
  const template = shopTemplate();
  const lock = new pg.Client({ connectionString: PG_SERVER });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [template.name]);
    const [made] = await onServer('SELECT 1 AS made FROM pg_database WHERE datname = $1', [template.name]);
    if (!made || !fs.existsSync(path.join(template.dataDir, 'admin-password.txt'))) await makeShopTemplate(template);
    await lock.query(`CREATE DATABASE ${database} TEMPLATE ${template.name}`);
    fs.cpSync(template.dataDir, dataDir, { recursive: true });
  } finally {
    await lock.end();
  }
}

async function makeShopTemplate({ name, dataDir }) {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  // Started as another process of a shop on that database, so that stopping it keeps the database.
  const shop = await startShop({ sameDatabaseAs: { databaseUrl: url.toString() }, dataDir });
  await shop.stop({ keepData: true });
}

/** Drops this run's shop template (the global teardown). */
export async function dropShopTemplate() {
  const { name, dataDir } = shopTemplate();
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A redis-server of this test's own (no persistence), shared by every process of the shop. */
export async function startRedis() {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const answers = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.on('error', () => resolve(false));
    });
  for (let attempt = 0; !(await answers()); attempt++) {
    if (attempt > 100) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the built shop exactly as `npm start` runs it (demo data, generated admin password), on
 * its own database and DATA_DIR, and waits until /api/health answers. By default that database and
 * DATA_DIR are copies of a shop that has already started once (see `shopTemplate`); `firstStart`
 * starts on empty ones instead. With `embedded`, no DATABASE_URL is given, so the shop runs its own
 * PostgreSQL under DATA_DIR (pass `dataDir` to start again on the same data). With `sameDatabaseAs`,
 * another API process of that shop starts on its database (scale-out); `port` picks the port, a
 * free one by default. `adminPassword()` reads the first admin's password the shop wrote.
 */
export async function startShop({ env = {}, embedded = false, firstStart = false, dataDir, sameDatabaseAs, port } = {}) {
  const fromTemplate = !embedded && !sameDatabaseAs && !firstStart;
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-e2e-'));
  // The database is dropped at stop by the process that created it only.
  const database = embedded || sameDatabaseAs ? undefined : `bookshop_e2e_${randomBytes(5).toString('hex')}`;
  // No balancer watches these shops' readiness: a stop need not wait for one (the stopping test sets its own).
  const childEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', SHUTDOWN_DRAIN_SECONDS: '0', ...env };
  delete childEnv.DATABASE_URL;
  if (database) {
    if (fromTemplate) await copyShopTemplate(database, dataDir);
    else await onServer(`CREATE DATABASE ${database}`);
    const url = new URL(PG_SERVER);
    url.pathname = `/${database}`;
    childEnv.DATABASE_URL = url.toString();
  }
  if (sameDatabaseAs) childEnv.DATABASE_URL = sameDatabaseAs.databaseUrl;
  port ??= await freePort();
  childEnv.PORT = String(port);
  // The local payment page calls the shop back, as Mollie would call a deployed shop.
  childEnv.PAYMENT_WEBHOOK_URL ??= `http://127.0.0.1:${port}/api/payments/webhook`;
  const output = [];
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/api/src/main.js')], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  // A shop left running would keep a test file's process (and so the whole run) from ending.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`the shop exited during start:\n${output.join('')}`);
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (attempt > START_ATTEMPTS) throw new Error(`the shop did not become healthy in 200 s:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    // A shop that did not start is stopped, not left behind.
    child.kill('SIGKILL');
    if (database) await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    databaseUrl: childEnv.DATABASE_URL,
    output: () => output.join(''),
    adminPassword: () => fs.readFileSync(path.join(dataDir, 'admin-password.txt'), 'utf8').trim(),
    /** Sends the process a signal, as an orchestrator would; `exited()` tells its exit code. */
    signal: (name) => child.kill(name),
    exited: () =>
      new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)))),
    /** Stops the shop; `keepData` leaves DATA_DIR (and an embedded database) for another start. */
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      if (database) await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `npm run worker` (the BullMQ workers, no HTTP) with `env` beside API processes, and waits
 * until it says it is ready.
 */
export async function startWorker(env) {
  const output = [];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--worker'], {
    env: { ...process.env, NODE_ENV: 'test', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  for (let attempt = 0; !output.join('').includes('worker ready'); attempt++) {
    if (child.exitCode !== null) throw new Error(`the worker exited during start:\n${output.join('')}`);
    if (attempt > START_ATTEMPTS) throw new Error(`the worker was not ready in 200 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    output: () => output.join(''),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}
