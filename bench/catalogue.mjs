// The catalogue at 10,000 books: search, the browse, book and home pages uncached (time and
// compressed size), and catalogue reads while orders of books with tracked stock are placed.
// Usage: node bench/catalogue.mjs [--books 10000] [--profile] [--workers] [--checkouts-at-once N]   (figures and how to read them: bench/README.md)
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { ensurePostgres, stopServices } from '../scripts/test-services.mjs';
import { bookFields, copyBooks, coverJpeg } from './books.mjs';
import { SHIPPING_NL, orderBodies } from './orders.mjs';
import { formatProfileSummary, profileCommand, summariseProfile } from './profile-summary.mjs';
import { startRedis } from './relay.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { username: 'admin', password: 'bench-password' };
const USAGE = `usage: node bench/catalogue.mjs [options]
  --books N     books in the catalogue (default 10000)
  --profile     CPU-profile the API's main thread during the reads alone and during the reads with
                orders (bench/.profiles/), and print where its time went
  --workers     run the shop as the README's "Scaling out" does: Redis, the API with RUN_WORKERS=false
                and one \`npm run worker\` process beside it (default: one API process with the
                handlers in it, no Redis)
  --checkouts-at-once N
                the shop's CHECKOUTS_AT_ONCE (default: the shop's own, 1)`;
const { values: opts } = parseArgs({
  options: {
    books: { type: 'string', default: '10000' },
    profile: { type: 'boolean', default: false },
    workers: { type: 'boolean', default: false },
    'checkouts-at-once': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const PROFILES_DIR = path.join(ROOT, 'bench/.profiles');
const BOOKS = Number(opts.books);
/** Books made through the back office (with real covers); the rest are copies with other titles, made in SQL. */
const FORM_BOOKS = 12;

const cleanups = [];
const log = (line) => console.log(line);

async function main() {
  log(
    `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  buildIfStale();
  const server = await ensurePostgres(log);
  const database = `bookshop_bench_${randomBytes(4).toString('hex')}`;
  await query(server, `CREATE DATABASE ${database}`);
  cleanups.push(() => query(server, `DROP DATABASE ${database} WITH (FORCE)`));
  const url = new URL(server);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let env = {};
  if (opts.workers) {
    const port = await freePort();
    cleanups.push(await startRedis(port));
    env = { REDIS_URL: `redis://127.0.0.1:${port}`, RUN_WORKERS: 'false' };
  }
  log(opts.workers ? 'shop: API (RUN_WORKERS=false) + 1 worker process + Redis' : 'shop: 1 API process running its handlers, no Redis');
  const api = await startApi(dataDir, databaseUrl, env);
  const worker = opts.workers ? await startWorker(dataDir, databaseUrl, env) : undefined;
  const token = await signIn(api.base);

  log(`seeding ${BOOKS} books ...`);
  for (let index = 0; index < FORM_BOOKS; index++) {
    const form = new FormData();
    for (const [name, value] of Object.entries(bookFields(index))) form.append(name, value);
    form.append('cover_image', new Blob([await coverJpeg(index)], { type: 'image/jpeg' }), `cover-${index}.jpg`);
    const response = await fetch(`${api.base}/api/admin/books`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`POST /api/admin/books answered ${response.status}`);
  }
  await withClient(databaseUrl, (client) => copyBooks(client, BOOKS));
  const [{ count }] = await query(databaseUrl, 'SELECT count(*)::int AS count FROM books');
  log(`  ${count} books`);

  // Search, each query asked once (a cache miss), 1 request at a time.
  const kinds = {
    'whole title': (n) => `The Owl Who Could Not Sleep at Night ${n}`,
    'title start': (n) => ['Grandma and the', 'De draak die', 'الجمل الصغير'][n % 3] + ` ${n}`,
    'title word': (n) => ['dragon', 'jasmijntuin', 'السلحفاة'][n % 3] + ` ${n}`,
    'Arabic folding': (n) => ['البومه التى', 'الاولى', 'قطه فى المكتبه'][n % 3] + ` ${n}`,
    author: (n) => ['Salma Al-Ali', 'noor haddad', 'سامي نصر'][n % 3] + ` ${n}`,
    'Dutch on an Arabic page': (n) => `verlegen reus ${n}`,
    // The number matches no book, so every one of these takes the typing-mistake path.
    'typing mistake (few exact)': (n) => ['tortoyse', 'jasmijntiun', 'sleutle'][n % 3] + ` ${n}`,
    'description word': (n) => ['butterfly', 'specerijen', 'الضباب'][n % 3] + ` ${n}`,
  };
  // A fresh process's first searches also warm up its code and its database connections; a shop
  // that has served a while has done that. One query of each kind (a number the measured ones do
  // not use, so those are still cache misses) goes first, and is reported apart.
  const firstSearches = [];
  for (const make of Object.values(kinds))
    firstSearches.push((await get(api.base, `/api/books?q=${encodeURIComponent(make(0))}&page=1`)).ms);
  const searchRows = [];
  for (const [kind, make] of Object.entries(kinds)) {
    const times = [];
    for (let n = 1; n <= 60; n++) times.push((await get(api.base, `/api/books?q=${encodeURIComponent(make(n))}&page=1`)).ms);
    searchRows.push([kind, ...percentiles(times)]);
  }
  log('\nsearch, uncached (60 different queries each, ms)');
  log(table(['kind', 'p50', 'p99'], searchRows));
  log(`first search of each kind in the fresh process, before these (ms): ${firstSearches.map((ms) => ms.toFixed(1)).join(', ')}`);

  // Pages, each address asked once: the server renders it from a cold catalogue cache.
  const pageRows = [];
  const pageOf = async (label, paths) => {
    const results = [];
    for (const [i, address] of paths.entries()) {
      if (i) await sleep(2_100); // the catalogue's answers expire: the next page reads the database
      results.push(await get(api.base, address));
    }
    pageRows.push([label, ...percentiles(results.map((r) => r.ms)), Math.max(...results.map((r) => r.bytes / 1024)).toFixed(1)]);
  };
  const ids = (await query(databaseUrl, 'SELECT id FROM books ORDER BY random() LIMIT 6')).map((row) => row.id);
  await pageOf('home page /?lang=…', ['/?lang=ar', '/?lang=en', '/?lang=nl']);
  await pageOf(
    'browse /books?lang=ar&page=…',
    [1, 50, 200, 417].map((page) => `/books?lang=ar&page=${page}`),
  );
  await pageOf('browse, searched', ['/books?lang=ar&q=الجمل', '/books?lang=en&q=owl', '/books?lang=nl&q=draak']);
  await pageOf(
    'book page',
    ids.map((id, i) => `/book/${id}?lang=${['ar', 'en', 'nl'][i % 3]}`),
  );
  log('\npages, uncached (ms; largest gzip size in KB)');
  log(table(['page', 'p50', 'p99', 'KB'], pageRows));

  // Catalogue reads alone, then while orders of tracked-stock books are placed as fast as the shop takes them.
  await fetch(`${api.base}/api/shipping`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(SHIPPING_NL),
  }).then((r) => r.ok || Promise.reject(new Error(`POST /api/shipping answered ${r.status}`)));
  const tracked = await (await fetch(`${api.base}/api/books?limit=200&sort=date_asc`)).json();
  const bodies = orderBodies(tracked.filter((book) => book.stock !== null).slice(0, 50));
  const reads = ['/api/books?page=1', '/api/books?page=2&age_group=children', '/api/books?page=1&category=animals', '/api/books/' + ids[0]];
  const readRun = () =>
    autocannon({ url: api.base, connections: 10, duration: 10, requests: reads.map((p) => ({ method: 'GET', path: p })) });
  const profiled = async (name, run) => {
    const file = path.join(PROFILES_DIR, `catalogue-${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
    if (opts.profile) await api.profile('start');
    const before = await cpuSnapshot(api.pid, worker?.pid, databaseUrl);
    const started = performance.now();
    const result = await run();
    const seconds = (performance.now() - started) / 1000;
    cpu.push([name, cpuPerSecond(before, await cpuSnapshot(api.pid, worker?.pid, databaseUrl), seconds)]);
    if (opts.profile) {
      await api.profile('stop', file);
      profiles.push([name, file]);
    }
    return result;
  };
  const cpu = [];
  const profiles = [];
  const idle = await profiled('reads-idle', readRun);
  let next = 0;
  const orders = autocannon({
    url: api.base,
    connections: 5,
    duration: 11,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });
  await sleep(500);
  const busy = await profiled('reads-during-orders', readRun);
  const placed = await orders;
  log('\ncatalogue reads (10 connections, 10 s)');
  log(
    table(
      ['', 'reads/s', 'orders/s'],
      [
        ['idle', idle.requests.average.toFixed(0), '-'],
        ['while orders are placed', busy.requests.average.toFixed(0), placed.requests.average.toFixed(0)],
        ['share of idle', `${Math.round((100 * busy.requests.average) / idle.requests.average)}%`, ''],
      ],
    ),
  );
  log(
    `orders (5 connections, CHECKOUTS_AT_ONCE=${opts['checkouts-at-once'] ?? '1'}): ${placed.requests.average.toFixed(0)} a second, latency p50 ${placed.latency.p50} ms, p99 ${placed.latency.p99} ms`,
  );
  if (busy.non2xx || idle.non2xx || placed.non2xx) log(`non-2xx answers: reads ${idle.non2xx}/${busy.non2xx}, orders ${placed.non2xx}`);
  const areas = Object.keys(cpu[0][1]);
  log('\nCPU time (ms per second of the run; 1,000 is one core kept busy)');
  log(
    table(
      ['', ...areas],
      cpu.map(([name, perSecond]) => [name, ...areas.map((area) => perSecond[area].toFixed(0))]),
    ),
  );
  const main = (i) => cpu[i][1]['API main thread'];
  const perRead = main(0) / idle.requests.average;
  log(
    `API main thread: ${perRead.toFixed(3)} ms per read idle; during the orders, ${((main(1) - perRead * busy.requests.average) / placed.requests.average).toFixed(1)} ms per order besides the reads (at the idle cost per read)`,
  );
  for (const [name, file] of profiles) {
    log(`\nCPU profile of the API's main thread, ${name} (${path.relative(ROOT, file)}):`);
    log(formatProfileSummary(summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8'))), 30).join('\n'));
  }
  log(
    `\nload average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

/** One GET with gzip, its time and compressed size; any status but 200 fails the bench. */
function get(base, address) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${base}${address}`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({ ms: performance.now() - started, bytes })
            : reject(new Error(`GET ${address} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return [at(0.5).toFixed(1), at(0.99).toFixed(1)];
}

function table(head, rows) {
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => (i ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
}

async function query(url, sql, ...parameters) {
  return withClient(url, async (client) => (await client.query(sql, parameters.length ? parameters : undefined)).rows);
}

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

function shopEnv(dataDir, databaseUrl, extra) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? dataDir,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    PUBLIC_WRITES_PER_MINUTE: '1000000',
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    ...(opts['checkouts-at-once'] ? { CHECKOUTS_AT_ONCE: opts['checkouts-at-once'] } : {}),
    ...extra,
  };
}

/** `npm run worker` beside the API: the handlers and the jobs, on the same database and Redis. */
async function startWorker(dataDir, databaseUrl, extra) {
  const output = fs.openSync(path.join(dataDir, 'worker.log'), 'a');
  // Its heartbeat file (os.tmpdir()) lands in the data folder: it is written once the worker is up.
  const alive = path.join(dataDir, 'bookshop-worker-alive');
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/api/src/worker.js')], {
    cwd: dataDir,
    env: shopEnv(dataDir, databaseUrl, { ...extra, RUN_WORKERS: 'true', TMPDIR: dataDir }),
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  cleanups.unshift(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  });
  for (const deadline = Date.now() + 120_000; !fs.existsSync(alive);) {
    if (child.exitCode !== null)
      throw new Error(`the worker exited: ${fs.readFileSync(path.join(dataDir, 'worker.log'), 'utf8').slice(-2000)}`);
    if (Date.now() > deadline) throw new Error('the worker did not start in 120 s');
    await sleep(200);
  }
  return { pid: child.pid };
}

/** CPU milliseconds used so far (user + system, from /proc) by the shop's processes, PostgreSQL's backends of this database and the bench. */
async function cpuSnapshot(apiPid, workerPid, databaseUrl) {
  const ticks = (file) => {
    try {
      const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at USER_HZ 100
    } catch {
      return 0; // gone meanwhile
    }
  };
  const backends = (
    await query(databaseUrl, 'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
  ).map((row) => row.pid);
  const usage = process.cpuUsage();
  const main = ticks(`/proc/${apiPid}/task/${apiPid}/stat`);
  return {
    'API main thread': main,
    'API other threads': ticks(`/proc/${apiPid}/stat`) - main,
    ...(workerPid ? { 'worker process': ticks(`/proc/${workerPid}/stat`) } : {}),
    PostgreSQL: Object.fromEntries(backends.map((pid) => [pid, ticks(`/proc/${pid}/stat`)])),
    'bench (autocannon)': (usage.user + usage.system) / 1000,
  };
}

/** Per second of `seconds`, from two snapshots; a backend that started in between counts from 0. */
function cpuPerSecond(before, after, seconds) {
  const result = {};
  for (const [area, value] of Object.entries(after)) {
    const used =
      typeof value === 'number'
        ? value - before[area]
        : Object.entries(value).reduce((sum, [pid, ms]) => sum + ms - (before[area][pid] ?? 0), 0);
    result[area] = used / seconds;
  }
  return result;
}

async function startApi(dataDir, databaseUrl, extra) {
  const port = await freePort();
  const output = fs.openSync(path.join(dataDir, 'api.log'), 'a');
  const hook = opts.profile ? ['--import', pathToFileURL(path.join(ROOT, 'bench/profiler-hook.mjs')).href] : [];
  const child = spawn(process.execPath, [...hook, path.join(ROOT, 'api/dist/api/src/main.js')], {
    cwd: dataDir,
    env: shopEnv(dataDir, databaseUrl, { ...extra, PORT: String(port) }),
    stdio: ['ignore', output, output, ...(opts.profile ? ['ipc'] : [])],
  });
  fs.closeSync(output);
  cleanups.unshift(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${fs.readFileSync(path.join(dataDir, 'api.log'), 'utf8').slice(-2000)}`);
    if (
      (await fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return { base, pid: child.pid, profile: (action, file) => profileCommand(child, action, file) };
    if (Date.now() > deadline) throw new Error('the API did not start in 120 s');
    await sleep(200);
  }
}

async function signIn(base) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`POST /api/admin/login answered ${login.status}`);
  return (await login.json()).accessToken;
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  for (const cleanup of cleanups)
    await Promise.resolve()
      .then(cleanup)
      .catch(() => {});
  await stopServices();
}
