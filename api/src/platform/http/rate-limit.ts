import { Global, HttpException, Module, HttpStatus, Inject, Injectable, SetMetadata, UseGuards, applyDecorators, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
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

/**
 * Counts hits per key in fixed windows. In-process: with several API processes each counts on its
 * own, so a client gets at most (processes x limit) per window.
 */
@Injectable()
export class RateLimitStore {
  /** Bounds memory under a flood of distinct keys; the oldest windows go first. */
  static readonly MAX_KEYS = 100_000;
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number, now = Date.now()): { count: number; resetAt: number } {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= RateLimitStore.MAX_KEYS) this.prune(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count += 1;
    return window;
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < RateLimitStore.MAX_KEYS * 0.9) break;
      this.windows.delete(key);
    }
  }
}

const RULES = Symbol('rate-limit-rules');

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RateLimitStore) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const rules = this.reflector.get<RateLimitRule[]>(RULES, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    for (const rule of rules) {
      const { count, resetAt } = this.store.hit(`${rule.name}|${rule.key ? rule.key(request) : request.ip}`, rule.windowMs);
      if (count <= (typeof rule.limit === 'function' ? rule.limit(this.config) : rule.limit)) continue;
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw new HttpException({ code: 'too_many_requests', message: 'Too many requests, please try again later', retry_after: retryAfter }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}

/** Limits a route by one or more rules (answers 429 with Retry-After past any of them). */
export const RateLimit = (...rules: RateLimitRule[]) => applyDecorators(SetMetadata(RULES, rules), UseGuards(RateLimitGuard));

/** The limit of a public write (orders, reviews, contact, resends), per client address and minute. */
export const PublicWriteLimit = (name: string) => RateLimit({ name, limit: (config) => config.publicWritesPerMinute, windowMs: 60_000 });

/** Cross-cutting HTTP services every module may use: rate limits and idempotency keys. */
@Global()
@Module({ providers: [RateLimitStore, RateLimitGuard, IdempotencyKeys], exports: [RateLimitStore, RateLimitGuard, IdempotencyKeys] })
export class HttpPlatformModule {}
