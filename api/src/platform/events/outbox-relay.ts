import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundTasks, type BackgroundTask } from '../background/background-tasks.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EventDispatcher } from './event-dispatcher.js';
import { EventHandlers, type StoredEvent } from './event-handlers.js';
import { OnProcessEvent } from './process-events.js';

const POLL_MS = 1000;
/** Events claimed per round. */
export const RELAY_BATCH = 200;
/** A claimed event is left to its relay this long; then another may take it (its process died). */
const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 300;
const MAX_RECHECK_SECONDS = 3600;

/**
 * Delivers stored events to the dispatcher, oldest first, in batches whose events are handled at
 * the same time. A round claims up to RELAY_BATCH events with SKIP LOCKED and leases them (moves
 * their next attempt past the time delivery can take), so any number of processes relay side by
 * side without taking the same event, and no connection is held while handlers run.
 *
 * The events of one stream (one order) are delivered one after the other: a round takes only
 * events with no earlier event of their stream on its way (claimed, or queued and not yet run), so
 * a later one never overtakes an earlier one, nor runs beside it, in any process. An earlier event
 * that is failing holds the stream back no longer: one whose delivery failed, or one still not done
 * when checked again after its hand-over (OUTBOX_RECHECK_SECONDS). It is retried on its own, and
 * the order's other events (history, emails) do not wait days for a template or a handler fix.
 *
 * An event that cannot be delivered (Redis down, a handler failing in inline mode) stays in the
 * outbox and is tried again with growing pauses. An event is done when all its handlers ran: one
 * handed to BullMQ is checked again later and, if some handler has not run (the jobs were lost with
 * Redis), handed on again.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger('outbox');
  private readonly task: BackgroundTask;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EventDispatcher) private readonly dispatcher: EventDispatcher,
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
    @Inject(BackgroundTasks) background: BackgroundTasks,
  ) {
    // In every process: each delivers the events its own requests stored at once, and polls for the rest.
    this.task = background.schedule({
      name: 'outbox-relay',
      everyMs: POLL_MS,
      runsIn: 'every-process',
      runAtStart: true,
      run: (stopping) => this.relayUntilIdle(stopping),
    });
  }

  /** After a transaction of this process stored events, or an event got done here: deliver now rather than at the next poll. */
  @OnProcessEvent('outbox.committed')
  @OnProcessEvent('outbox.event_done')
  wake(): void {
    this.task.wake();
  }

  /** Delivers everything due now; resolves when done (tests use it to wait for side effects). */
  async drain(): Promise<void> {
    for (;;) {
      await this.task.idle();
      if ((await this.relayBatch()) > 0) continue;
      // A pass that started meanwhile may hold events our round could not take.
      if (!this.task.isRunning) return;
    }
  }

  /** Until a round finds nothing due: handlers may have stored new events (e.g. email.sent) meanwhile. */
  private async relayUntilIdle(stopping: AbortSignal): Promise<void> {
    while (!stopping.aborted && (await this.relayBatch()) > 0);
  }

  /** One round: claim, deliver, record the outcome. Answers how many events it claimed. */
  private async relayBatch(): Promise<number> {
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    const events = new Map(rows.map((row) => [String(row.id), stored(row)]));

    // Handed on before, and every handler ran meanwhile (the worker's own mark was missed).
    const rechecked = rows.filter((row) => row.dispatched_at);
    const completed = await Promise.all(rechecked.map((row) => this.handlers.completeIfAllHandled(events.get(String(row.id))!)));
    rechecked.forEach((row, i) => completed[i] && events.delete(String(row.id)));

    const failed = await this.dispatcher.dispatch([...events.values()]);
    const done: string[] = [];
    const queued: string[] = [];
    for (const event of events.values()) {
      if (failed.has(event.id)) continue;
      if (this.dispatcher.mode === 'inline' || this.handlers.handlersOf(event.name).length === 0) done.push(event.id);
      else queued.push(event.id);
    }
    if (done.length > 0) {
      await this.dataSource.query(
        `UPDATE outbox_events SET dispatched_at = coalesce(dispatched_at, now()), completed_at = now(), last_error = NULL
         WHERE id = ANY($1::bigint[])`,
        [done],
      );
    }
    if (queued.length > 0) {
      // Queued: look again later, and hand on again if the queue lost it (a Redis that came back empty).
      await this.dataSource.query(
        `UPDATE outbox_events SET dispatched_at = coalesce(dispatched_at, now()), handovers = handovers + 1, last_error = NULL,
           next_attempt_at = now() + make_interval(secs => least($2 * power(2, handovers), $3))
         WHERE id = ANY($1::bigint[])`,
        [queued, this.config.outboxRecheckSeconds, MAX_RECHECK_SECONDS],
      );
    }
    for (const row of rows) {
      const error = failed.get(String(row.id));
      if (!error) continue;
      const backoff = Math.min(2 ** row.attempts, MAX_BACKOFF_SECONDS);
      this.logger.warn(`event ${row.id} (${row.name}) not delivered, retry in ${backoff}s: ${error.message}`);
      await this.dataSource.query(
        `UPDATE outbox_events SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1`,
        [row.id, backoff, error.message.slice(0, 2000)],
      );
    }
    return rows.length;
  }

  /** Takes the due events, oldest first, that no earlier event of their stream holds back, and leases them. */
  private async claim(): Promise<OutboxRow[]> {
    const [rows] = await this.dataSource.query(
      `UPDATE outbox_events SET next_attempt_at = now() + make_interval(secs => $1)
       WHERE id IN (
         SELECT id FROM outbox_events e
         WHERE completed_at IS NULL AND next_attempt_at <= now()
           AND NOT EXISTS (SELECT 1 FROM outbox_events earlier
                           WHERE earlier.stream = e.stream AND earlier.completed_at IS NULL AND earlier.id < e.id
                             AND earlier.attempts = 0 AND earlier.handovers <= 1)
         ORDER BY id LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, name, payload, attempts, handovers, dispatched_at, created_at`,
      [LEASE_SECONDS],
    );
    return (rows as OutboxRow[]).sort((a, b) => Number(a.id) - Number(b.id));
  }
}

function stored(row: OutboxRow): StoredEvent {
  return { id: String(row.id), name: row.name, payload: row.payload, createdAt: row.created_at.toISOString() };
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
