import { Inject, Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { apiError } from '../../platform/http/api-error.js';
import { Metrics } from '../../platform/metrics/metrics.js';

/** What a parent turned away is told: a checkout takes milliseconds, so a few seconds clears the queue. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The part of a checkout that reads prices and holds books (placing an order, paying again) runs
 * CHECKOUTS_AT_ONCE at a time in each process (default 1); the others wait their turn in arrival
 * order. Past CHECKOUTS_WAITING waiting, or after CHECKOUT_WAIT_SECONDS, a checkout is answered 503
 * `checkout_busy` with Retry-After and nothing of it is kept.
 *
 * Why: a checkout is about twenty statements and several milliseconds of the process's one
 * JavaScript thread, spread over as many turns of its event loop. During a rush, checkouts side by
 * side took two thirds of the thread the catalogue is answered from (bench/README.md, "Checkouts take
 * turns"); one at a time, a checkout waiting on PostgreSQL leaves the thread to the catalogue.
 * Orders of one book also stop queueing on its stock row inside PostgreSQL, each holding a
 * connection of the pool. The payment provider is called after the turn, so its latency is not queued.
 */
@Injectable()
export class CheckoutQueue {
  private working = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly waitingGauge: Gauge;
  private readonly turnedAway: Counter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Metrics) metrics: Metrics,
  ) {
    const registers = [metrics.registry];
    this.waitingGauge = new Gauge({
      name: 'bookshop_checkouts_waiting',
      help: 'Checkouts waiting for their turn in this process',
      registers,
    });
    this.turnedAway = new Counter({
      name: 'bookshop_checkouts_turned_away_total',
      help: 'Checkouts answered checkout_busy: too many waiting, or waited too long',
      registers,
    });
  }

  /** Runs `work` when it is its turn. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await work();
    } finally {
      this.passTurn();
    }
  }

  private turn(): Promise<void> {
    const { atOnce, waiting, waitSeconds } = this.config.checkouts;
    if (this.working < atOnce) {
      this.working++;
      return Promise.resolve();
    }
    if (this.waiting.length >= waiting) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(deadline);
        this.waitingGauge.set(this.waiting.length);
        resolve();
      };
      const deadline = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        this.waitingGauge.set(this.waiting.length);
        reject(this.busy());
      }, waitSeconds * 1000);
      this.waiting.push(start);
      this.waitingGauge.set(this.waiting.length);
    });
  }

  /** The next waiting checkout starts in the finished one's place; with none waiting, the place is free. */
  private passTurn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.working--;
  }

  private busy() {
    this.turnedAway.inc();
    return apiError(API_ERRORS.checkoutBusy, { retry_after: RETRY_AFTER_SECONDS });
  }
}
