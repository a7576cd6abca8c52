import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { apiError } from '../http/api-error.js';
import { EVENTS_QUEUE } from './events-queue.js';
import { EventDispatcher } from './event-dispatcher.js';

const LISTED = 50;
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

interface UndeliveredRow {
  id: string | number;
  name: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  handed_on_at: Date | null;
}

/**
 * What admins see of the background work: events whose handlers have not all run yet (Redis down,
 * a handler failing in inline mode, or handed to the queue and not yet worked, with the time they
 * were handed on) and, with BullMQ, job counts and the failed jobs, kept 30 days.
 */
@Injectable()
export class EventMonitor {
  /** The backlog is counted up to this many events, so reading it stays cheap however long Redis is away. */
  static readonly BACKLOG_COUNTED_UP_TO = 10_000;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EventDispatcher) private readonly dispatcher: EventDispatcher,
    @Optional() @Inject(getQueueToken(EVENTS_QUEUE)) private readonly queue?: Queue,
  ) {}

  async overview() {
    const undelivered: UndeliveredRow[] = await this.dataSource.query(
      `SELECT id, name, attempts, last_error, next_attempt_at, created_at, dispatched_at AS handed_on_at FROM outbox_events
       WHERE completed_at IS NULL ORDER BY id LIMIT ${LISTED}`,
    );
    const base = {
      mode: this.dispatcher.mode,
      undelivered_events: undelivered.map((row) => ({ ...row, id: String(row.id) })),
    };
    if (!this.queue) return { ...base, counts: null, failed_jobs: [] };
    try {
      const counts = await this.queue.getJobCounts(...QUEUE_STATES);
      const failed = await this.queue.getFailed(0, LISTED - 1);
      return {
        ...base,
        counts,
        failed_jobs: failed.map((job) => ({
          // A job read back from the queue always has its id (only one being created may lack it).
          id: job.id as string,
          handler: job.name,
          event: job.data.name,
          event_id: job.data.id,
          failed_reason: job.failedReason,
          attempts: job.attemptsMade,
          failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
        })),
      };
    } catch (error) {
      return { ...base, counts: null, failed_jobs: [], queue_error: (error as Error).message };
    }
  }

  get mode(): EventDispatcher['mode'] {
    return this.dispatcher.mode;
  }

  /** How many events wait for their handlers (up to the bound), and when the oldest of those was stored. */
  async backlog(): Promise<{ events: number; oldestCreatedAt: Date | null }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = '2s'`);
      const [row] = await manager.query(
        `SELECT count(*)::int AS events, min(created_at) AS oldest
         FROM (SELECT created_at FROM outbox_events WHERE completed_at IS NULL LIMIT ${EventMonitor.BACKLOG_COUNTED_UP_TO}) open`,
      );
      return { events: row.events, oldestCreatedAt: row.oldest ? new Date(row.oldest) : null };
    });
  }

  /** BullMQ's job counts by state; null without Redis (inline mode). */
  async queueCounts(): Promise<Record<string, number> | null> {
    if (!this.queue) return null;
    return this.queue.getJobCounts(...QUEUE_STATES);
  }

  /** Tries a failed job again (BullMQ), or an undelivered event now rather than at its next attempt. */
  async retry(kind: 'job' | 'event', id: string): Promise<void> {
    if (kind === 'event') {
      if (!/^\d{1,18}$/.test(id)) throw apiError(API_ERRORS.eventNotFound);
      const [, changed] = await this.dataSource.query(
        'UPDATE outbox_events SET next_attempt_at = now() WHERE id = $1 AND completed_at IS NULL',
        [id],
      );
      if (changed === 0) throw apiError(API_ERRORS.eventNotFound);
      return;
    }
    const job = this.queue && (await this.queue.getJob(id));
    if (!job || !(await job.isFailed())) throw apiError(API_ERRORS.jobNotFound);
    await job.retry();
  }
}
