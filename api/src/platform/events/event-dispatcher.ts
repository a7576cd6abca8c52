import type { StoredEvent } from './event-handlers.js';

/** Hands a stored event to its handlers: BullMQ jobs, or in-process calls without Redis. */
export abstract class EventDispatcher {
  abstract readonly mode: 'bullmq' | 'inline';
  /**
   * Resolves once every handler has the event: done (inline) or queued (bullmq, where the relay
   * later checks that the handlers ran); throws to have it retried later.
   */
  abstract dispatch(event: StoredEvent): Promise<void>;
}
