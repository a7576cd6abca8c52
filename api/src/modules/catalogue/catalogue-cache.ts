import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ForgetfulCache } from '../../platform/cache/forgetful-cache.js';
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

  private readonly answers = new ForgetfulCache<CachedJson>({
    maxEntries: CatalogueCache.MAX_ENTRIES,
    maxBytes: CatalogueCache.MAX_BYTES,
    // The body, and room for its gzip (always smaller) once it is made.
    sizeOf: (entry) => 2 * entry.body.length,
    ttlMs: CatalogueCache.TTL_MS,
  });

  constructor(@Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation) {
    invalidation.register(CatalogueCache.NAME, () => this.invalidate());
  }

  get(key: string, produce: () => Promise<unknown>): Promise<CachedJson> {
    return this.answers.get(key, () => this.build(produce));
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
    this.answers.forget();
  }

  /** What the cache holds now: answers and bytes counted against its budget. */
  usage(): { entries: number; bytes: number } {
    return this.answers.usage();
  }
}
