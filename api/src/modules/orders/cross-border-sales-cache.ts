import { Inject, Injectable } from '@nestjs/common';
import { ForgetfulCache } from '../../platform/cache/forgetful-cache.js';
import type { DomainEvent } from '../../platform/events/domain-events.js';
import { OnProcessEvent, type ProcessEvents } from '../../platform/events/process-events.js';
import { CACHE_NAMES } from '../../platform/redis/cache-names.js';
import { CacheInvalidation } from '../../platform/redis/redis.module.js';

/** A year's and the last year's cross-border sales to consumers, net (`OrderVat`). */
export interface CrossBorderTotals {
  this_year_net_cents: number;
  last_year_net_cents: number;
}

/**
 * The cross-border totals the checkout's VAT quote needs (`GET /api/vat`, public): summing two years
 * of orders for every call would let anyone make the database work at will. They move only when a
 * payment turns paid or a refund is made or moves on, so each process keeps them (by home country and
 * year) and every process forgets them after such a change commits anywhere (through Redis when
 * scaling out); TTL_MS bounds how long a process that missed the news keeps an old total. Placing an
 * order never reads them from here: it sums under its lock.
 */
@Injectable()
export class CrossBorderSalesCache {
  static readonly NAME = CACHE_NAMES.crossBorderSales;
  static readonly TTL_MS = 60_000;

  private readonly totals = new ForgetfulCache<CrossBorderTotals>({
    // Two numbers an entry, for a few home countries and two years.
    maxEntries: 16,
    ttlMs: CrossBorderSalesCache.TTL_MS,
  });

  constructor(@Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation) {}

  /** A payment or refund committed in this process: every process forgets the totals it may move. */
  @OnProcessEvent('outbox.committed')
  noteCommitted({ events }: ProcessEvents['outbox.committed']): void {
    const moved = events.map(totalsMovedBy).filter((change) => change !== 'none');
    if (moved.includes('all')) void this.invalidation.changed(CrossBorderSalesCache.NAME);
    else for (const country of new Set(moved)) void this.invalidation.changed(CrossBorderSalesCache.NAME, country);
  }

  /** Any process (this one too) announced a change; the detail, when there is one, is the country of the order that changed: the totals of that home country stay. */
  @OnProcessEvent('cache.stale')
  forgetStale({ cache, detail }: ProcessEvents['cache.stale']): void {
    if (cache !== CrossBorderSalesCache.NAME) return;
    if (detail === undefined) return this.totals.forget();
    const abroad = (key: string) => !key.startsWith(`${detail}:`);
    this.totals.forgetWhere(abroad, abroad);
  }

  get(homeCountry: string, year: number, sum: () => Promise<CrossBorderTotals>): Promise<CrossBorderTotals> {
    return this.totals.get(`${homeCountry.toUpperCase()}:${year}`, sum);
  }
}

/**
 * Which totals an event may move: those of every home country but its order's destination (the
 * country), 'all' when the event does not name it, or 'none'. An order placed before the shop
 * recorded VAT is in no total.
 */
function totalsMovedBy(event: DomainEvent): string {
  switch (event.name) {
    case 'order.paid':
    case 'order.refund_needed':
    case 'order.refunded':
      return event.payload.vat ? event.payload.vat.country.toUpperCase() : 'none';
    case 'order.refund_updated':
      return 'all';
    default:
      return 'none';
  }
}
