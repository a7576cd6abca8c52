import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { CACHE_NAMES } from '../../platform/redis/cache-names.js';
import { CacheInvalidation } from '../../platform/redis/redis.module.js';

/** A finished JSON response: the bytes to send, their ETag, and (made on first need) their gzip. */
export interface CachedJson {
  body: Buffer;
  etag: string;
  gzipped(): Buffer;
}

/**
 * The catalogue's read answers, kept as finished bytes: browsing is most of the shop's traffic and
 * its answers change rarely. Every process forgets them once a book or its stock changed anywhere
 * (through Redis when scaling out); TTL_MS bounds how long a process that missed the news (no
 * Redis, or Redis away) keeps serving an old answer.
 *
 * Anyone can ask for any mix of filters, so the cache has a budget: at most MAX_ENTRIES answers
 * and MAX_BYTES bytes, the least recently used leaving first. Callers normalise their keys, so
 * equivalent queries share one entry.
 */
@Injectable()
export class CatalogueCache {
  static readonly NAME = CACHE_NAMES.catalogue;
  static readonly TTL_MS = 2_000;
  static readonly MAX_ENTRIES = 1_000;
  static readonly MAX_BYTES = 64 * 1024 * 1024;

  private readonly entries = new LRUCache<string, CachedJson>({
    max: CatalogueCache.MAX_ENTRIES,
    maxSize: CatalogueCache.MAX_BYTES,
    // The body, and room for its gzip (always smaller) once it is made.
    sizeCalculation: (entry) => 2 * entry.body.length,
    ttl: CatalogueCache.TTL_MS,
  });
  private generation = 0;
  /** Builds under way, one a key (bounded by the requests in flight). */
  private readonly building = new Map<string, { generation: number; entry: Promise<CachedJson> }>();

  constructor(@Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation) {
    invalidation.register(CatalogueCache.NAME, () => this.invalidate());
  }

  async get(key: string, produce: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    // Misses of one key share one build: when an entry expires under load it is made once, not once
    // per waiting request. A build started before a change is not shared with requests after it.
    const running = this.building.get(key);
    if (running?.generation === generation) return running.entry;
    const entry = this.build(produce).then((built) => {
      // An answer computed while a change happened may be stale: send it, but do not keep it.
      if (generation === this.generation) this.entries.set(key, built);
      return built;
    });
    this.building.set(key, { generation, entry });
    void entry
      .finally(() => {
        if (this.building.get(key)?.entry === entry) this.building.delete(key);
      })
      .catch(() => {});
    return entry;
  }

  private async build(produce: () => Promise<unknown>): Promise<CachedJson> {
    const body = Buffer.from(JSON.stringify(await produce()));
    let gzipped: Buffer | undefined;
    return {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      gzipped: () => (gzipped ??= gzipSync(body)),
    };
  }

  /** Call after the change to books or stock is committed: every process forgets its answers. */
  changed(): Promise<void> {
    return this.invalidation.changed(CatalogueCache.NAME);
  }

  /** Forgets this process's answers only. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** What the cache holds now: answers and bytes counted against its budget. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
