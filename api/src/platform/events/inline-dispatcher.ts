import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventDispatcher } from './event-dispatcher.js';
import { EventHandlers, type StoredEvent } from './event-handlers.js';

/**
 * How many events are handled at once. Each lane holds a database connection of the pool (10) for
 * the round, so requests keep the rest.
 */
export const INLINE_CONCURRENCY = 4;

/** Without Redis: handlers run in this process; a failure leaves the event in the outbox for a retry. */
@Injectable()
export class InlineDispatcher extends EventDispatcher {
  readonly mode = 'inline' as const;

  constructor(
    @Inject(EventHandlers) private readonly handlers: EventHandlers,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {
    super();
  }

  async dispatch(events: StoredEvent[]): Promise<Map<string, Error>> {
    const failed = new Map<string, Error>();
    let next = 0;
    // Each lane keeps one connection for the round: under load, requests queue for the pool, and a
    // lane that queued once per event would deliver a fraction of what is placed.
    const lane = async () => {
      const connection = this.dataSource.createQueryRunner();
      try {
        for (let event = events[next++]; event; event = events[next++]) {
          const error = await this.handle(event, connection.manager);
          if (error) failed.set(event.id, error);
        }
      } finally {
        await connection.release();
      }
    };
    await Promise.all(Array.from({ length: Math.min(INLINE_CONCURRENCY, events.length) }, lane));
    return failed;
  }

  private async handle(event: StoredEvent, connection: EntityManager): Promise<Error | undefined> {
    const failures: string[] = [];
    for (const handler of this.handlers.handlersOf(event.name)) {
      // Handlers that already succeeded are skipped on the retry (handled_events).
      await this.handlers.run(handler, event, connection).catch((error: Error) => failures.push(`${handler}: ${error.message}`));
    }
    return failures.length > 0 ? new Error(failures.join('; ')) : undefined;
  }
}
