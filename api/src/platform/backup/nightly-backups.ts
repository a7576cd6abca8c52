import { Inject, Injectable, Logger, Module, type DynamicModule, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { writeBackup, stamp, type WrittenBackup } from './backup.js';
import { UploadsFolder } from './backup-files.js';
import { nextNightlyRun, nightlyArchivesToDelete, NIGHTLY_PREFIX } from './retention.js';

const DATABASE_URL = Symbol('NIGHTLY_BACKUP_DATABASE_URL');

/**
 * The embedded shop backs itself up every night at BACKUP_HOUR into DATA_DIR/backups and keeps
 * BACKUP_KEEP_DAILY daily and BACKUP_KEEP_WEEKLY weekly archives: on one machine nobody else
 * would. A shop on DATABASE_URL leaves backups to its operator (`npm run backup`, or the
 * database's own continuous archiving).
 */
@Injectable()
export class NightlyBackups implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('backup');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
  ) {}

  get folder(): string {
    return path.join(this.config.dataDir, 'backups');
  }

  onApplicationBootstrap(): void {
    this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
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

  private schedule(): void {
    const delay = nextNightlyRun(new Date(), this.config.nightlyBackup.hour).getTime() - Date.now();
    this.timer = setTimeout(() => {
      this.running = this.backUp()
        .then(({ backup, deleted }) =>
          this.logger.log(`nightly backup written to ${backup.file}${deleted.length ? `; ${deleted.length} older removed` : ''}`),
        )
        .catch((error: Error) => this.logger.error(`nightly backup failed: ${error.message}`))
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.schedule();
        });
    }, delay);
    this.timer.unref();
  }
}

/** Only for a shop on the embedded database (main.ts); `databaseUrl` is that database's. */
@Module({})
export class NightlyBackupsModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return { module: NightlyBackupsModule, providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, NightlyBackups] };
  }
}
