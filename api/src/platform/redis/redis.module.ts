import { Global, Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * The API's own Redis connection for state shared between API processes (rate-limit counters,
 * session ends), or none without REDIS_URL. Commands fail fast while Redis is away, so callers
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

@Global()
@Module({ providers: [SharedRedis], exports: [SharedRedis] })
export class RedisModule {}
