import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EventDispatcher } from './event-dispatcher.js';
import { EventHandlers } from './event-handlers.js';

const POLL_MS = 1000;
const BATCH = 50;
const MAX_BACKOFF_SECONDS = 300;
const MAX_RECHECK_SECONDS = 3600;

/**
 * Delivers stored events to the dispatcher, oldest first. Rows are claimed with SKIP LOCKED, so
 * any number of processes can relay side by side. An event that cannot be delivered (Redis down,
 * a handler failing in inline mode) stays in the outbox and is tried again with growing pauses.
 * An event is done when all its handlers ran: one handed to BullMQ is checked again later and,
 * if some handler has not run (the jobs were lost with Redis), handed on again.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('outbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wanted = false;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EventDispatcher) private readonly dispatcher: EventDispatcher,
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Called after a transaction stored events: deliver now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wanted = true;
    else this.schedule(0);
  }

  /** Delivers everything due now; resolves when done (tests use it to wait for side effects). */
  async drain(): Promise<void> {
    for (;;) {
      while (this.running) await this.running;
      if ((await this.relayBatch()) > 0) continue;
      // A pass that started meanwhile may hold events our batch skipped (SKIP LOCKED).
      if (!this.running) return;
    }
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.relayUntilIdle()
        .catch((error: Error) => this.logger.error(`relay failed: ${error.message}`))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.wanted ? 0 : POLL_MS);
          this.wanted = false;
        });
    }, delay);
  }

  /** Until a batch finds nothing due: handlers may have stored new events (e.g. email.sent) meanwhile. */
  private async relayUntilIdle(): Promise<void> {
    while (!this.stopped && (await this.relayBatch()) > 0);
  }

  private async relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const events: OutboxRow[] = await manager.query(
        `SELECT id, name, payload, attempts, handovers, dispatched_at, created_at FROM outbox_events
         WHERE completed_at IS NULL AND next_attempt_at <= now()
         ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      for (const event of events) {
        const stored = { id: String(event.id), name: event.name, payload: event.payload, createdAt: event.created_at.toISOString() };
        try {
          // Handed on before and every handler ran meanwhile (the worker's own mark was missed).
          if (event.dispatched_at && (await this.handlers.completeIfAllHandled(stored, manager))) continue;
          await this.dispatcher.dispatch(stored);
          if (this.dispatcher.mode === 'inline' || this.handlers.handlersOf(event.name).length === 0) {
            await manager.query(
              'UPDATE outbox_events SET dispatched_at = coalesce(dispatched_at, now()), completed_at = now(), last_error = NULL WHERE id = $1',
              [event.id],
            );
            continue;
          }
          // Queued: look again later, and hand on again if the queue lost it (a Redis that came back empty).
          const recheck = Math.min(this.config.outboxRecheckSeconds * 2 ** event.handovers, MAX_RECHECK_SECONDS);
          await manager.query(
            `UPDATE outbox_events SET dispatched_at = coalesce(dispatched_at, now()), handovers = handovers + 1,
               next_attempt_at = now() + make_interval(secs => $2), last_error = NULL WHERE id = $1`,
            [event.id, recheck],
          );
        } catch (error) {
          const backoff = Math.min(2 ** event.attempts, MAX_BACKOFF_SECONDS);
          this.logger.warn(`event ${event.id} (${event.name}) not delivered, retry in ${backoff}s: ${(error as Error).message}`);
          await manager.query(
            `UPDATE outbox_events SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1`,
            [event.id, backoff, (error as Error).message.slice(0, 2000)],
          );
        }
      }
      return events.length;
    });
  }
}

interface OutboxRow {
  id: string;
  name: string;
  payload: object;
  attempts: number;
  handovers: number;
  dispatched_at: Date | null;
  created_at: Date;
}
