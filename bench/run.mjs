// `npm run bench`: load-tests the shop's catalogue endpoints against a bare node:http "ceiling" that
// answers the same bytes, on a fresh database seeded with realistic books, then places orders through
// POST /api/orders against the built-in Mollie double (no ceiling). See bench/README.md.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { ensurePostgres, stopServices } from '../scripts/test-services.mjs';
import { benchBackOffice } from './admin-lists.mjs';
import { bookFields, coverJpeg } from './books.mjs';
import { SHIPPING_NL, expectedTotal, orderBodies } from './orders.mjs';
import { AFTER_SECONDS, PROBE_SECONDS, probeOrderRate, startRedis, sustainOrders } from './relay.mjs';
import { formatProfileSummary, profileCommand, summariseProfile } from './profile-summary.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');
const API_ENTRY = path.join(ROOT, 'api/dist/api/src/main.js');
const BASELINE_FILE = path.join(BENCH_DIR, 'baseline.json');
const PROFILES_DIR = path.join(BENCH_DIR, '.profiles');
const ADMIN = { username: 'admin', password: 'bench-password' };
/** The bars: each endpoint serves at least this share of the ceiling's requests per second. */
const BARS = { 'GET /api/books': 0.85, 'GET /api/books/{id}': 0.25 };
/** The highest PUBLIC_WRITES_PER_MINUTE the API accepts: the per-address limit of public writes never answers 429. */
const PUBLIC_WRITES_PER_MINUTE = 1_000_000;
const ORDERS = 'POST /api/orders';

const USAGE = `usage: npm run bench [-- options]
  --save-baseline     write this run's numbers to bench/baseline.json
  --connections N     concurrent connections per run (default 10)
  --duration S        seconds measured per target (default 10)
  --rounds N          split each target's measurement into N turns, alternating shop and ceiling (default 2)
  --warmup S          seconds of warm-up before each measured run (default 2)
  --books N           books seeded (default 100)
  --order-connections N
                      concurrent connections placing orders (default 5)
  --order-duration S  seconds of POST /api/orders measured (default 10)
  --relay-rate N|max  orders/s placed at a steady rate to follow the outbox backlog, inline and with
                      BullMQ (default max: the fastest rate the shop takes orders at in that mode,
                      measured for ${PROBE_SECONDS} s first, then lower by a fifth while the outbox falls behind)
  --relay-duration S  seconds of that load per mode (default 30; 0 skips it)
  --idempotency-keys  send a unique Idempotency-Key with every order (the storefront sends none)
  --log-level L       the API's LOG_LEVEL (default warn; try silent to see what logging costs)
  --profile           CPU-profile the API during its first measured turn per endpoint (bench/.profiles/)
  --decode-bodies     let autocannon decode each body to a string as it does by default (client-bound
                      ceiling for large bodies; see skipBodyDecoding)
  --check             exit 3 when an endpoint is below its bar (${Object.entries(BARS)
    .map(([endpoint, bar]) => `${endpoint} ${bar * 100}%`)
    .join(', ')} of the ceiling)
  --no-build          do not rebuild stale workspaces first`;

const { values: opts } = parseArgs({
  options: {
    'save-baseline': { type: 'boolean', default: false },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '2' },
    books: { type: 'string', default: '100' },
    'order-connections': { type: 'string', default: '5' },
    'order-duration': { type: 'string', default: '10' },
    'idempotency-keys': { type: 'boolean', default: false },
    'relay-rate': { type: 'string', default: 'max' },
    'relay-duration': { type: 'string', default: '30' },
    'log-level': { type: 'string', default: 'warn' },
    profile: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'decode-bodies': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const settings = {
  connections: positiveInt('connections'),
  duration: positiveInt('duration'),
  rounds: positiveInt('rounds'),
  warmup: Number(opts.warmup),
  books: positiveInt('books'),
  orderConnections: positiveInt('order-connections'),
  orderDuration: positiveInt('order-duration'),
  idempotencyKeys: opts['idempotency-keys'],
  logLevel: opts['log-level'],
};
if (!(settings.warmup >= 0)) usageError('--warmup must be a number of seconds');
const relay = { rate: opts['relay-rate'] === 'max' ? 'max' : positiveInt('relay-rate'), duration: Number(opts['relay-duration']) };
if (!Number.isInteger(relay.duration) || relay.duration < 0) usageError('--relay-duration must be a whole number of seconds');
if (opts.profile && opts['save-baseline']) usageError('--profile slows the API down: its numbers cannot be a baseline');

function positiveInt(name) {
  const value = Number(opts[name]);
  if (!Number.isInteger(value) || value < 1) usageError(`--${name} must be a whole number above 0`);
  return value;
}
function usageError(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Clean-up: everything started is undone at the end, on failure and on Ctrl-C, in reverse order.

const cleanups = [];
let cleaning;
const cleanup = () =>
  (cleaning ??= (async () => {
    while (cleanups.length) {
      const { what, undo } = cleanups.pop();
      await undo().catch((error) => console.error(`clean-up: could not ${what}: ${error.message}`));
    }
    await stopServices();
  })());
let signalled;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    signalled = code;
    console.error(`\n${signal}: cleaning up ...`);
    cleanup().finally(() => process.exit(code));
  });
}

const log = (message) => console.log(message);

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!opts['no-build']) buildIfStale();
  if (!fs.existsSync(API_ENTRY)) throw new Error(`${API_ENTRY} is missing: build the API first (npm run build)`);

  const load = os.loadavg()[0];
  log(`machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${load.toFixed(2)}`);
  if (load > os.cpus().length * 0.5) log(`  warning: the machine is busy (load ${load.toFixed(2)}); numbers will be noisy`);

  // A fresh database and data folder for this run.
  const serverUrl = await ensurePostgres(log);
  const database = `bookshop_bench_${randomBytes(5).toString('hex')}`;
  await query(serverUrl, `CREATE DATABASE "${database}"`);
  cleanups.push({ what: `drop database ${database}`, undo: () => query(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`) });
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-bench-'));
  cleanups.push({ what: `remove ${dataDir}`, undo: async () => fs.rmSync(dataDir, { recursive: true, force: true }) });
  log(`database ${database} on ${new URL(serverUrl).host}, data in ${dataDir}`);

  const api = await startApi({ dataDir, databaseUrl });
  log(`API on ${api.base} (LOG_LEVEL=${settings.logLevel}${opts.profile ? ', profiling' : ''})`);

  const started = Date.now();
  const token = await signIn(api.base);
  await seedBooks(api.base, token, settings.books);
  log(`seeded ${settings.books} books through POST /api/admin/books in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The endpoints, and the exact bytes the ceiling will answer.
  const list = await fetchExact(`${api.base}/api/books`);
  const books = JSON.parse(list.body.toString('utf8'));
  if (!Array.isArray(books) || books.length !== settings.books) {
    throw new Error(`GET /api/books answered ${Array.isArray(books) ? books.length : 'no list of'} books, expected ${settings.books}`);
  }
  const one = await fetchExact(`${api.base}/api/books/${books[0].id}`);
  // The book's page as the server renders it (HTML with its data, head and structured data), cached as a visitor gets it.
  const page = await fetchExact(`${api.base}/book/${books[0].id}?lang=en`);
  const endpoints = [
    { name: 'GET /api/books', path: '/api/books', ...list },
    { name: 'GET /api/books/{id}', path: `/api/books/${books[0].id}`, ...one },
    { name: 'GET /book/{id} page', path: `/book/${books[0].id}?lang=en`, ...page },
  ];
  const ceiling = await startCeiling(dataDir, endpoints);
  for (const endpoint of endpoints) {
    const answer = await fetchExact(`${ceiling.base}${endpoint.path}`);
    if (!answer.body.equals(endpoint.body) || answer.contentType !== endpoint.contentType)
      throw new Error(`the ceiling does not answer ${endpoint.name} like the shop`);
  }

  settings.clientDecodesBodies = opts['decode-bodies'] || !skipBodyDecoding();
  log(
    `\nmeasuring: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per target in ${settings.rounds} turns${settings.clientDecodesBodies ? ', autocannon decoding bodies' : ''}\n`,
  );
  const rows = [];
  for (const endpoint of endpoints) {
    const shop = new Target(endpoint.name, 'shop', `${api.base}${endpoint.path}`);
    const bare = new Target(endpoint.name, 'ceiling', `${ceiling.base}${endpoint.path}`);
    const profileFile = opts.profile ? path.join(PROFILES_DIR, `${slug(endpoint.name)}-${stamp()}.cpuprofile`) : undefined;
    // Shop and ceiling take turns, so a change in the machine's load hits both alike.
    for (let round = 1; round <= settings.rounds; round++) {
      for (const target of [shop, bare]) {
        if (round === 1) await target.warmUp();
        if (profileFile && target === shop && round === 1) await api.profile('start');
        const rps = await target.round(settings.duration / settings.rounds, settings.rounds > 1 ? ` in turn ${round}` : '');
        if (api.exited()) throw new Error(`the API exited during the bench (${api.exited()}); last lines of its output:\n${api.tail()}`);
        if (profileFile && target === shop && round === 1) await api.profile('stop', profileFile);
        log(`  ${endpoint.name.padEnd(20)} ${target.server.padEnd(8)} round ${round}/${settings.rounds} ${fmtInt(rps).padStart(7)} req/s`);
      }
    }
    rows.push({ ...shop.row(), profileFile }, bare.row());
  }

  // Orders, last: each one writes rows and an outbox event whose delivery runs on after the
  // measurement, and invalidates the catalogue cache; neither may weigh on the GET rows.
  const orders = await prepareOrders(api.base, token, books);
  log(
    `\nmeasuring ${ORDERS} (no ceiling): ${settings.orderConnections} connections, ${settings.warmup} s warm-up + ${settings.orderDuration} s, ${orders.bodies.length} different orders over ${orders.books} books with untracked stock${settings.idempotencyKeys ? ', a unique Idempotency-Key each' : ', no Idempotency-Key'}\n`,
  );
  const placing = new Target(ORDERS, 'shop', api.base, {
    expectStatus: 201,
    connections: settings.orderConnections,
    requests: orders.requests,
  });
  const ordersProfile = opts.profile ? path.join(PROFILES_DIR, `${slug(ORDERS)}-${stamp()}.cpuprofile`) : undefined;
  await placing.warmUp();
  if (ordersProfile) await api.profile('start');
  const orderRate = await placing.round(settings.orderDuration);
  if (api.exited()) throw new Error(`the API exited during the bench (${api.exited()}); last lines of its output:\n${api.tail()}`);
  if (ordersProfile) await api.profile('stop', ordersProfile);
  log(`  ${ORDERS.padEnd(20)} ${'shop'.padEnd(8)} ${fmtInt(orderRate).padStart(7)} orders/s`);
  const ordersRow = { ...placing.row(), profileFile: ordersProfile, requestBytes: orders.requestBytes, probes: orders.probes };
  ordersRow.database = await checkOrders(databaseUrl, orders.probes + placing.expected, placing.unanswered, ordersRow.problems);
  rows.push(ordersRow);
  rows.push(...(await benchBackOffice({ base: api.base, token, databaseUrl, log })));

  // The outbox under a sustained rate of orders: inline in the API, then with BullMQ (a second API
  // process on the same database, the first one stopped so it relays nothing). With --relay-rate max
  // (the default) the rate is the fastest the shop takes orders at in that mode, and a fifth lower
  // each time the outbox was not empty 5 s after the load (three tries at most).
  const relayRuns = [];
  if (relay.duration > 0) {
    for (const mode of ['inline', 'bullmq']) {
      const env = mode === 'bullmq' ? await privateRedis() : {};
      const shop = mode === 'inline' ? api : await startApi({ dataDir, databaseUrl, env });
      let rate = relay.rate;
      if (rate === 'max') {
        rate = await probeOrderRate({ base: shop.base, requests: orders.requests, connections: 30 });
        log(`\noutbox, ${mode}: the shop placed ${fmtInt(rate)} orders/s in ${PROBE_SECONDS} s of orders sent back to back`);
      }
      for (let attempt = 1; ; attempt++) {
        log(`\noutbox under ${fmtInt(rate)} orders/s for ${relay.duration} s, ${mode}:`);
        const run = await sustainOrders({
          base: shop.base,
          databaseUrl,
          requests: orders.requests,
          rate,
          seconds: relay.duration,
          connections: 30,
          log,
        });
        if (shop.exited()) throw new Error(`the API exited during the bench (${shop.exited()}); last lines of its output:\n${shop.tail()}`);
        if (run.after === 0 || relay.rate !== 'max' || attempt === 3) {
          relayRuns.push({ mode, rate, attempt, ...run });
          break;
        }
        rate = Math.max(1, Math.floor(rate * 0.8));
      }
      await shop.stop();
    }
    rows.push({ endpoint: 'outbox', server: 'shop', problems: relayRuns.flatMap((run) => run.problems.map((p) => `${run.mode}: ${p}`)) });
  }

  const baseline = readBaseline();
  report(
    rows.filter((row) => row.endpoint !== 'outbox'),
    endpoints,
    baseline,
  );
  for (const run of relayRuns) {
    log(
      `outbox, ${run.mode.padEnd(6)}: ${fmtInt(run.rate)} orders/s asked${run.attempt > 1 ? ` (try ${run.attempt})` : ''}, ${fmtInt(run.ordersPerSecond)} placed (${fmtInt(run.placed)}), backlog at most ${fmtInt(run.peak)} during the load, ${fmtInt(run.atEnd)} when it stopped, ${fmtInt(run.after)} ${AFTER_SECONDS} s later: ${run.after === 0 ? 'KEPT UP' : 'FELL BEHIND'}`,
    );
  }

  if (opts.profile) {
    for (const row of rows.filter((r) => r.profileFile)) {
      log(`\nCPU profile of the API during ${row.endpoint} (${path.relative(ROOT, row.profileFile)}):`);
      log(
        formatProfileSummary(summariseProfile(JSON.parse(fs.readFileSync(row.profileFile, 'utf8'))), 20)
          .map((line) => `  ${line}`)
          .join('\n'),
      );
    }
  }

  const failed = rows.filter((row) => row.problems.length > 0);
  if (failed.length > 0) {
    console.error(`\nBENCH FAILED: ${failed.map((row) => `${row.endpoint} (${row.server}): ${row.problems.join(', ')}`).join('; ')}`);
    if (failed.some((row) => row.server === 'shop')) console.error(`last lines of the API's output:\n${api.tail()}`);
    return 1;
  }
  if (opts['save-baseline']) {
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineOf(rows, endpoints), null, 2)}\n`);
    log(`\nbaseline saved to ${path.relative(ROOT, BASELINE_FILE)}`);
  }
  return opts.check && Object.entries(BARS).some(([endpoint, bar]) => ratioOf(rows, endpoint) < bar) ? 3 : 0;
}

// ---------------------------------------------------------------------------------------------
// The services.

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A redis-server of this run's own, stopped at the end: the env for an API in BullMQ mode. */
async function privateRedis() {
  const port = await freePort();
  const stop = await startRedis(port);
  cleanups.push({ what: 'stop redis-server', undo: stop });
  return { REDIS_URL: `redis://127.0.0.1:${port}` };
}

async function startApi({ dataDir, databaseUrl, env: extraEnv = {} }) {
  const port = await freePort();
  const logFile = path.join(dataDir, 'api.log');
  const output = fs.openSync(logFile, 'a');
  const nodeArgs = opts.profile ? ['--import', pathToFileURL(path.join(BENCH_DIR, 'profiler-hook.mjs')).href] : [];
  // A clean environment (no REDIS_URL, MOLLIE_API_KEY, NODE_ENV ... from the caller's shell), and
  // the data folder as working directory, so no developer .env is read either.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? dataDir,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: settings.logLevel,
    // No MOLLIE_API_KEY: payments go to the built-in local provider (the Mollie double, in-process).
    // Every order comes from 127.0.0.1: lift the per-address limit of public writes (else 429).
    PUBLIC_WRITES_PER_MINUTE: String(PUBLIC_WRITES_PER_MINUTE),
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    ...extraEnv,
  };
  const child = spawn(process.execPath, [...nodeArgs, API_ENTRY], {
    cwd: dataDir,
    env,
    stdio: ['ignore', output, output, ...(opts.profile ? ['ipc'] : [])],
  });
  fs.closeSync(output);
  const exitedPromise = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if ((await Promise.race([exitedPromise.then(() => true), sleep(10_000, false)])) === false) child.kill('SIGKILL');
  };
  cleanups.push({ what: 'stop the API', undo: stop });
  const exited = () =>
    child.exitCode !== null ? `exit code ${child.exitCode}` : child.signalCode ? `killed by ${child.signalCode}` : undefined;
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  const base = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} before it was ready:\n${tail()}`);
    const status = await fetch(`${base}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline)
      throw new Error(`GET /api/health did not answer 200 within 90 s (last: ${status || 'no answer'}):\n${tail()}`);
    await sleep(200);
  }

  const profile = (action, file) => profileCommand(child, action, file);
  return { base, tail, profile, exited, stop };
}

async function signIn(base) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`POST /api/admin/login answered ${login.status}: ${await login.text()}`);
  return (await login.json()).accessToken;
}

async function seedBooks(base, accessToken, count, concurrency = 4) {
  let next = 0;
  let done = 0;
  let failed = false;
  const worker = async () => {
    while (next < count && !failed) {
      const index = next++;
      const form = new FormData();
      for (const [name, value] of Object.entries(bookFields(index))) form.append(name, value);
      form.append('cover_image', new Blob([await coverJpeg(index)], { type: 'image/jpeg' }), `cover-${index + 1}.jpg`);
      const response = await fetch(`${base}/api/admin/books`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
        body: form,
      });
      if (!response.ok) {
        failed = true;
        throw new Error(`POST /api/admin/books (book ${index + 1}) answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
      }
      await response.arrayBuffer();
      if (++done % 25 === 0 && done < count) log(`  ${done}/${count} books ...`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

async function fetchExact(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { contentType: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Makes the shop ready to take orders: the NL shipping rule, and order bodies over the books with
 * untracked stock (they never run out). A few probe orders check that the server answers 201 with
 * our totals (no 409 price_changed); answers the autocannon `requests` that vary the body per order.
 */
async function prepareOrders(base, accessToken, books) {
  const shipping = await fetch(`${base}/api/shipping`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(SHIPPING_NL),
  });
  if (shipping.status !== 201) throw new Error(`POST /api/shipping answered ${shipping.status}: ${(await shipping.text()).slice(0, 500)}`);

  const untracked = books.filter((book) => book.stock === null);
  const bodies = orderBodies(untracked);
  const probes = bodies.slice(0, 3);
  for (const body of probes) {
    const response = await fetch(`${base}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const text = await response.text();
    if (response.status !== 201)
      throw new Error(`a probe order answered ${response.status} instead of 201: ${text.slice(0, 500)}\norder: ${body}`);
    const sent = JSON.parse(body);
    const answer = JSON.parse(text);
    const price = new Map(untracked.map((book) => [book.id, book.price]));
    if (
      answer.total_amount !== sent.total_amount ||
      answer.total_amount !== expectedTotal(sent.items, (id) => price.get(id)) ||
      !answer.payment_url
    ) {
      throw new Error(`a probe order was answered ${text.slice(0, 300)} (sent total ${sent.total_amount})`);
    }
  }

  const run = randomBytes(4).toString('hex');
  let next = 0;
  const requests = [
    {
      method: 'POST',
      path: '/api/orders',
      headers: { 'Content-Type': 'application/json' },
      // autocannon calls this for every request it sends (all connections share the counter).
      setupRequest: (request) => {
        const n = next++;
        const headers = settings.idempotencyKeys ? { ...request.headers, 'Idempotency-Key': `bench-${run}-${n}` } : request.headers;
        return { ...request, headers, body: bodies[n % bodies.length] };
      },
    },
  ];
  const requestBytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0) / bodies.length;
  return { bodies, books: untracked.length, probes: probes.length, requests, requestBytes };
}

/**
 * After the orders: the database must hold one order and one payment per 201, plus at most the
 * requests autocannon left in flight when a run stopped (the server completes them, nobody reads the
 * answer). The outbox's order events are followed until they are all delivered (inline, in the API).
 */
async function checkOrders(databaseUrl, expected, unanswered, problems) {
  const count = async () => {
    const [row] = await query(
      databaseUrl,
      `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM payments)::int AS payments,
              count(*)::int AS events, (count(*) FILTER (WHERE dispatched_at IS NULL))::int AS pending,
              (count(*) FILTER (WHERE attempts > 0))::int AS retried
       FROM outbox_events WHERE name LIKE 'order.%'`,
    );
    return row;
  };
  const started = Date.now();
  const atEnd = await count();
  // The orders in flight when the load stopped finish within moments (their payment comes last).
  let settled = atEnd;
  for (let previous; (settled.payments !== settled.orders || settled.orders !== previous?.orders) && Date.now() - started < 10_000;) {
    previous = settled;
    await sleep(200);
    settled = await count();
  }
  if (settled.orders < expected || settled.orders > expected + unanswered) {
    problems.push(
      `${fmtInt(settled.orders)} orders in the database for ${fmtInt(expected)} answers 201 (and ${unanswered} requests left in flight)`,
    );
  }
  if (settled.payments !== settled.orders) problems.push(`${fmtInt(settled.payments)} payments for ${fmtInt(settled.orders)} orders`);
  let now = settled;
  while (now.pending > 0 && Date.now() - started < 120_000) {
    await sleep(250);
    now = await count();
  }
  if (now.retried > 0) problems.push(`${fmtInt(now.retried)} order events failed to deliver at least once`);
  return {
    ...now,
    expected,
    pendingAtEnd: atEnd.pending,
    stillPending: now.pending,
    drainMs: now.pending === 0 ? Date.now() - started : undefined,
  };
}

/** Starts ceiling-server.mjs in its own process with the endpoints' bytes. */
async function startCeiling(dataDir, endpoints) {
  const routes = endpoints.map((endpoint, i) => {
    const bodyFile = path.join(dataDir, `ceiling-${i}.body`);
    fs.writeFileSync(bodyFile, endpoint.body);
    return { path: endpoint.path, contentType: endpoint.contentType, bodyFile };
  });
  const routesFile = path.join(dataDir, 'ceiling-routes.json');
  fs.writeFileSync(routesFile, JSON.stringify(routes));
  const child = spawn(process.execPath, [path.join(BENCH_DIR, 'ceiling-server.mjs'), routesFile], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push({ what: 'stop the ceiling server', undo: async () => child.exitCode === null && child.kill('SIGTERM') });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the ceiling server exited with code ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

/**
 * autocannon decodes every response body into a JS string (`body += chunk`, for its expectBody
 * option, which the bench does not use). For the 209 KB, largely Arabic catalogue that UTF-8
 * decoding costs the client more CPU than serving the bytes costs the ceiling: the "ceiling" would
 * measure autocannon (about 2,000 req/s instead of 4,000-10,000 on a 2-core machine). So the bench
 * turns it off (--decode-bodies keeps it); it still counts every response's bytes.
 */
function skipBodyDecoding() {
  try {
    const Queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
    if (typeof Queue?.prototype?.addBody !== 'function') throw new Error('PipelinedRequestsQueue.addBody not found');
    Queue.prototype.addBody = function addBody() {};
    return true;
  } catch (error) {
    log(`note: could not turn off autocannon's body decoding (${error.message}): the ceiling of large bodies may be the client's limit`);
    return false;
  }
}

/** Latencies of every 2xx response, kept exactly (autocannon's histogram rounds to whole ms). */
class Latencies {
  values = new Float64Array(1 << 16);
  length = 0;
  add(ms) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = ms;
  }
  percentile(sorted, p) {
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;
  }
  summary() {
    const sorted = this.values.slice(0, this.length).sort();
    return { p50: this.percentile(sorted, 50), p99: this.percentile(sorted, 99) };
  }
}

/** What went wrong in one autocannon run; with `expectStatus`, any other status counts (e.g. 200 for 201). */
function problemsOf(result, label = '', expectStatus = undefined) {
  const problems = [];
  if (result.errors) problems.push(`${result.errors} errors${label}`);
  if (result.timeouts) problems.push(`${result.timeouts} timeouts${label}`);
  const unexpected = Object.entries(result.statusCodeStats).filter(([code]) =>
    expectStatus ? Number(code) !== expectStatus : !code.startsWith('2'),
  );
  if (unexpected.length > 0) {
    const total = unexpected.reduce((sum, [, { count }]) => sum + count, 0);
    problems.push(
      `${total} ${expectStatus ? `non-${expectStatus}` : 'non-2xx'} responses${label} (${unexpected.map(([code, { count }]) => `${count} x ${code}`).join(', ')})`,
    );
  }
  if (result.resets) problems.push(`${result.resets} connection resets${label}`);
  if (result.requests.total === 0) problems.push(`no responses${label}`);
  return problems;
}

/** One server's measurements of one endpoint, summed over the rounds. */
class Target {
  latencies = new Latencies();
  responses = 0;
  seconds = 0;
  bytes = 0;
  /** Answers with the expected status, warm-up included (for orders: how many the database must hold). */
  expected = 0;
  /** Requests still in flight when a run stopped: the server may finish them, nobody counts the answer. */
  unanswered = 0;
  problems = [];

  /** `expectStatus`: the only good status (default any 2xx); `connections`, `requests`: autocannon's. */
  constructor(endpoint, server, url, { expectStatus, connections = settings.connections, requests } = {}) {
    Object.assign(this, { endpoint, server, url, expectStatus, connections, requests });
  }

  options(duration) {
    return { url: this.url, connections: this.connections, timeout: 10, duration, ...(this.requests ? { requests: this.requests } : {}) };
  }

  good(statusCode) {
    return this.expectStatus ? statusCode === this.expectStatus : statusCode >= 200 && statusCode < 300;
  }

  count(result) {
    this.expected += Object.entries(result.statusCodeStats).reduce(
      (sum, [code, { count }]) => sum + (this.good(Number(code)) ? count : 0),
      0,
    );
    this.unanswered += Math.max(0, result.requests.sent - result.requests.total);
  }

  async warmUp() {
    if (settings.warmup <= 0) return;
    const result = await autocannon(this.options(settings.warmup));
    this.count(result);
    this.problems.push(...problemsOf(result, ' in warm-up', this.expectStatus));
  }

  /** A measured run; answers its requests per second. `label` names it in problems (" in turn 2"). */
  async round(duration, label = '') {
    const instance = autocannon(this.options(duration));
    instance.on('response', (_client, statusCode, _bytes, ms) => this.good(statusCode) && this.latencies.add(ms));
    const result = await instance;
    this.count(result);
    this.problems.push(...problemsOf(result, label, this.expectStatus));
    this.responses += result.requests.total;
    this.seconds += result.duration;
    this.bytes += result.throughput.total;
    return result.requests.total / result.duration;
  }

  row() {
    const { p50, p99 } = this.latencies.summary();
    return {
      endpoint: this.endpoint,
      server: this.server,
      rps: this.responses / this.seconds,
      p50,
      p99,
      bytesPerResponse: this.responses ? this.bytes / this.responses : 0,
      responses: this.responses,
      problems: this.problems,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting.

const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n) => (Number.isFinite(n) ? n.toFixed(2) : '-');
const pct = (ratio) => `${Math.round(ratio * 100)}%`;
const change = (now, was) => {
  if (!Number.isFinite(now) || !Number.isFinite(was) || was === 0) return 'n/a';
  const delta = (now / was - 1) * 100;
  return `${delta >= 0 ? '+' : ''}${delta.toFixed(0)}%`;
};
const slug = (name) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The shop's req/s as a share of the ceiling's; undefined for an endpoint without a ceiling (POST /api/orders). */
function ratioOf(rows, endpoint) {
  const shop = rows.find((row) => row.endpoint === endpoint && row.server === 'shop');
  const ceiling = rows.find((row) => row.endpoint === endpoint && row.server === 'ceiling');
  return ceiling ? shop.rps / ceiling.rps : undefined;
}

function readBaseline() {
  try {
    return JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') log(`(bench/baseline.json is unreadable, ignored: ${error.message})`);
    return undefined;
  }
}

function baselineOf(rows, endpoints) {
  const results = {};
  for (const row of rows) {
    results[row.endpoint] ??= {};
    results[row.endpoint][row.server] = {
      rps: Math.round(row.rps),
      p50_ms: round2(row.p50),
      p99_ms: round2(row.p99),
      bytes_per_response: Math.round(row.bytesPerResponse),
    };
  }
  for (const endpoint of endpoints) results[endpoint.name].ratio_to_ceiling = Math.round(ratioOf(rows, endpoint.name) * 1000) / 1000;
  const orders = rows.find((row) => row.endpoint === ORDERS);
  if (orders) results[ORDERS].shop.orders_measured = orders.responses;
  return {
    saved_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.release()}` },
    settings,
    results,
  };
}
const round2 = (n) => Math.round(n * 100) / 100;

function report(rows, endpoints, baseline) {
  const header = ['endpoint', 'server', 'req/s', 'p50 ms', 'p99 ms', 'vs ceiling'];
  if (baseline) header.push('vs baseline (req/s, p99)');
  const table = [header];
  for (const row of rows) {
    const was = baseline?.results?.[row.endpoint];
    const line = [row.endpoint, row.server, fmtInt(row.rps), fmtMs(row.p50), fmtMs(row.p99)];
    const ratio = row.server === 'shop' ? ratioOf(rows, row.endpoint) : undefined;
    if (row.server !== 'shop') line.push('');
    else if (ratio === undefined) line.push('no ceiling');
    else line.push(was?.ratio_to_ceiling !== undefined ? `${pct(ratio)} (was ${pct(was.ratio_to_ceiling)})` : pct(ratio));
    if (baseline)
      line.push(was?.[row.server] ? `${change(row.rps, was[row.server].rps)}, ${change(row.p99, was[row.server].p99_ms)}` : 'n/a');
    table.push(line);
  }
  const widths = header.map((_, i) => Math.max(...table.map((line) => line[i].length)));
  const numeric = new Set([2, 3, 4]);
  const render = (line) =>
    line
      .map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  log('');
  log(render(table[0]));
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const line of table.slice(1)) log(render(line));

  log('\nresponse sizes:');
  for (const endpoint of endpoints) {
    const perResponse = rows
      .filter((row) => row.endpoint === endpoint.name)
      .map((row) => `${row.server} ${fmtInt(row.bytesPerResponse)} B`)
      .join(', ');
    const books = endpoint.name === 'GET /api/books' ? ` (${settings.books} books)` : '';
    log(
      `  ${endpoint.name.padEnd(20)} body ${fmtInt(endpoint.body.length)} B${books}, ${endpoint.contentType}; with headers: ${perResponse}`,
    );
  }
  const orders = rows.find((row) => row.endpoint === ORDERS);
  if (orders) {
    log(
      `  ${ORDERS.padEnd(20)} request body ${fmtInt(orders.requestBytes)} B on average (1-2 books); answer with headers: ${fmtInt(orders.bytesPerResponse)} B`,
    );
    const db = orders.database;
    const count = (problem) => orders.problems.filter((p) => p.includes(problem)).join(', ') || '0';
    log(`\n${ORDERS} (built-in Mollie double, ${settings.orderConnections} connections, ${settings.orderDuration} s):`);
    log(
      `  ${fmtInt(orders.rps)} orders/s, p50 ${fmtMs(orders.p50)} ms, p99 ${fmtMs(orders.p99)} ms; ${fmtInt(orders.responses)} orders measured`,
    );
    log(`  errors: ${count('errors')}; timeouts: ${count('timeouts')}; non-201 answers: ${count('non-201')}`);
    if (db) {
      const drained =
        db.stillPending === 0
          ? `all delivered ${(db.drainMs / 1000).toFixed(1)} s later`
          : `${fmtInt(db.stillPending)} still undelivered after 120 s`;
      const extra = db.orders - db.expected;
      log(
        `  database: ${fmtInt(db.orders)} orders and ${fmtInt(db.payments)} payments for ${fmtInt(db.expected)} answers 201 (warm-up and ${orders.probes} probe orders included${extra > 0 ? `, + ${extra} left in flight when a run stopped` : ''})`,
      );
      log(`  outbox: ${fmtInt(db.events)} order events, ${fmtInt(db.pendingAtEnd)} undelivered when the load stopped, ${drained}`);
    }
  }

  if (baseline) {
    const differs = Object.entries(settings).filter(([key, value]) => baseline.settings?.[key] !== value);
    const machine = baseline.machine ?? {};
    log(`\nbaseline: ${baseline.saved_at} (${machine.cpus} x ${machine.cpu}, node ${machine.node})`);
    if (differs.length)
      log(
        `  warning: the baseline was measured with other settings (${differs.map(([key]) => `${key} ${baseline.settings?.[key]} -> ${settings[key]}`).join(', ')})`,
      );
    if (machine.cpus !== os.cpus().length || machine.cpu !== os.cpus()[0]?.model)
      log('  warning: the baseline comes from another machine; compare the "vs ceiling" ratios, not req/s');
  } else if (!opts['save-baseline']) log('\nno baseline yet (bench/baseline.json): save one with `npm run bench -- --save-baseline`');

  log('');
  for (const [endpoint, bar] of Object.entries(BARS)) {
    const ratio = ratioOf(rows, endpoint);
    log(`the bar: ${endpoint} at least ${pct(bar)} of the ceiling's req/s -> ${pct(ratio)}: ${ratio >= bar ? 'MET' : 'NOT MET'}`);
  }
  if (opts.profile) log('(profiling was on: the shop rows are slower than in a normal run)');
}

// ---------------------------------------------------------------------------------------------

let code = 1;
try {
  code = await main();
} catch (error) {
  if (!signalled) console.error(`\nBENCH FAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
}
process.exit(signalled ?? code);
