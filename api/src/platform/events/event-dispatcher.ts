import type { StoredEvent } from './event-handlers.js';

/** Hands stored events to their handlers: BullMQ jobs, or in-process calls without Redis. */
export abstract class EventDispatcher {
  abstract readonly mode: 'bullmq' | 'inline';
  /**
   * Resolves once every handler has each event: done (inline) or queued (bullmq, where the relay
   * later checks that the handlers ran). The events belong to different streams, so they may be
   * handled at the same time. Answers the events that failed, by id, to be retried later.
   */
  abstract dispatch(events: StoredEvent[]): Promise<Map<string, Error>>;
}
