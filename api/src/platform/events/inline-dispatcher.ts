import { Inject, Injectable } from '@nestjs/common';
import { EventDispatcher } from './event-dispatcher.js';
import { EventHandlers, type StoredEvent } from './event-handlers.js';

/** Without Redis: handlers run in this process; a failure leaves the event in the outbox for a retry. */
@Injectable()
export class InlineDispatcher extends EventDispatcher {
  readonly mode = 'inline' as const;

  constructor(@Inject(EventHandlers) private readonly handlers: EventHandlers) {
    super();
  }

  async dispatch(event: StoredEvent): Promise<void> {
    const failures: string[] = [];
    for (const handler of this.handlers.handlersOf(event.name)) {
      // Handlers that already succeeded are skipped on the retry (handled_events).
      await this.handlers.run(handler, event).catch((error: Error) => failures.push(`${handler}: ${error.message}`));
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  }
}
