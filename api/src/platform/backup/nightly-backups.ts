import { Inject, Injectable, Logger, Module, type DynamicModule } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import { BackgroundTasks } from '../background/background-tasks.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { writeBackup, stamp, type WrittenBackup } from './backup.js';
import { UploadsFolder } from './backup-files.js';
import { nightlyArchivesToDelete, nightlyBackupDue, NIGHTLY_PREFIX } from './retention.js';

/** How often the shop looks whether tonight's backup is due. */
const CHECK_EVERY_MS = 10 * 60_000;

const DATABASE_URL = Symbol('NIGHTLY_BACKUP_DATABASE_URL');

/**
 * The embedded shop backs itself up every night at BACKUP_HOUR into DATA_DIR/backups and keeps
 * BACKUP_KEEP_DAILY daily and BACKUP_KEEP_WEEKLY weekly archives: on one machine nobody else
 * would. A shop on DATABASE_URL leaves backups to its operator (`npm run backup`, or the
 * database's own continuous archiving).
 */
@Injectable()
export class NightlyBackups {
  private readonly logger = new Logger('backup');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(BackgroundTasks) background: BackgroundTasks,
  ) {
    background.schedule({
      name: 'nightly-backup',
      everyMs: CHECK_EVERY_MS,
      runsIn: 'workers',
      oneAcrossShop: true,
      run: () => this.backUpIfDue(),
    });
  }

  get folder(): string {
    return path.join(this.config.dataDir, 'backups');
  }

  /** Writes tonight's archive and deletes the nightly ones no longer kept; answers the archive and the deleted names. */
  async backUp(now = new Date()): Promise<{ backup: WrittenBackup; deleted: string[] }> {
    const backup = await writeBackup({
      databaseUrl: this.databaseUrl,
      files: new UploadsFolder(this.config.uploadsDir),
      folder: this.folder,
      name: `${NIGHTLY_PREFIX}${stamp(now)}`,
      now,
    });
    const { keepDaily, keepWeekly } = this.config.nightlyBackup;
    const deleted = nightlyArchivesToDelete(await fs.promises.readdir(this.folder), { daily: keepDaily, weekly: keepWeekly });
    for (const name of deleted) await fs.promises.rm(path.join(this.folder, name), { force: true });
    return { backup, deleted };
  }

  /** Tonight's archive, if it is due (`nightlyBackupDue`). */
  async backUpIfDue(now = new Date()): Promise<void> {
    await fs.promises.mkdir(this.folder, { recursive: true });
    if (!nightlyBackupDue(await fs.promises.readdir(this.folder), now, this.config.nightlyBackup.hour)) return;
    const { backup, deleted } = await this.backUp(now);
    this.logger.log(`nightly backup written to ${backup.file}${deleted.length ? `; ${deleted.length} older removed` : ''}`);
  }
}

/** Only for a shop on the embedded database (main.ts); `databaseUrl` is that database's. */
@Module({})
export class NightlyBackupsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return { module: NightlyBackupsModule, providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, NightlyBackups] };
  }
}
