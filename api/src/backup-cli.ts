import 'dotenv/config';
import path from 'node:path';
import { readManifest, restoreBackup, RestoreRefused, writeBackup, type BackupManifest } from './platform/backup/backup.js';
import { UploadsFolder } from './platform/backup/backup-files.js';
import { loadConfig } from './platform/config/app-config.js';
import { reachEmbeddedPostgres } from './platform/database/embedded-postgres.js';
import { StartupError } from './platform/startup-error.js';

const USAGE = `usage: npm run backup [-- <folder>]              (default DATA_DIR/backups)
       npm run restore -- <archive> [--replace]`;

/** A problem the operator can fix: printed as one line, exit code 1. */
class CommandError extends Error {}

/**
 * `npm run backup` and `npm run restore`: one archive holding the shop's database (all its tables
 * from one snapshot) and its uploaded files, against DATABASE_URL or the embedded database of
 * DATA_DIR (the running shop's, or one started for the command), and the uploads under DATA_DIR.
 */
async function main([command, ...args]: string[]): Promise<void> {
  const replace = args.includes('--replace');
  const operands = args.filter((arg) => arg !== '--replace');
  if (command === 'backup' ? operands.length > 1 || replace : command !== 'restore' || operands.length !== 1) throw new CommandError(USAGE);

  const config = loadConfig();
  const files = new UploadsFolder(config.uploadsDir);
  if (command === 'restore') await readManifest(path.resolve(operands[0]!)); // a wrong file is said before a database starts
  const embedded = config.databaseUrl ? undefined : await reachEmbeddedPostgres(config.dataDir, () => {});
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  try {
    if (command === 'backup') {
      const { file, manifest } = await writeBackup({
        databaseUrl,
        files,
        folder: path.resolve(operands[0] ?? path.join(config.dataDir, 'backups')),
      });
      console.log(`Backup written to ${file}`);
      console.log(describe(manifest));
      return;
    }
    const archive = path.resolve(operands[0]!);
    const manifest = await restoreBackup({ archive, databaseUrl, files, replace });
    console.log(
      `Restored ${archive} (taken ${manifest.created_at}) into the database${config.databaseUrl ? '' : ` under ${config.dataDir}`} and ${files.place}:`,
    );
    console.log(describe(manifest));
  } finally {
    await embedded?.stop();
  }
}

/** What an archive holds, in a few lines a person reads. */
function describe(manifest: BackupManifest): string {
  const rows = Object.entries(manifest.counts)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  return [
    `  schema version ${manifest.schema_version} (PostgreSQL ${manifest.postgres_version})`,
    `  rows: ${rows || 'none'}`,
    `  uploaded files: ${manifest.uploads.files} (${(manifest.uploads.bytes / 1_048_576).toFixed(1)} MB)`,
  ].join('\n');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof CommandError || error instanceof RestoreRefused || error instanceof StartupError) console.error(error.message);
    else
      console.error(
        `The ${process.argv[2] === 'restore' ? 'restore' : 'backup'} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error.stack);
    process.exit(1);
  },
);
