import { describe, expect, it } from '@jest/globals';
import { RateLimitStore } from './rate-limit.js';

describe('RateLimitStore', () => {
  it('counts hits per key within a window and starts again after it', () => {
    const store = new RateLimitStore();
    expect(store.hit('a', 1000, 0).count).toBe(1);
    expect(store.hit('a', 1000, 500).count).toBe(2);
    expect(store.hit('b', 1000, 500).count).toBe(1);
    expect(store.hit('a', 1000, 1000).count).toBe(1);
  });

  it('keeps its memory bounded under a flood of distinct keys', () => {
    const store = new RateLimitStore();
    for (let key = 0; key < RateLimitStore.MAX_KEYS + 5_000; key++) store.hit(`flood-${key}`, 60_000, 0);
    expect(store.size).toBeLessThanOrEqual(RateLimitStore.MAX_KEYS);
    expect(store.hit('fresh', 60_000, 0).count).toBe(1);
  });
});
