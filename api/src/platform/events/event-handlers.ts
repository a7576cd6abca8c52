import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { DomainEvent, EventContext } from './domain-event.js';
import { EVENT_HANDLER } from './event-handler.decorator.js';

type Handle = (payload: object, context: EventContext) => Promise<void> | void;

export interface StoredEvent extends DomainEvent {
  id: string;
  /** ISO time the event was stored (it travels through Redis as JSON). */
  createdAt: string;
}

/**
 * Finds every `@HandlesEvent` method at start and runs them. A handler runs inside a transaction
 * that first records (event, handler) in handled_events: a second delivery finds the record and
 * does nothing, and a failed handler rolls back, so it is retried later.
 */
@Injectable()
export class EventHandlers implements OnApplicationBootstrap {
  private readonly byEvent = new Map<string, string[]>();
  private readonly byId = new Map<string, Handle>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance);
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const eventName = this.reflector.get<string | undefined>(EVENT_HANDLER, prototype[method]);
        if (!eventName) continue;
        const id = `${prototype.constructor.name}.${method}`;
        if (this.byId.has(id)) throw new Error(`two event handlers share the id ${id}`);
        this.byId.set(id, (instance[method] as Handle).bind(instance));
        this.byEvent.set(eventName, [...(this.byEvent.get(eventName) ?? []), id]);
      }
    }
  }

  /** The ids of the handlers of an event, in a stable order. */
  handlersOf(eventName: string): string[] {
    return this.byEvent.get(eventName) ?? [];
  }

  /**
   * Marks a stored event done once every handler of it has run (has its handled_events row).
   * Answers whether it did. `manager` is the caller's transaction, when it holds the event's row.
   */
  async completeIfAllHandled(event: Pick<StoredEvent, 'id' | 'name'>, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const handlers = this.handlersOf(event.name);
    const [, changed] = await manager.query(
      `UPDATE outbox_events SET completed_at = now(), last_error = NULL
       WHERE id = $1 AND completed_at IS NULL
         AND (SELECT count(*) FROM handled_events WHERE event_id = $1 AND handler = ANY($2)) = $3`,
      [event.id, handlers, handlers.length],
    );
    return changed > 0;
  }

  async run(handlerId: string, event: StoredEvent): Promise<void> {
    const handle = this.byId.get(handlerId);
    if (!handle) throw new Error(`no event handler ${handlerId} in this process`);
    await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.query(
        'INSERT INTO handled_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
        [event.id, handlerId],
      );
      if (claimed.length === 0) return;
      await handle(event.payload, { eventId: event.id, occurredAt: new Date(event.createdAt), manager });
    });
  }
}
