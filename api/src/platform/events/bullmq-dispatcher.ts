import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { EventDispatcher } from './event-dispatcher.js';
import { EventHandlers, type StoredEvent } from './event-handlers.js';

export const EVENTS_QUEUE = 'events';

/** Retried with backoff; finished jobs pruned so Redis stays small; failed ones kept for admins. */
export const EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** With Redis: one job per (event, handler); the job id makes a second enqueue of the same pair a no-op. */
@Injectable()
export class BullmqDispatcher extends EventDispatcher {
  readonly mode = 'bullmq' as const;

  constructor(
    @InjectQueue(EVENTS_QUEUE) private readonly queue: Queue,
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
  ) {
    super();
  }

  async dispatch(event: StoredEvent): Promise<void> {
    const jobs = this.handlers.handlersOf(event.name).map((handler) => ({
      name: handler,
      data: event,
      opts: { ...EVENT_JOB_OPTIONS, jobId: `${event.id}-${handler.replace(/\W/g, '_')}` },
    }));
    if (jobs.length > 0) await this.queue.addBulk(jobs);
  }
}

/** The worker side: runs the handler a job names (in API processes unless RUN_WORKERS=false, and in `npm run worker`). */
@Processor(EVENTS_QUEUE, { concurrency: 4 })
export class EventsWorker extends WorkerHost {
  constructor(@Inject(EventHandlers) private readonly handlers: EventHandlers) {
    super();
  }

  async process(job: Job<StoredEvent>): Promise<void> {
    await this.handlers.run(job.name, job.data);
  }
}
