import { Global, Inject, Injectable, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ProcessEventBus, ProcessEventsModule } from '../events/process-events.js';
import { CACHE_NAMES, type CacheName } from './cache-names.js';

/**
 * The API's own Redis connection for state shared between API processes (rate-limit counters,
 * session ends, stale caches), or none without REDIS_URL. Commands fail fast while Redis is away, so callers
 * fall back to what they can do alone instead of waiting. BullMQ keeps its own connections.
 */
@Injectable()
export class SharedRedis implements OnModuleDestroy {
  readonly client: Redis | undefined;
  private readonly subscribers: Redis[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
    // Without a listener ioredis prints every failed reconnect; callers see the failures themselves.
    this.client?.on('error', () => {});
  }

  /**
   * Calls `onMessage` for every message published on `channel` by any process (this one too).
   * Subscribing needs a connection of its own; it reconnects and resubscribes by itself.
   */
  subscribe(channel: string, onMessage: (message: string) => void): void {
    if (!this.client) return;
    const subscriber = this.client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    subscriber.on('error', () => {});
    subscriber.on('message', (from, message) => from === channel && onMessage(message));
    void subscriber.subscribe(channel).catch(() => {});
    this.subscribers.push(subscriber);
  }

  /** Publishes to every subscribed process; a Redis that is away loses the message (callers know). */
  async publish(channel: string, message: string): Promise<boolean> {
    if (!this.client) return false;
    return this.client.publish(channel, message).then(
      () => true,
      () => false,
    );
  }

  onModuleDestroy(): void {
    this.client?.disconnect();
    for (const subscriber of this.subscribers) subscriber.disconnect();
  }
}

const CACHE_INVALIDATION_CHANNEL = 'bookshop:cache-invalidation';

/**
 * Tells every process that a per-process cache holds stale answers, so that a change made on one
 * API process is served by all of them at once. The message is only the cache's name (and what
 * changed): each process announces it as the process event `cache.stale`, which the caches listen
 * to (`@OnProcessEvent`), and reads again. Without Redis, or while it is away, the message is lost
 * and the other processes rely on their caches' own lifetimes.
 */
@Injectable()
export class CacheInvalidation implements OnModuleInit {
  constructor(
    @Inject(SharedRedis) private readonly redis: SharedRedis,
    @Inject(ProcessEventBus) private readonly processEvents: ProcessEventBus,
  ) {}

  onModuleInit(): void {
    // One subscription for every cache: a single connection, whatever the number of caches.
    this.redis.subscribe(CACHE_INVALIDATION_CHANNEL, (message) => {
      const colon = message.indexOf(':');
      if (colon < 0) this.announce(message);
      else this.announce(message.slice(0, colon), message.slice(colon + 1));
    });
  }

  /**
   * Call after the change is committed (a reader that came earlier would otherwise keep the old
   * answer): this process forgets at once, the others when Redis tells them.
   */
  async changed(name: CacheName, detail?: string): Promise<void> {
    this.announce(name, detail);
    await this.redis.publish(CACHE_INVALIDATION_CHANNEL, detail === undefined ? name : `${name}:${detail}`);
  }

  /** A name that is no cache's is ignored: a bad message must not stop the subscriber. */
  private announce(name: string, detail?: string): void {
    const cache = Object.values(CACHE_NAMES).find((known) => known === name);
    if (cache) this.processEvents.emit('cache.stale', { cache, detail });
  }
}

@Global()
@Module({ imports: [ProcessEventsModule], providers: [SharedRedis, CacheInvalidation], exports: [SharedRedis, CacheInvalidation] })
export class RedisModule {}
