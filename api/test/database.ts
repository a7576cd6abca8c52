import pg from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../migrations/index.js';

/**
 * A PostgreSQL server the tests may create databases on. `npm test` (scripts/test.mjs) sets
 * TEST_PG_URL, starting an embedded server when none is reachable; run alone, the local one is used.
 */
const serverUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database with every migration applied, cloned from this run's template. The first test
 * file to get here builds the template (under a lock, as test files run in parallel workers).
 */
export async function createMigratedDatabase(): Promise<string> {
  const prefix = process.env.TEST_DB_PREFIX;
  if (!prefix) throw new Error('TEST_DB_PREFIX is not set: run the tests through jest (its globalSetup names the run)');
  const template = `${prefix}_template`;
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount === 0) {
        await client.query(`CREATE DATABASE "${template}"`);
        const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl(template), migrations: MIGRATIONS }).initialize();
        await dataSource.runMigrations();
        await dataSource.destroy();
      }
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return name;
}
