import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { BullmqDispatcher, EventsWorker } from './bullmq-dispatcher.js';
import { EventDispatcher } from './event-dispatcher.js';
import type { EventName } from './domain-events.js';
import { EVENT_NAMES, EventHandlers } from './event-handlers.js';
import { EventMonitor } from './event-monitor.js';
import { EVENTS_QUEUE } from './events-queue.js';
import { InlineDispatcher } from './inline-dispatcher.js';
import { Outbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';
import { ProcessEventsModule } from './process-events.js';

/**
 * Domain events: the outbox, its relay, and the handlers' runner. `eventNames` are every event of
 * the shop (the handlers are checked against them at start). With
 * REDIS_URL the handlers run as BullMQ jobs (in this process unless RUN_WORKERS=false);
 * without it they run in-process.
 */
@Global()
@Module({})
export class EventsModule {
  static forRoot(config: AppConfig, eventNames: readonly EventName[]): DynamicModule {
    const common: Provider[] = [EventHandlers, OutboxRelay, Outbox, EventMonitor, { provide: EVENT_NAMES, useValue: eventNames }];
    const exports = [Outbox, OutboxRelay, EventDispatcher, EventMonitor];
    if (!config.redisUrl) {
      return {
        module: EventsModule,
        imports: [DiscoveryModule, ProcessEventsModule],
        providers: [...common, { provide: EventDispatcher, useClass: InlineDispatcher }],
        exports,
      };
    }
    const url = config.redisUrl;
    return {
      module: EventsModule,
      imports: [
        DiscoveryModule,
        ProcessEventsModule,
        // Enqueueing fails fast while Redis is away, so the event stays in the outbox for a retry.
        BullModule.forRoot({ connection: { url, enableOfflineQueue: false, maxRetriesPerRequest: 1 } }),
        BullModule.registerQueue({ name: EVENTS_QUEUE }),
      ],
      providers: [...common, { provide: EventDispatcher, useClass: BullmqDispatcher }, ...(config.runWorkers ? [EventsWorker] : [])],
      exports: [...exports, BullModule],
    };
  }
}
