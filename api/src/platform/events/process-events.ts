import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { EventEmitter2, EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import type { CacheName } from '../redis/cache-names.js';
import type { DomainEvent } from './domain-events.js';

/**
 * What one process tells its own parts, name → payload: news that only matters while the process
 * lives (wake up, forget, count). Listeners run in this process alone, at once, and are lost with
 * it, so nothing here may need to happen for certain: that is what the outbox's domain events are
 * for. An interface, so a module may add its own by declaration merging.
 */
export interface ProcessEvents {
  /** A transaction of this process committed and stored these domain events. */
  'outbox.committed': { events: readonly DomainEvent[] };
  /** The last handler of a stored event finished in this process: the next event of its stream may go. */
  'outbox.event_done': { eventId: string };
  /** A handler of a domain event ran in this process: `done`, `failed` (retried later) or `skipped` (it had run before). */
  'event.handled': { handler: string; outcome: 'done' | 'failed' | 'skipped'; seconds: number };
  /** A cache holds stale answers (`detail`: only what changed, when the announcement says), in any process. */
  'cache.stale': { cache: CacheName; detail?: string };
}

export type ProcessEventName = keyof ProcessEvents & string;

type Listener<Name extends ProcessEventName> = (payload: ProcessEvents[Name]) => void;

/**
 * Announces a process event of the map: the name decides the payload's type. The listeners run
 * before `emit` returns (up to their first `await`); a listener that fails is logged and the
 * others still run, so an announcement never fails its caller.
 */
@Injectable()
export class ProcessEventBus {
  constructor(@Inject(EventEmitter2) private readonly emitter: EventEmitter2) {}

  emit<Name extends ProcessEventName>(name: Name, payload: ProcessEvents[Name]): void {
    this.emitter.emit(name, payload);
  }
}

/**
 * `@OnEvent` of a process event: the compiler checks the name and that the method takes that
 * event's payload. Listeners are attached once the application has booted.
 */
export function OnProcessEvent<Name extends ProcessEventName>(name: Name) {
  const onEvent = OnEvent(name, { suppressErrors: true });
  return <Method extends Listener<Name>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Method>) => {
    onEvent(target, key, descriptor);
  };
}

/** The process's event emitter (`@nestjs/event-emitter`) and its typed `ProcessEventBus`. */
@Global()
@Module({ imports: [EventEmitterModule.forRoot()], providers: [ProcessEventBus], exports: [ProcessEventBus] })
export class ProcessEventsModule {}
