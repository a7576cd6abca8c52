import pg from 'pg';

/** Drops every database this run created, so the shared server keeps no leftovers. */
export default async function globalTeardown() {
  const prefix = process.env.TEST_DB_PREFIX;
  if (!prefix) return;
  const client = new pg.Client({ connectionString: process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
