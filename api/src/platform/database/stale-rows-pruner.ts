import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

const EVERY_MS = 10 * 60_000;
const BATCH = 500;
/** A short breath between batches, so pruning never holds up checkout's writes for long. */
const PAUSE_MS = 50;

/**
 * Keeps the bookkeeping tables from growing without end: idempotency keys go after 24 hours (a
 * retry comes within minutes), and done outbox events with their handled_events rows after
 * OUTBOX_RETENTION_DAYS. Deletes in small batches, each its own short statement, where background
 * work runs (RUN_WORKERS); several processes may prune side by side.
 */
@Injectable()
export class StaleRowsPruner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('pruner');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.timer = setInterval(() => this.runOnce(), EVERY_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Prunes everything due; answers how many rows of each kind went. */
  async prune(): Promise<{ idempotencyKeys: number; outboxEvents: number }> {
    const idempotencyKeys = await this.inBatches(
      `DELETE FROM idempotency_keys WHERE ctid IN (
         SELECT ctid FROM idempotency_keys WHERE created_at < now() - interval '24 hours' LIMIT ${BATCH})`,
      [],
    );
    const outboxEvents = await this.inBatches(
      `WITH old AS (
         SELECT id FROM outbox_events WHERE completed_at < now() - make_interval(days => $1)
         ORDER BY completed_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED),
       handled AS (DELETE FROM handled_events WHERE event_id IN (SELECT id FROM old))
       DELETE FROM outbox_events WHERE id IN (SELECT id FROM old)`,
      [this.config.outboxRetentionDays],
    );
    return { idempotencyKeys, outboxEvents };
  }

  private runOnce(): void {
    if (this.running) return;
    this.running = this.prune()
      .then(({ idempotencyKeys, outboxEvents }) => {
        if (idempotencyKeys + outboxEvents > 0)
          this.logger.log(`removed ${idempotencyKeys} idempotency keys and ${outboxEvents} old events`);
      })
      .catch((error: Error) => this.logger.warn(`pruning failed: ${error.message}`))
      .finally(() => (this.running = undefined));
  }

  private async inBatches(sql: string, parameters: unknown[]): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const [, deleted]: [unknown, number] = await this.dataSource.query(sql, parameters);
      total += deleted;
      if (deleted < BATCH) break;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    return total;
  }
}
