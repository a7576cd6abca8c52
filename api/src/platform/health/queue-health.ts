import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/** 'inline' without REDIS_URL (jobs run in-process), otherwise whether Redis answers. */
@Injectable()
export class QueueHealth implements OnModuleDestroy {
  private readonly redis: Redis | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : undefined;
  }

  async state(): Promise<'up' | 'down' | 'inline'> {
    if (!this.redis) return 'inline';
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      return (await this.redis.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }
}
