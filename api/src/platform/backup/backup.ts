import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { BackupFiles } from './backup-files.js';
import { databaseIsEmpty, dumpDatabase, loadDatabase, otherConnections, RestoreRefused, type DatabaseDump } from './database-dump.js';

export { RestoreRefused };

const FORMAT = 'bookshop-backup';
const FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
/** A manifest larger than this is not one of ours. */
const MAX_MANIFEST_BYTES = 1_000_000;

/** What an archive holds, written first into it as manifest.json. */
export interface BackupManifest {
  format: typeof FORMAT;
  format_version: number;
  created_at: string;
  /** The last migration the database had run. */
  schema_version: string;
  postgres_version: string;
  /** Rows per table, for a reader who wants to know what is inside without restoring it. */
  counts: Record<string, number>;
  database: Pick<DatabaseDump, 'tables' | 'sequences'>;
  uploads: { files: number; bytes: number };
}

export interface WrittenBackup {
  file: string;
  manifest: BackupManifest;
}

/**
 * Writes one archive (a gzipped tar) into `folder`: manifest.json, then database/<table>.tsv
 * (each table in COPY's text format, all from one snapshot), then uploads/<key> for every file.
 * It is written aside and renamed when complete, so a file named *.tar.gz is always whole.
 */
export async function writeBackup(options: {
  databaseUrl: string;
  files: BackupFiles;
  folder: string;
  /** The archive's name without .tar.gz; by default bookshop-<UTC time>. */
  name?: string;
  now?: Date;
}): Promise<WrittenBackup> {
  const now = options.now ?? new Date();
  await fs.promises.mkdir(options.folder, { recursive: true });
  const file = path.join(options.folder, `${options.name ?? `bookshop-${stamp(now)}`}.tar.gz`);
  const staging = await fs.promises.mkdtemp(path.join(options.folder, '.backup-'));
  const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
  try {
    const dump = await dumpDatabase(options.databaseUrl, staging);
    const uploads: { key: string; size: number }[] = [];
    for await (const stored of options.files.list()) uploads.push(stored);
    const manifest: BackupManifest = {
      format: FORMAT,
      format_version: FORMAT_VERSION,
      created_at: now.toISOString(),
      schema_version: dump.schemaVersion,
      postgres_version: dump.serverVersion,
      counts: Object.fromEntries(dump.tables.map((table) => [table.name, table.rows])),
      database: { tables: dump.tables, sequences: dump.sequences },
      uploads: { files: uploads.length, bytes: uploads.reduce((sum, stored) => sum + stored.size, 0) },
    };

    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), fs.createWriteStream(partial));
    await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const table of dump.tables) {
      const tableFile = path.join(staging, `${table.name}.tsv`);
      const { size } = await fs.promises.stat(tableFile);
      await addEntry(pack, `database/${table.name}.tsv`, fs.createReadStream(tableFile), size);
    }
    for (const stored of uploads) await addEntry(pack, `uploads/${stored.key}`, options.files.read(stored.key), stored.size);
    pack.finalize();
    await written;
    await fs.promises.rename(partial, file);
    return { file, manifest };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true });
  }
}

/**
 * Puts an archive back: the database (its schema rebuilt by the migrations up to the archive's
 * version, then its rows) and the uploaded files. Refuses a database with rows or a folder with
 * files unless `replace`, and a database other sessions are connected to (stop the shop first).
 */
export async function restoreBackup(options: {
  archive: string;
  databaseUrl: string;
  files: BackupFiles;
  replace: boolean;
}): Promise<BackupManifest> {
  const manifest = await readManifest(options.archive);
  if (!options.replace) {
    if (!(await databaseIsEmpty(options.databaseUrl))) {
      throw new RestoreRefused('The database is not empty: restore into an empty one, or add --replace to replace what it holds.');
    }
    if (!(await options.files.isEmpty())) {
      throw new RestoreRefused(`The uploads folder ${options.files.place} is not empty: add --replace to replace its files.`);
    }
  }
  const connected = await otherConnections(options.databaseUrl);
  if (connected > 0) {
    throw new RestoreRefused(`${connected} other connection(s) use the database: stop the shop (and its workers) before restoring.`);
  }

  // The tables are loaded while the archive is read: each table's entry is handed to the
  // database as it comes, in the order the backup wrote them (parents first).
  const entries = archiveEntries(options.archive);
  const next = async (): Promise<{ name: string; content: Readable } | undefined> => {
    const result = await entries.next();
    return result.done ? undefined : result.value;
  };
  try {
    const first = await next();
    if (first?.name !== MANIFEST) throw new RestoreRefused(`${options.archive} does not start with its manifest.`);
    first.content.resume();
    await loadDatabase(
      options.databaseUrl,
      { ...manifest.database, schemaVersion: manifest.schema_version, serverVersion: manifest.postgres_version },
      async (table) => {
        const entry = await next();
        if (entry?.name !== `database/${table}.tsv`)
          throw new RestoreRefused(`${options.archive} lacks the table ${table} where expected.`);
        return entry.content;
      },
    );
    if (options.replace) await options.files.clear();
    for (let entry = await next(); entry; entry = await next()) {
      if (!entry.name.startsWith('uploads/')) throw new RestoreRefused(`${options.archive} holds an unexpected file: ${entry.name}`);
      await options.files.write(entry.name.slice('uploads/'.length), entry.content);
    }
  } finally {
    await entries.return(undefined);
  }
  return manifest;
}

/** The manifest of an archive, checked to be one of this shop's backups. */
export async function readManifest(archive: string): Promise<BackupManifest> {
  await fs.promises.access(archive, fs.constants.R_OK).catch((error: Error) => {
    throw new RestoreRefused(`${archive} cannot be read (${error.message}).`);
  });
  const entries = archiveEntries(archive);
  try {
    const first = await entries.next().catch((error: Error) => {
      throw new RestoreRefused(`${archive} is not a backup archive of this shop (${error.message}).`);
    });
    if (first.done || first.value.name !== MANIFEST)
      throw new RestoreRefused(`${archive} is not a backup archive of this shop (no manifest).`);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of first.value.content) {
      size += (chunk as Buffer).length;
      if (size > MAX_MANIFEST_BYTES) throw new RestoreRefused(`${archive} has a manifest of more than ${MAX_MANIFEST_BYTES} bytes.`);
      chunks.push(chunk as Buffer);
    }
    const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
    if (manifest.format !== FORMAT || manifest.format_version !== FORMAT_VERSION) {
      throw new RestoreRefused(`${archive} is not a backup archive of this shop (format ${manifest.format} ${manifest.format_version}).`);
    }
    return manifest;
  } finally {
    await entries.return(undefined);
  }
}

/** The archive's entries in order; each entry's content must be read (or resumed) before the next. */
async function* archiveEntries(archive: string): AsyncGenerator<{ name: string; content: Readable }, void, undefined> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(archive), createGunzip(), extract);
  reading.catch(() => undefined); // surfaced by the iteration below
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      yield { name: entry.header.name, content: Readable.from(entry) };
    }
    await reading;
  } finally {
    extract.destroy();
  }
}

function addEntry(pack: tar.Pack, name: string, content: Buffer | Readable, size?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (Buffer.isBuffer(content)) {
      pack.entry({ name }, content, (error) => (error ? reject(error) : resolve()));
      return;
    }
    const entry = pack.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
    content.on('error', reject);
    content.pipe(entry);
  });
}

/** 2026-11-27T03:05:09Z → 20261127-030509: sorts by time, and safe in a file name everywhere. */
export function stamp(time: Date): string {
  return time
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
}
