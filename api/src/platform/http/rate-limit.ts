import {
  Global,
  Module,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SharedRedis } from '../redis/redis.module.js';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from './api-error.js';
import { ApiErrors } from './api-errors.js';
import { clientAddress } from './client-address.js';
import { EarlyAnswers } from './early-answers.js';
import { IdempotencyKeys } from './idempotency-keys.js';

export interface RateLimitRule {
  /** Names the limit, so different routes count separately. */
  name: string;
  /** A number, or read from the configuration (so tests and benchmarks can set it). */
  limit: number | ((config: AppConfig) => number);
  windowMs: number;
  /** What is counted: by default the client address; e.g. address plus username for sign-in. */
  key?: (request: Request) => string;
}

/** A request past a limit, and the seconds until it is allowed again. */
export class LimitReached {
  constructor(readonly retryAfterSeconds: number) {}
}

/**
 * The counters behind the limits. With REDIS_URL they live in Redis, so all API processes share
 * them; while Redis is away each process counts in its own memory instead, so limits still hold.
 *
 * Memory is bounded under a flood of distinct keys (many addresses or usernames): a counter lives
 * only for its window (the library removes it with a timer), and at most MAX_NEW_COUNTERS_PER_MINUTE
 * counters are started a minute, so with one-minute windows at most twice that many are held.
 * Past that, a new key is forgotten at once and told to wait for the minute to end, while keys
 * already counted keep their counts (a flood cannot reset them).
 */
@Injectable()
export class RateLimitCounters {
  static readonly MAX_NEW_COUNTERS_PER_MINUTE = 50_000;
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly newCounters = new RateLimiterMemory({
    keyPrefix: 'new-counters',
    points: RateLimitCounters.MAX_NEW_COUNTERS_PER_MINUTE,
    duration: 60,
  });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SharedRedis) private readonly redis: SharedRedis,
  ) {}

  /** Counts one request of `key` under `rule`; rejects with LimitReached past the limit. */
  async hit(rule: RateLimitRule, key: string): Promise<void> {
    const limiter = this.limiterFor(rule);
    let counted: RateLimiterRes;
    try {
      counted = await limiter.consume(key);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw new LimitReached(secondsUntil(refusal));
      throw refusal;
    }
    if (!counted.isFirstInDuration) return;
    try {
      await this.newCounters.consume('all');
    } catch (refusal) {
      await limiter.delete(key);
      throw new LimitReached(secondsUntil(refusal as RateLimiterRes));
    }
  }

  /** One limiter per rule name (a handful, fixed by the routes). */
  limiterFor(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (limiter) return limiter;
    const options = {
      keyPrefix: `rate-limit:${rule.name}`,
      points: typeof rule.limit === 'function' ? rule.limit(this.config) : rule.limit,
      duration: Math.ceil(rule.windowMs / 1000),
    };
    const inMemory = new RateLimiterMemory(options);
    limiter = this.redis.client
      ? new RateLimiterRedis({ ...options, storeClient: this.redis.client, rejectIfRedisNotReady: true, insuranceLimiter: inMemory })
      : inMemory;
    this.limiters.set(rule.name, limiter);
    return limiter;
  }
}

function secondsUntil(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

const RULES = Symbol('rate-limit-rules');

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RateLimitCounters) private readonly counters: RateLimitCounters,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[]>(RULES, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    try {
      // In order: a request refused by one rule is not counted by the ones after it.
      for (const rule of rules) await this.counters.hit(rule, rule.key ? rule.key(request) : clientAddress(request));
    } catch (error) {
      if (!(error instanceof LimitReached)) throw error;
      throw apiError(API_ERRORS.tooManyRequests, { retry_after: error.retryAfterSeconds });
    }
    return true;
  }
}

/** Limits a route by one or more rules, checked in order (answers 429 with Retry-After past any of them). */
export const RateLimit = (...rules: RateLimitRule[]) =>
  applyDecorators(SetMetadata(RULES, rules), UseGuards(RateLimitGuard), ApiErrors(API_ERRORS.tooManyRequests));

/** The limit of a public write (orders, reviews, contact, resends), per client address and minute. */
export const PublicWriteLimit = (name: string) => RateLimit({ name, limit: (config) => config.publicWritesPerMinute, windowMs: 60_000 });

/**
 * The limit of a public read that is worth bounding (the checkout's VAT quote), per client address
 * and minute: six times a write's, as a checkout reads again whenever its country changes.
 */
export const PublicReadLimit = (name: string) => RateLimit({ name, limit: (config) => 6 * config.publicWritesPerMinute, windowMs: 60_000 });

/** Cross-cutting HTTP services every module may use: rate limits, idempotency keys and early (cached) answers. */
@Global()
@Module({
  providers: [RateLimitCounters, RateLimitGuard, IdempotencyKeys, EarlyAnswers],
  exports: [RateLimitCounters, RateLimitGuard, IdempotencyKeys, EarlyAnswers],
})
export class HttpPlatformModule {}
