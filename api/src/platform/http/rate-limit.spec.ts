import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config.js';
import { SharedRedis } from '../redis/redis.module.js';
import { LimitReached, RateLimitCounters, type RateLimitRule } from './rate-limit.js';

/** Counters as a process without REDIS_URL has them: in its own memory. */
function countersInMemory(): RateLimitCounters {
  const config = { redisUrl: undefined } as AppConfig;
  return new RateLimitCounters(config, new SharedRedis(config));
}

/** Resolves to 'counted', or to the seconds a refused request must wait. */
const hit = (counters: RateLimitCounters, rule: RateLimitRule, key: string) =>
  counters.hit(rule, key).then(
    () => 'counted' as const,
    (error: unknown) => {
      if (error instanceof LimitReached) return error.retryAfterSeconds;
      throw error;
    },
  );

describe('RateLimitCounters in memory', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts hits per key within a window and starts again after it', async () => {
    const counters = countersInMemory();
    const rule: RateLimitRule = { name: 'twice-a-second', limit: 2, windowMs: 1000 };
    expect(await hit(counters, rule, 'a')).toBe('counted');
    jest.advanceTimersByTime(500);
    expect(await hit(counters, rule, 'a')).toBe('counted');
    expect(await hit(counters, rule, 'a')).toBe(1);
    expect(await hit(counters, rule, 'b')).toBe('counted');
    jest.advanceTimersByTime(500);
    expect(await hit(counters, rule, 'a')).toBe('counted');
  });

  it('reads its limit from the configuration and counts each rule apart', async () => {
    const counters = new RateLimitCounters(
      { redisUrl: undefined, publicWritesPerMinute: 1 } as AppConfig,
      new SharedRedis({} as AppConfig),
    );
    const contact: RateLimitRule = { name: 'contact', limit: (config) => config.publicWritesPerMinute, windowMs: 60_000 };
    const reviews: RateLimitRule = { ...contact, name: 'reviews' };
    expect(await hit(counters, contact, 'a')).toBe('counted');
    expect(await hit(counters, reviews, 'a')).toBe('counted');
    expect(await hit(counters, contact, 'a')).toBe(60);
  });

  it('keeps its memory bounded under a flood of distinct keys, without forgetting keys it counts', async () => {
    const counters = countersInMemory();
    const rule: RateLimitRule = { name: 'flooded', limit: 1, windowMs: 60_000 };
    const held = () => (counters.limiterFor(rule) as RateLimiterMemory).dump().storage.length;
    expect(await hit(counters, rule, 'counted-before')).toBe('counted');

    for (let key = 0; key < RateLimitCounters.MAX_NEW_COUNTERS_PER_MINUTE + 5_000; key++) await hit(counters, rule, `flood-${key}`);
    expect(held()).toBeLessThanOrEqual(RateLimitCounters.MAX_NEW_COUNTERS_PER_MINUTE);
    // The flood neither reset a counted key nor let a fresh one through uncounted.
    expect(await hit(counters, rule, 'counted-before')).toBe(60);
    expect(await hit(counters, rule, 'fresh')).toBe(60);

    jest.advanceTimersByTime(60_000);
    expect(held()).toBe(0);
    expect(await hit(counters, rule, 'fresh')).toBe('counted');
  });
});
