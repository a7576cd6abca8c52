import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { EventMonitor } from '../events/event-monitor.js';
import { OnProcessEvent, type ProcessEvents } from '../events/process-events.js';

/** A scrape waits at most this long for the database or Redis; a slow source is reported down, not waited for. */
const SOURCE_TIMEOUT_MS = 2_000;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * This process's metrics in the Prometheus text format (GET /api/metrics). Modules register their
 * own counters on `registry` (orders, payments, emails); this holds what the platform sees itself:
 * HTTP requests by route pattern and status, the runs of event handlers, and, read at scrape time, the outbox backlog and the
 * job queue's depths. Every label has a bounded set of values.
 */
@Injectable()
export class Metrics implements OnModuleDestroy {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly handlerRuns: Counter<'handler' | 'outcome'>;
  private readonly handlerDurations: Histogram<'handler'>;
  // Shared state (the outbox in PostgreSQL, the queue in Redis), set at scrape time.
  private readonly sourceUp: Gauge<'source'>;
  private readonly outboxBacklog: Gauge;
  private readonly outboxOldestAge: Gauge;
  private readonly queueJobs: Gauge<'state'>;

  constructor(@Inject(EventMonitor) private readonly monitor: EventMonitor) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'bookshop_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'bookshop_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.handlerRuns = new Counter({
      name: 'bookshop_event_handler_runs_total',
      help: 'Runs of domain event handlers in this process, by handler (Class.method) and outcome: done, failed (retried later), skipped (it had run before)',
      labelNames: ['handler', 'outcome'],
      registers,
    });
    this.handlerDurations = new Histogram({
      name: 'bookshop_event_handler_duration_seconds',
      help: 'Time a domain event handler took, by handler, when it ran (done or failed)',
      labelNames: ['handler'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.sourceUp = new Gauge({
      name: 'bookshop_metrics_source_up',
      help: 'Whether this scrape could read the source (outbox: PostgreSQL, queue: Redis), 1 or 0',
      labelNames: ['source'],
      registers,
    });
    this.outboxBacklog = new Gauge({
      name: 'bookshop_outbox_backlog',
      help: `Stored events whose handlers have not all run yet (counted up to ${EventMonitor.BACKLOG_COUNTED_UP_TO})`,
      registers,
    });
    this.outboxOldestAge = new Gauge({
      name: 'bookshop_outbox_oldest_event_age_seconds',
      help: 'Age of the oldest stored event whose handlers have not all run yet (0 when there is none)',
      registers,
    });
    this.queueJobs = new Gauge({
      name: 'bookshop_queue_jobs',
      help: 'Jobs in the BullMQ events queue by state (failed ones are kept 30 days for a retry); absent without REDIS_URL',
      labelNames: ['state'],
      registers,
    });
  }

  /** Counts and times every request; the route is the pattern that matched (`/api/orders/:process_number`), never the URL. */
  readonly httpMiddleware = (request: Request, response: Response, next: NextFunction): void => {
    this.measureRequest(request, response, () => routeOf(request));
    next();
  };

  /** Counts and times one request from now until its answer is sent, under the route pattern `route()` names then. */
  measureRequest(request: { method?: string }, response: ServerResponse, route: () => string): void {
    const stop = this.durations.startTimer();
    response.once('finish', () => {
      const labels = {
        method: request.method && METHODS.has(request.method) ? request.method : 'other',
        route: route(),
        status: String(response.statusCode),
      };
      this.requests.inc(labels);
      stop(labels);
    });
  }

  @OnProcessEvent('event.handled')
  countHandled({ handler, outcome, seconds }: ProcessEvents['event.handled']): void {
    this.handlerRuns.inc({ handler, outcome });
    if (outcome !== 'skipped') this.handlerDurations.observe({ handler }, seconds);
  }

  /** The text format; shared state is read first, each source within a bound (a slow one is reported down, not waited for). */
  async text(): Promise<string> {
    const [outbox, queue] = await Promise.all([
      withinBound(this.monitor.backlog()),
      this.monitor.mode === 'bullmq' ? withinBound(this.monitor.queueCounts()) : Promise.resolve(null),
    ]);
    this.sourceUp.set({ source: 'outbox' }, outbox ? 1 : 0);
    this.outboxBacklog.reset();
    this.outboxOldestAge.reset();
    if (outbox) {
      this.outboxBacklog.set(outbox.events);
      this.outboxOldestAge.set(outbox.oldestCreatedAt ? Math.max(0, (Date.now() - outbox.oldestCreatedAt.getTime()) / 1000) : 0);
    }
    this.queueJobs.reset();
    if (queue !== null) {
      this.sourceUp.set({ source: 'queue' }, queue ? 1 : 0);
      for (const [state, count] of Object.entries(queue ?? {})) this.queueJobs.set({ state }, count);
    }
    return this.registry.metrics();
  }

  onModuleDestroy(): void {
    this.registry.clear();
  }
}

/** Express's matched route with the router's mount point; requests no route matched share one label. */
function routeOf(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  if (!route || typeof route.path !== 'string') return request.path.startsWith('/api/') ? 'unmatched' : 'static';
  return `${request.baseUrl}${route.path}`;
}

function withinBound<T>(work: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SOURCE_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
