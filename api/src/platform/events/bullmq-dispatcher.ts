import { InjectQueue } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Worker, type Job, type JobsOptions, type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { EventDispatcher } from './event-dispatcher.js';
import { EventHandlers, type StoredEvent } from './event-handlers.js';
import { EVENTS_QUEUE } from './events-queue.js';
import { ProcessEventBus } from './process-events.js';

/** Retried with backoff; finished jobs pruned so Redis stays small; failed ones kept for admins. */
export const EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

const WORKER_CONCURRENCY = 6;

/**
 * How long a stopping process lets its running jobs finish. Past it they are interrupted: BullMQ
 * hands each back as stalled once its lock runs out, and it is retried (handlers are idempotent).
 * Without a bound, one job that never ends (a handler waiting on a server that never answers) holds the shutdown.
 * 20 s: a confirmation draws three PDFs (a second or more of CPU each, in the PDF threads), so a
 * full set of running jobs needs longer than 10 s under load (a stopping process under the stopping
 * browser test's load still took 6 to 13 s to exit); an interrupted one is done again elsewhere, its
 * mail, if already out, not sent again (`EventContext.once`). With SHUTDOWN_DRAIN_SECONDS (5) it stays within compose's 30 s.
 */
export const SHUTDOWN_GRACE_MS = 20_000;

/**
 * With Redis: one job per (event, handler). The job id makes a second enqueue of the same pair a
 * no-op while Redis still has the job, and brings it back when Redis lost it.
 */
@Injectable()
export class BullmqDispatcher extends EventDispatcher {
  readonly mode = 'bullmq' as const;

  constructor(
    @InjectQueue(EVENTS_QUEUE) private readonly queue: Queue,
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
  ) {
    super();
  }

  /** One round trip to Redis for the whole batch; it is queued whole or not at all. */
  async dispatch(events: StoredEvent[]): Promise<Map<string, Error>> {
    const jobs = events.flatMap((event) =>
      this.handlers.handlersOf(event.name).map((handler) => ({
        name: handler,
        data: event,
        opts: { ...EVENT_JOB_OPTIONS, jobId: `${event.id}-${handler.replace(/\W/g, '_')}` },
      })),
    );
    if (jobs.length === 0) return new Map();
    try {
      await this.queue.addBulk(jobs);
      return new Map();
    } catch (error) {
      return new Map(events.map((event) => [event.id, error as Error]));
    }
  }
}

/**
 * The worker side: runs the handler a job names (in API processes unless RUN_WORKERS=false, and in
 * `npm run worker`). Managed here rather than with @nestjs/bullmq's @Processor because that one's
 * shutdown waits forever for a Redis that is down, and for a job that never ends; here the close
 * is forced then, and after SHUTDOWN_GRACE_MS (a job it interrupts is retried later, and handlers
 * are idempotent).
 */
@Injectable()
export class EventsWorker implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('events-worker');
  private worker: Worker<StoredEvent> | undefined;
  private readonly running = new Set<Promise<void>>();
  /** Whether every running job finished within the grace period when the process began to stop. */
  private finished = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
    @Inject(ProcessEventBus) private readonly processEvents: ProcessEventBus,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    const handle = async (job: Job<StoredEvent>) => {
      // One connection for the job: under load, requests queue for the pool, once is enough.
      const connection = this.dataSource.createQueryRunner();
      try {
        await this.handlers.run(job.name, job.data, connection.manager);
        // The last handler of an event to finish marks it done in the outbox; the next event of
        // its stream (and any event the handler stored) can go now.
        if (await this.handlers.completeIfAllHandled(job.data, connection.manager)) {
          this.processEvents.emit('outbox.event_done', { eventId: job.data.id });
        }
      } finally {
        await connection.release();
      }
    };
    const tracked = (job: Job<StoredEvent>) => {
      const run = handle(job);
      this.running.add(run);
      void run.finally(() => this.running.delete(run)).catch(() => undefined);
      return run;
    };
    this.worker = new Worker<StoredEvent>(EVENTS_QUEUE, tracked, {
      // Blocking connections must retry forever (BullMQ requires maxRetriesPerRequest: null).
      connection: { url: this.config.redisUrl, maxRetriesPerRequest: null },
      // Jobs of different streams (the relay hands on one event per stream at a time); each holds
      // a database connection of the pool (10) while it runs.
      concurrency: WORKER_CONCURRENCY,
    });
    this.worker.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`job ${job?.id} (${job?.name}) failed, attempt ${job?.attemptsMade}: ${error.message}`),
    );
  }

  /**
   * Before any module shuts down (the database pool closes in onApplicationShutdown): no new jobs,
   * and the running ones get the grace period to finish on the connections they hold. A job that
   * lost its database in the middle is rolled back and run again elsewhere; its mail, if already out,
   * is not sent again (`EventContext.once`).
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.worker) return;
    // Running jobs may finish while Redis answers; with Redis gone there is nothing to wait for.
    const connected = await Promise.race([
      this.worker.waitUntilReady().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000)),
    ]);
    if (!connected) return;
    await this.worker.pause(true);
    this.finished = await Promise.race([
      Promise.allSettled(this.running).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS).unref()),
    ]);
    if (!this.finished) this.logger.warn(`stopping with ${this.running.size} job(s) still running: they will be retried`);
  }

  /** The close interrupts what is left past the grace period (or everything, with Redis gone). */
  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close(!this.finished);
  }
}
