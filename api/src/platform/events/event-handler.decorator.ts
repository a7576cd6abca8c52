import { SetMetadata } from '@nestjs/common';
import type { DomainEvents, EventContext, EventName } from './domain-events.js';

export const EVENT_HANDLER = Symbol('event-handler');

type Handler<Name extends EventName> = (payload: DomainEvents[Name], context: EventContext) => Promise<void> | void;

/**
 * Marks a provider method as a handler of a domain event; the compiler checks the name and that the
 * method takes that event's payload. Its id is `Class.method`; every event is handled at most once
 * per handler, even when delivered twice.
 *
 * Not `@OnEvent` of @nestjs/event-emitter: an emitter calls all listeners of an event at once,
 * while here each handler is a job of its own (retried alone, recorded alone in handled_events,
 * in a transaction of its own), which needs each handler by id. The emitter carries only news that
 * may be lost with the process (`@OnProcessEvent`, process-events.ts).
 */
export function HandlesEvent<Name extends EventName>(eventName: Name) {
  return <Method extends Handler<Name>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Method>) => {
    SetMetadata(EVENT_HANDLER, eventName)(target, key, descriptor);
  };
}
