import { SetMetadata } from '@nestjs/common';

export const EVENT_HANDLER = Symbol('event-handler');

/**
 * Marks a provider method as a handler of a domain event. Its id is `Class.method`; every event is
 * handled at most once per handler, even when delivered twice.
 */
export const HandlesEvent = (eventName: string) => SetMetadata(EVENT_HANDLER, eventName);
