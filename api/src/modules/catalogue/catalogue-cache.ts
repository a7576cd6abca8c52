import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A finished JSON response: the bytes to send, their ETag, and (made on first need) their gzip. */
export interface CachedJson {
  body: Buffer;
  etag: string;
  gzipped(): Buffer;
}

/**
 * The catalogue's read answers, kept as finished bytes: browsing is most of the shop's traffic and
 * its answers change rarely. This process forgets them at once when it changes a book or its stock;
 * other API processes (scale-out) see a change within TTL_MS.
 */
@Injectable()
export class CatalogueCache {
  static readonly TTL_MS = 2_000;
  private readonly entries = new Map<string, CachedJson & { expiresAt: number; generation: number }>();
  private generation = 0;

  async get(key: string, produce: () => Promise<unknown>): Promise<CachedJson> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const generation = this.generation;
    const body = Buffer.from(JSON.stringify(await produce()));
    let gzipped: Buffer | undefined;
    const entry = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      gzipped: () => (gzipped ??= gzipSync(body)),
      expiresAt: Date.now() + CatalogueCache.TTL_MS,
      generation,
    };
    // An answer computed while a change happened may be stale: send it, but do not keep it.
    if (generation === this.generation) this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
