import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Metrics } from '../metrics/metrics.js';

/** The first key of every task's advisory lock; the second is the hash of the task's name. */
const TASK_LOCK_SPACE = 72_410_100;

/** What a piece of recurring background work is, and where and how often it runs. */
export interface BackgroundTaskSpec {
  /** Names the task in logs, metrics and its lock: lower case, with dashes. */
  name: string;
  /** The pause from the end of one run to the start of the next, so runs never overlap. */
  everyMs: number;
  /** Each pause varies by up to this share of `everyMs` (0.1: ±10%), so processes started together drift apart. */
  jitter?: number;
  /** `workers`: only in processes that run background work (RUN_WORKERS); `every-process`: in every API process too. */
  runsIn: 'workers' | 'every-process';
  /** One run at a time across the whole shop (a PostgreSQL advisory lock); a process that finds it held skips its turn. */
  oneAcrossShop?: boolean;
  /** The first run right after start rather than after one pause. */
  runAtStart?: boolean;
  /** One run. `stopping` is aborted when the process stops: a long run should end its loop soon after. */
  run(stopping: AbortSignal): Promise<unknown>;
}

/** A scheduled task, as its owner sees it. */
export interface BackgroundTask {
  /** Run as soon as the current run ends (or now, if none is running), rather than after the pause. */
  wake(): void;
  /** Resolves once no run of this task is in progress in this process. */
  idle(): Promise<void>;
  readonly isRunning: boolean;
}

type Outcome = 'done' | 'failed' | 'skipped';

/**
 * The one way the shop runs recurring background work: each task on its own timer with jitter, one
 * run at a time in a process (the next pause starts when a run ends), optionally one run at a time
 * in the whole shop, and a clean stop: at shutdown no run starts and the running ones finish before
 * the database closes. Runs, failures and durations are in the metrics per task.
 *
 * Owners call `schedule` from their constructor or `onModuleInit`; the timers start once the
 * application has booted.
 */
@Injectable()
export class BackgroundTasks implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('background');
  private readonly tasks: ScheduledTask[] = [];
  private readonly runs: Counter<'task' | 'outcome'>;
  private readonly durations: Histogram<'task'>;
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Metrics) metrics: Metrics,
  ) {
    const registers = [metrics.registry];
    this.runs = new Counter({
      name: 'bookshop_background_runs_total',
      help: 'Runs of each background task: done, failed, or skipped (another process held the task)',
      labelNames: ['task', 'outcome'],
      registers,
    });
    this.durations = new Histogram({
      name: 'bookshop_background_run_duration_seconds',
      help: 'Time a background task took per run',
      labelNames: ['task'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers,
    });
  }

  schedule(spec: BackgroundTaskSpec): BackgroundTask {
    if (this.tasks.some((task) => task.spec.name === spec.name)) throw new Error(`background task ${spec.name} is scheduled twice`);
    const task = new ScheduledTask(spec, (stopping) => this.runOnce(spec, stopping));
    this.tasks.push(task);
    for (const outcome of ['done', 'failed', 'skipped'] as const) this.runs.inc({ task: spec.name, outcome }, 0);
    if (this.started) this.startIfHere(task);
    return task;
  }

  onApplicationBootstrap(): void {
    this.started = true;
    this.tasks.forEach((task) => this.startIfHere(task));
  }

  /** After the modules' own stop hooks, before the database closes: no new run, and the running ones finish. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.tasks.map((task) => task.stop()));
  }

  private startIfHere(task: ScheduledTask): void {
    if (task.spec.runsIn === 'every-process' || this.config.runWorkers) task.start();
  }

  private async runOnce(spec: BackgroundTaskSpec, stopping: AbortSignal): Promise<void> {
    const stopTimer = this.durations.startTimer({ task: spec.name });
    let outcome: Outcome;
    try {
      outcome = spec.oneAcrossShop ? await this.underShopLock(spec, stopping) : await spec.run(stopping).then(() => 'done' as const);
    } catch (error) {
      outcome = 'failed';
      this.logger.warn(`${spec.name} failed: ${(error as Error).message}`);
    }
    if (outcome !== 'skipped') stopTimer();
    this.runs.inc({ task: spec.name, outcome });
  }

  /** Runs the task while holding its session-level advisory lock, on a connection kept for the run. */
  private async underShopLock(spec: BackgroundTaskSpec, stopping: AbortSignal): Promise<Outcome> {
    const connection = this.dataSource.createQueryRunner();
    try {
      const [{ locked }]: { locked: boolean }[] = await connection.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
        TASK_LOCK_SPACE,
        spec.name,
      ]);
      if (!locked) return 'skipped';
      try {
        await spec.run(stopping);
        return 'done';
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1, hashtext($2))', [TASK_LOCK_SPACE, spec.name]);
      }
    } finally {
      await connection.release();
    }
  }
}

/** One task's timer and its run in progress. */
class ScheduledTask implements BackgroundTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wanted = false;
  private active = false;
  private readonly stopping = new AbortController();

  constructor(
    readonly spec: BackgroundTaskSpec,
    private readonly runOnce: (stopping: AbortSignal) => Promise<void>,
  ) {}

  get isRunning(): boolean {
    return this.running !== undefined;
  }

  start(): void {
    this.active = true;
    this.plan(this.spec.runAtStart ? 0 : this.pause());
  }

  wake(): void {
    if (!this.active || this.stopping.signal.aborted) return;
    if (this.running) this.wanted = true;
    else this.plan(0);
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    await this.idle();
  }

  // The next run is planned when one ends, so a slow run never overlaps the next.
  private plan(delayMs: number): void {
    clearTimeout(this.timer);
    if (this.stopping.signal.aborted) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce(this.stopping.signal).finally(() => {
        this.running = undefined;
        this.plan(this.wanted ? 0 : this.pause());
        this.wanted = false;
      });
    }, delayMs);
  }

  private pause(): number {
    const spread = this.spec.everyMs * (this.spec.jitter ?? 0.1);
    return Math.max(0, Math.round(this.spec.everyMs + (Math.random() * 2 - 1) * spread));
  }
}
