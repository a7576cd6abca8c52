import { Inject, Injectable } from '@nestjs/common';
import { ForgetfulCache } from '../cache/forgetful-cache.js';
import { OnProcessEvent, type ProcessEvents } from '../events/process-events.js';
import { CACHE_NAMES } from '../redis/cache-names.js';
import { CacheInvalidation } from '../redis/redis.module.js';

/** A rendered page as the web's server build answers it (web/src/server/render-page.tsx). */
export interface RenderedPageAnswer {
  status: number;
  html: string;
  policy: { serverRendered: boolean; indexed: boolean; caching: 'shared' | 'none' | 'personal' };
  /** The Content-Security-Policy sources (hashes) of the scripts written into the page. */
  inlineScripts: string[];
}

/** A rendered page as it is sent: with its ETag, made once (Express would hash the page for every visitor). */
export type ServedPage = RenderedPageAnswer & { etag: string };

/**
 * Rendered storefront pages that look the same to every visitor in a language (the catalogue, the
 * shop's own pages), by address and language. Every process forgets them when the catalogue
 * changes (a book, its price or stock) or anything else a page shows does (settings, shipping,
 * reviews: announced by `changed`). TTL_MS bounds how long a process that missed the news keeps one.
 * Anyone can ask for any address, so the cache has a budget, the least recently used leaving first.
 */
@Injectable()
export class StorefrontPageCache {
  static readonly TTL_MS = 10_000;
  static readonly MAX_ENTRIES = 500;
  static readonly MAX_BYTES = 32 * 1024 * 1024;

  private readonly pages = new ForgetfulCache<ServedPage>({
    maxEntries: StorefrontPageCache.MAX_ENTRIES,
    maxBytes: StorefrontPageCache.MAX_BYTES,
    sizeOf: (page) => page.html.length * 2,
    ttlMs: StorefrontPageCache.TTL_MS,
  });

  constructor(@Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation) {}

  /** A page shows the catalogue's answers too, so it is forgotten with them. */
  @OnProcessEvent('cache.stale')
  forgetStale({ cache }: ProcessEvents['cache.stale']): void {
    if (cache === CACHE_NAMES.storefrontPages || cache === CACHE_NAMES.catalogue) this.pages.forget();
  }

  /** The kept page, or the one `render` makes (kept when `keep` says so and nothing changed meanwhile). */
  get(key: string, render: () => Promise<ServedPage>, keep: (page: ServedPage) => boolean): Promise<ServedPage> {
    return this.pages.get(key, render, keep);
  }

  /** Call after a change to what storefront pages show (settings, shipping, reviews) is committed. */
  changed(): Promise<void> {
    return this.invalidation.changed(CACHE_NAMES.storefrontPages);
  }
}
