import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ForgetfulCache } from '../../platform/cache/forgetful-cache.js';
import { OnProcessEvent, type ProcessEvents } from '../../platform/events/process-events.js';
import { CACHE_NAMES } from '../../platform/redis/cache-names.js';
import { CacheInvalidation } from '../../platform/redis/redis.module.js';

/** A finished JSON response: the bytes to send, their ETag, and (made on first need) their gzip. */
export interface CachedJson {
  body: Buffer;
  etag: string;
  gzipped(): Buffer;
  /** The books a list answer shows (none for other answers), to forget it when one's availability changes. */
  bookIds?: ReadonlySet<string>;
}

/** A tracked stock that changed: the book, and whether it became sold out or available again. */
export interface StockChange {
  id: string;
  availability: boolean;
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

  constructor(@Inject(CacheInvalidation) private readonly invalidation: CacheInvalidation) {}

  get(key: string, produce: () => Promise<unknown>): Promise<CachedJson> {
    return this.answers.get(key, () => this.build(produce));
  }

  private async build(produce: () => Promise<unknown>): Promise<CachedJson> {
    const value = await produce();
    const body = Buffer.from(JSON.stringify(value));
    let gzipped: Buffer | undefined;
    return {
      bookIds: listedBookIds(value),
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      gzipped: () => (gzipped ??= gzipSync(body)),
    };
  }

  /** Call after the change to books or stock is committed: every process forgets its answers. */
  changed(): Promise<void> {
    return this.invalidation.changed(CatalogueCache.NAME);
  }

  /**
   * Call after a change to tracked stock is committed. Every process forgets those books' own
   * answers, and the lists showing a book that became sold out or available again; other lists
   * keep their answers (a card's stock count may then be behind for the cache's 2 seconds, its
   * availability never). So a busy sale no longer empties every list on each order.
   */
  stockChanged(changes: StockChange[]): Promise<void> {
    return this.invalidation.changed(
      CatalogueCache.NAME,
      `stock ${changes.map((change) => `${change.id}${change.availability ? '!' : ''}`).join(',')}`,
    );
  }

  /** Any process (this one too) announced a change: forget what it names, else everything. */
  @OnProcessEvent('cache.stale')
  forgetStale({ cache, detail }: ProcessEvents['cache.stale']): void {
    if (cache !== CatalogueCache.NAME) return;
    if (detail === undefined) this.invalidate();
    else this.forgetStock(detail);
  }

  private forgetStock(detail: string): void {
    if (!detail.startsWith('stock ')) return this.invalidate();
    const changes = detail.slice('stock '.length).split(',').filter(Boolean);
    const books = new Set(changes.map((change) => bookKeyOf(change.replace('!', ''))));
    const flipped = new Set(changes.filter((change) => change.endsWith('!')).map((change) => change.slice(0, -1).toLowerCase()));
    this.answers.forgetWhere(
      (key, answer) => books.has(key) || [...flipped].some((id) => answer.bookIds?.has(id)),
      // A list being built may show a flipped book: it is not kept.
      (key) => books.has(key) || (flipped.size > 0 && !key.startsWith('book:')),
    );
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

/** The cache key of one book's answer (as BooksController's bookKey). */
const bookKeyOf = (id: string) => `book:${id.toLowerCase()}`;

/** The ids of the books a list answer shows: an array of books, or a page's items. */
function listedBookIds(value: unknown): ReadonlySet<string> | undefined {
  const books = Array.isArray(value) ? value : (value as { items?: unknown })?.items;
  if (!Array.isArray(books)) return undefined;
  return new Set(books.map((book: { id?: string }) => String(book.id).toLowerCase()));
}
