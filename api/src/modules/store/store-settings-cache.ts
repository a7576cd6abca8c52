import { Inject, Injectable } from '@nestjs/common';
import { ForgetfulCache } from '../../platform/cache/forgetful-cache.js';
import { OnProcessEvent, type ProcessEvents } from '../../platform/events/process-events.js';
import { CACHE_NAMES } from '../../platform/redis/cache-names.js';
import { CacheInvalidation } from '../../platform/redis/redis.module.js';
import { StorefrontPageCache } from '../../platform/web/storefront-page-cache.js';

/** What the cache keeps: the settings row, and the shipping configs in cents. */
export type StoreSettingsKey = 'settings' | 'shipping-rules';

/**
 * The settings row and the shipping rules. Every order reads them (its currency, the default
 * shipping, the VAT home country, the rules): four statements, a large share of what an order
 * costs the API's main thread (bench/README.md), while staff change them rarely. So
 * each process keeps them, and every process forgets them once a change is committed anywhere
 * (through Redis when scaling out); TTL_MS bounds how long a process that missed the news keeps
 * old ones, as long as the catalogue's prices (CatalogueCache.TTL_MS).
 */
@Injectable()
export class StoreSettingsCache {
  static readonly NAME = CACHE_NAMES.storeSettings;
  static readonly TTL_MS = 2_000;

  private readonly values = new ForgetfulCache<object>({ maxEntries: 2, ttlMs: StoreSettingsCache.TTL_MS });

  constructor(
    @Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation,
    // Storefront pages show the settings and shipping costs (currency, contact, the banner, the shipping page).
    @Inject(StorefrontPageCache) private readonly pages: StorefrontPageCache,
  ) {}

  /** The kept value, or the one `read` makes. Callers must not change what they get: it is shared. */
  get<Value extends object>(key: StoreSettingsKey, read: () => Promise<Value>): Promise<Value> {
    return this.values.get(key, read) as Promise<Value>;
  }

  /** Call after a change to the settings or the shipping configs is committed: every process forgets them and the pages showing them. */
  async changed(): Promise<void> {
    await Promise.all([this.invalidation.changed(StoreSettingsCache.NAME), this.pages.changed()]);
  }

  @OnProcessEvent('cache.stale')
  forgetStale({ cache }: ProcessEvents['cache.stale']): void {
    if (cache === StoreSettingsCache.NAME) this.values.forget();
  }
}
