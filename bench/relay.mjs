// The outbox under sustained load: orders placed at a steady rate through POST /api/orders while the
// outbox backlog (events stored and not yet done) is sampled every second, during the load and for
// a few seconds after it. Run by run.mjs once per event mode: inline (no Redis) and BullMQ, at the
// fastest rate the shop takes orders at in that mode here (probeOrderRate), or at a rate given.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Seconds the backlog is followed after the load stops; it must be empty by then. */
export const AFTER_SECONDS = 5;

/** Seconds of orders placed as fast as the shop takes them, to find the rate to sustain. */
export const PROBE_SECONDS = 5;
/** Seconds of orders before the probe, not counted: a process just started (BullMQ's) runs cold at first. */
const PROBE_WARMUP_SECONDS = 3;

/**
 * Orders per second the shop places when `connections` clients send them back to back for
 * PROBE_SECONDS, after a warm-up: the fastest rate it takes orders at on this machine, in its
 * current mode (with BullMQ the workers share the CPU with the requests).
 */
export async function probeOrderRate({ base, requests, connections }) {
  await autocannon({ url: base, connections, duration: PROBE_WARMUP_SECONDS, timeout: 10, requests });
  const done = await autocannon({ url: base, connections, duration: PROBE_SECONDS, timeout: 10, requests });
  return Math.floor(done['2xx'] / done.duration);
}

/**
 * Places `rate` orders per second for `seconds` (autocannon's overallRate over `connections`, each
 * connection sending at an even pace) and samples the backlog once a second. Answers the samples,
 * what autocannon saw, and the problems (anything but 201).
 */
export async function sustainOrders({ base, databaseUrl, requests, rate, seconds, connections, log }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Only this load's events count: what an earlier load left must be delivered first.
    let before = await backlog(db);
    for (const waitUntil = Date.now() + 120_000; before.open > 0 && Date.now() < waitUntil; before = await backlog(db)) await sleep(250);
    if (before.open > 0) throw new Error(`the outbox still holds ${before.open} undelivered events from before the load`);
    const samples = [];
    const started = Date.now();
    const sample = async (phase) => {
      const now = await backlog(db);
      const at = (Date.now() - started) / 1000;
      samples.push({ at, phase, orders: now.orders - before.orders, open: now.open, oldestSeconds: now.oldest_seconds });
      log(
        `    ${at.toFixed(0).padStart(3)} s ${phase.padEnd(6)} ${String(now.orders - before.orders).padStart(6)} orders placed, backlog ${String(now.open).padStart(5)} events${now.open ? ` (oldest ${now.oldest_seconds.toFixed(1)} s)` : ''}`,
      );
    };
    const instance = autocannon({ url: base, connections, overallRate: rate, duration: seconds, timeout: 10, requests });
    let loading = true;
    const result = instance.then((value) => {
      loading = false;
      return value;
    });
    for (let tick = 1; loading; tick++) {
      await Promise.race([sleep(Math.max(0, started + tick * 1000 - Date.now())), result]);
      if (loading) await sample('load');
    }
    const stopped = Date.now();
    const done = await result;
    await sample('end');
    for (let tick = 1; tick <= AFTER_SECONDS; tick++) {
      await sleep(Math.max(0, stopped + tick * 1000 - Date.now()));
      await sample('after');
    }
    const problems = [];
    const unexpected = Object.entries(done.statusCodeStats).filter(([code]) => Number(code) !== 201);
    if (unexpected.length) problems.push(`non-201 answers (${unexpected.map(([code, { count }]) => `${count} x ${code}`).join(', ')})`);
    if (done.errors) problems.push(`${done.errors} errors`);
    if (done.timeouts) problems.push(`${done.timeouts} timeouts`);
    const [retried] = (await db.query('SELECT count(*)::int AS n FROM outbox_events WHERE attempts > 0')).rows;
    if (retried.n > 0) problems.push(`${retried.n} events failed to deliver at least once`);
    return {
      samples,
      ordersPerSecond: done.requests.total / done.duration,
      placed: samples.at(-1).orders,
      peak: Math.max(...samples.filter((s) => s.phase === 'load').map((s) => s.open)),
      atEnd: samples.find((s) => s.phase === 'end').open,
      after: samples.at(-1).open,
      problems,
    };
  } finally {
    await db.end();
  }
}

/** Orders stored so far, and the events not done yet (for BullMQ: not yet run by the workers). */
async function backlog(db) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, count(*)::int AS open,
            coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS oldest_seconds
     FROM outbox_events WHERE completed_at IS NULL`,
  );
  return rows[0];
}

/** A redis-server of the bench's own (empty, no persistence) on `port`; answers a function that stops it. */
export async function startRedis(port) {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; !(await answersPing(port)); attempt++) {
    if (server.exitCode !== null || attempt > 100) throw new Error(`redis-server did not start on port ${port}`);
    await sleep(50);
  }
  return async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await exited;
  };
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}
