import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CACHE_NAMES } from '../redis/cache-names.js';
import { CacheInvalidation } from '../redis/redis.module.js';

/** A rendered page as the web's server build answers it (web/src/server/render-page.tsx). */
export interface RenderedPageAnswer {
  status: number;
  html: string;
  policy: { serverRendered: boolean; indexed: boolean; caching: 'shared' | 'none' | 'personal' };
}

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

  private readonly entries = new LRUCache<string, RenderedPageAnswer>({
    max: StorefrontPageCache.MAX_ENTRIES,
    maxSize: StorefrontPageCache.MAX_BYTES,
    sizeCalculation: (entry) => entry.html.length * 2,
    ttl: StorefrontPageCache.TTL_MS,
  });
  private generation = 0;
  /** Renders under way, one a key: visitors arriving together share one render. */
  private readonly rendering = new Map<string, { generation: number; answer: Promise<RenderedPageAnswer> }>();

  constructor(@Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation) {
    // A page shows the catalogue's answers too, so it is forgotten with them.
    for (const name of [CACHE_NAMES.storefrontPages, CACHE_NAMES.catalogue]) invalidation.register(name, () => this.invalidate());
  }

  /** The kept page, or the one `render` makes (kept when `keep` says so and nothing changed meanwhile). */
  async get(
    key: string,
    render: () => Promise<RenderedPageAnswer>,
    keep: (answer: RenderedPageAnswer) => boolean,
  ): Promise<RenderedPageAnswer> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const running = this.rendering.get(key);
    if (running?.generation === generation) return running.answer;
    const answer = render().then((rendered) => {
      if (generation === this.generation && keep(rendered)) this.entries.set(key, rendered);
      return rendered;
    });
    this.rendering.set(key, { generation, answer });
    void answer
      .finally(() => {
        if (this.rendering.get(key)?.answer === answer) this.rendering.delete(key);
      })
      .catch(() => {});
    return answer;
  }

  /** Call after a change to what storefront pages show (settings, shipping, reviews) is committed. */
  changed(): Promise<void> {
    return this.invalidation.changed(CACHE_NAMES.storefrontPages);
  }

  private invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
