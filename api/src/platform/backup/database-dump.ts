import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../../migrations/index.js';

/** TypeORM's record of the migrations run: rebuilt by running them, never copied. */
const MIGRATIONS_TABLE = 'migrations';

/** A restore the operator must decide on (a non-empty target, a foreign or newer archive): one line, exit code 1. */
export class RestoreRefused extends Error {}

export interface DumpedTable {
  name: string;
  columns: string[];
  rows: number;
}

export interface DatabaseDump {
  /** The last migration run: the schema the rows belong to. */
  schemaVersion: string;
  serverVersion: string;
  /** Parents before children (by their foreign keys), the order a restore loads them in. */
  tables: DumpedTable[];
  sequences: Record<string, { last_value: string | null; is_called: boolean }>;
}

/**
 * Dumps every table of the shop's schema into `folder` (one file per table, in COPY's text
 * format), all read in one REPEATABLE READ transaction: one snapshot, so the dump is what the
 * database held at one instant even while orders are placed (no order without its items, no paid
 * order without its payment). Done by the shop itself rather than pg_dump, so any PostgreSQL the
 * shop runs on (the embedded one or DATABASE_URL's) is dumped without a client of its version, and
 * the restore rebuilds the schema with the shop's own migrations.
 */
export async function dumpDatabase(databaseUrl: string, folder: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const version = await client.query<{ name: string }>(`SELECT name FROM "${MIGRATIONS_TABLE}" ORDER BY id DESC LIMIT 1`).catch(() => ({
      rows: [],
    }));
    const schemaVersion = version.rows[0]?.name;
    if (!schemaVersion) throw new Error('The database has no migrations applied: it is not a shop database (or an empty one).');
    const tables: DumpedTable[] = [];
    for (const table of await tablesInLoadOrder(client)) {
      const columns = await columnsOf(client, table);
      const list = columns.map(quote).join(', ');
      const file = fs.createWriteStream(path.join(folder, `${table}.tsv`));
      const copy = client.query(copyTo(`COPY ${quote(table)} (${list}) TO STDOUT`));
      await pipeline(copy, file);
      tables.push({ name: table, columns, rows: copy.rowCount ?? 0 });
    }
    // Sequences stand outside the snapshot; read after it, they are at least what its rows used.
    const sequences: DatabaseDump['sequences'] = {};
    const found = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind = 'S' AND NOT ${isExtensionMember('c.oid')} ORDER BY 1`,
    );
    for (const { name } of found.rows) {
      if (name.startsWith(`${MIGRATIONS_TABLE}_`)) continue;
      const state = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${quote(name)}`);
      sequences[name] = state.rows[0]!;
    }
    const server = await client.query<{ server_version: string }>('SHOW server_version');
    await client.query('COMMIT');
    return { schemaVersion, serverVersion: server.rows[0]!.server_version, tables, sequences };
  } finally {
    await client.end();
  }
}

/** Whether the database holds any row outside the migrations' record: a shop that was started is never empty. */
export async function databaseIsEmpty(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    for (const table of await tablesInLoadOrder(client)) {
      const { rowCount } = await client.query(`SELECT 1 FROM ${quote(table)} LIMIT 1`);
      if (rowCount) return false;
    }
    return true;
  });
}

/** Other sessions on the database: a running shop must not have its tables replaced under it. */
export async function otherConnections(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows[0]!.count;
  });
}

/**
 * Puts a dump back: drops whatever the shop's schema holds (the caller has checked that it is
 * empty or that replacing was asked for), runs the shop's migrations up to the dump's schema
 * version, then loads every table and sets the sequences, in one transaction. A shop of a newer
 * version migrates the rest at its next start.
 */
export async function loadDatabase(
  databaseUrl: string,
  dump: DatabaseDump,
  tableContent: (table: string) => Promise<Readable>,
): Promise<void> {
  const last = MIGRATIONS.findIndex((migration) => migration.name === dump.schemaVersion);
  if (last < 0) {
    throw new Error(
      `The archive's schema version ${dump.schemaVersion} is unknown to this version of the shop: restore it with a newer one.`,
    );
  }
  await withClient(databaseUrl, dropShopObjects);
  const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl, migrations: MIGRATIONS.slice(0, last + 1) }).initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  await withClient(databaseUrl, async (client) => {
    // The archive names the tables to fill: exactly the ones its schema version has, or it is not one of ours.
    const expected = (await tablesInLoadOrder(client)).sort();
    const named = dump.tables.map((table) => table.name).sort();
    if (expected.join() !== named.join()) {
      throw new RestoreRefused(`The archive's tables (${named.join(', ')}) are not those of schema version ${dump.schemaVersion}.`);
    }
    await client.query('BEGIN');
    // Migrations may have written rows of their own (defaults); the dump's rows replace them.
    await client.query(`TRUNCATE ${dump.tables.map((table) => quote(table.name)).join(', ')}`);
    for (const table of dump.tables) {
      const copy = client.query(copyFrom(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`));
      await pipeline(await tableContent(table.name), copy);
    }
    for (const [name, state] of Object.entries(dump.sequences)) {
      if (state.last_value !== null)
        await client.query('SELECT setval($1::regclass, $2, $3)', [quote(name), state.last_value, state.is_called]);
    }
    await client.query('COMMIT');
  });
}

/** The shop's tables except the migrations' record, parents before the tables whose foreign keys name them. */
async function tablesInLoadOrder(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND NOT ${isExtensionMember('c.oid')} ORDER BY 1`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND child.oid <> parent.oid`,
  );
  const names = rows.map((row) => row.name).filter((name) => name !== MIGRATIONS_TABLE);
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`The tables' foreign keys go round in a circle (${[...path, name].join(' → ')})`);
    for (const reference of references.rows) if (reference.child === name) visit(reference.parent, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}

async function columnsOf(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
    [quote(table)],
  );
  return rows.map((row) => row.name);
}

/** Tables, views, sequences and functions of the shop's schema (the migrations' record too); extensions' objects stay. */
async function dropShopObjects(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string; kind: string }>(
    `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND NOT ${isExtensionMember('c.oid')}`,
  );
  const kinds: Record<string, string> = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE' };
  for (const { name, kind } of rows) await client.query(`DROP ${kinds[kind]} IF EXISTS ${quote(name)} CASCADE`);
  // Functions the migrations made (the search's folding): the migrations make them again.
  const { rows: functions } = await client.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema() AND NOT ${isExtensionMember('p.oid')}`,
  );
  for (const { signature } of functions) await client.query(`DROP FUNCTION IF EXISTS ${signature} CASCADE`);
}

function isExtensionMember(oid: string): string {
  return `EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
