import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { BackgroundTasks } from '../background/background-tasks.js';

const EVERY_MS = 10 * 60_000;
const BATCH = 500;
/** A short breath between batches, so pruning never holds up checkout's writes for long. */
const PAUSE_MS = 50;

/**
 * Keeps the bookkeeping tables from growing without end: idempotency keys go after 24 hours (a
 * retry comes within minutes), and done outbox events with their handled_events rows after
 * OUTBOX_RETENTION_DAYS. Deletes in small batches, each its own short statement, where background
 * work runs (RUN_WORKERS), one process at a time.
 */
@Injectable()
export class StaleRowsPruner {
  private readonly logger = new Logger('pruner');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BackgroundTasks) background: BackgroundTasks,
  ) {
    background.schedule({
      name: 'stale-rows-pruner',
      everyMs: EVERY_MS,
      runsIn: 'workers',
      oneAcrossShop: true,
      run: (stopping) => this.pruneAndLog(stopping),
    });
  }

  /** Prunes everything due; answers how many rows of each kind went. */
  async prune(stopping?: AbortSignal): Promise<{ idempotencyKeys: number; outboxEvents: number }> {
    const idempotencyKeys = await this.inBatches(
      `DELETE FROM idempotency_keys WHERE ctid IN (
         SELECT ctid FROM idempotency_keys WHERE created_at < now() - interval '24 hours' LIMIT ${BATCH})`,
      [],
      stopping,
    );
    const outboxEvents = await this.inBatches(
      `WITH old AS (
         SELECT id FROM outbox_events WHERE completed_at < now() - make_interval(days => $1)
         ORDER BY completed_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED),
       handled AS (DELETE FROM handled_events WHERE event_id IN (SELECT id FROM old))
       DELETE FROM outbox_events WHERE id IN (SELECT id FROM old)`,
      [this.config.outboxRetentionDays],
      stopping,
    );
    return { idempotencyKeys, outboxEvents };
  }

  private async pruneAndLog(stopping: AbortSignal): Promise<void> {
    const { idempotencyKeys, outboxEvents } = await this.prune(stopping);
    if (idempotencyKeys + outboxEvents > 0) this.logger.log(`removed ${idempotencyKeys} idempotency keys and ${outboxEvents} old events`);
  }

  private async inBatches(sql: string, parameters: unknown[], stopping?: AbortSignal): Promise<number> {
    let total = 0;
    while (!stopping?.aborted) {
      const [, deleted]: [unknown, number] = await this.dataSource.query(sql, parameters);
      total += deleted;
      if (deleted < BATCH) break;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    return total;
  }
}
