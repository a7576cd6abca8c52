import type { StoredEvent } from './event-handlers.js';

/** Hands a stored event to its handlers: BullMQ jobs, or in-process calls without Redis. */
export abstract class EventDispatcher {
  abstract readonly mode: 'bullmq' | 'inline';
  /** Resolves once every handler has the event (queued or done); throws to have it retried later. */
  abstract dispatch(event: StoredEvent): Promise<void>;
}
