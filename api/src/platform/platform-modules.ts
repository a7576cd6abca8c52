import type { DynamicModule, Type } from '@nestjs/common';
import { BackgroundModule } from './background/background.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import type { EventName } from './events/domain-events.js';
import { EventsModule } from './events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { HttpPlatformModule } from './http/rate-limit.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PdfModule } from './pdf/pdf.module.js';
import { RedisModule } from './redis/redis.module.js';
import { StorageModule } from './storage/storage.module.js';
import { WebModule } from './web/web.module.js';

/**
 * The platform beneath the shop's modules, in the order the application builds it: the whole shop
 * (`AppModule`) and a service-level test of one module stand on the same.
 */
export function platformModules(config: AppConfig, databaseUrl: string, domainEventNames: readonly EventName[]): (Type | DynamicModule)[] {
  return [
    ConfigModule.forRoot(config),
    DatabaseModule.forRoot(databaseUrl),
    EventsModule.forRoot(config, domainEventNames),
    RedisModule,
    StorageModule,
    HttpPlatformModule,
    HealthModule,
    MetricsModule,
    PdfModule,
    BackgroundModule,
    WebModule,
  ];
}
