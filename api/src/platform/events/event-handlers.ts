import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventContext, EventName } from './domain-events.js';
import { EVENT_HANDLER } from './event-handler.decorator.js';
import { ProcessEventBus, type ProcessEvents } from './process-events.js';

type Handle = (payload: object, context: EventContext) => Promise<void> | void;

/** The names of the shop's domain events at run time (`DOMAIN_EVENT_NAMES`). */
export const EVENT_NAMES = Symbol('event-names');

/** An event as read back from the outbox: its name and payload are only as typed as the row. */
export interface StoredEvent {
  id: string;
  name: string;
  payload: object;
  /** ISO time the event was stored (it travels through Redis as JSON). */
  createdAt: string;
}

/**
 * Finds every `@HandlesEvent` method at start and runs them. The shop refuses to start when a
 * handler names an event that does not exist, or an event has no handler (it would never be done). A handler runs inside a transaction
 * that first records (event, handler) in handled_events: a second delivery finds the record and
 * does nothing, and a failed handler rolls back, so it is retried later. What a handler does outside
 * the database cannot be rolled back: it goes through `EventContext.once`, so the retry skips it.
 */
@Injectable()
export class EventHandlers implements OnModuleInit {
  private readonly logger = new Logger('events');
  private readonly byEvent = new Map<string, string[]>();
  private readonly byId = new Map<string, Handle>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EVENT_NAMES) private readonly eventNames: readonly EventName[],
    @Inject(ProcessEventBus) private readonly processEvents: ProcessEventBus,
  ) {}

  onModuleInit(): void {
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
    const known = new Set<string>(this.eventNames);
    for (const [eventName, ids] of this.byEvent) {
      if (!known.has(eventName)) throw new Error(`${ids.join(', ')} handles "${eventName}", which is not a domain event`);
    }
    const unhandled = this.eventNames.filter((eventName) => !this.byEvent.has(eventName));
    if (unhandled.length > 0) throw new Error(`no handler for the domain events ${unhandled.join(', ')}`);
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

  /**
   * Runs a handler in a transaction of its own; on `connection`'s own database connection when
   * given (a caller running many handlers then waits for the pool once, not once per handler).
   */
  async run(handlerId: string, event: StoredEvent, connection: EntityManager = this.dataSource.manager): Promise<void> {
    const handle = this.byId.get(handlerId);
    if (!handle) throw new Error(`no event handler ${handlerId} in this process`);
    const startedAt = performance.now();
    // Told to the process (the metrics count it), whatever the outcome.
    const handled = (outcome: ProcessEvents['event.handled']['outcome']) =>
      this.processEvents.emit('event.handled', { handler: handlerId, outcome, seconds: (performance.now() - startedAt) / 1000 });
    try {
      const ran = await connection.transaction(async (manager) => {
        const claimed = await manager.query(
          'INSERT INTO handled_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
          [event.id, handlerId],
        );
        if (claimed.length === 0) return false;
        const once = (effect: () => Promise<void>) => this.once(handlerId, event.id, manager, effect);
        await handle(event.payload, { eventId: event.id, occurredAt: new Date(event.createdAt), manager, once });
        return true;
      });
      handled(ran ? 'done' : 'skipped');
    } catch (error) {
      handled('failed');
      throw error;
    }
  }

  /** `EventContext.once`: the effect's record is written on a connection of its own, so the handler's rollback keeps it. */
  private async once(handlerId: string, eventId: string, manager: EntityManager, effect: () => Promise<void>): Promise<void> {
    const done = await manager.query('SELECT 1 FROM event_side_effects WHERE event_id = $1 AND handler = $2', [eventId, handlerId]);
    if (done.length > 0) return;
    await effect();
    try {
      await this.dataSource.query('INSERT INTO event_side_effects (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        eventId,
        handlerId,
      ]);
    } catch (error) {
      // The effect is done: failing the handler now would roll it back and do it again on the retry.
      this.logger.warn(`${handlerId} did its work for event ${eventId} but could not record it: ${(error as Error).message}`);
    }
  }
}
