import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DomainEvent } from './domain-events.js';
import { ProcessEventBus } from './process-events.js';

/** Announces an event of the map in `domain-events.ts`: the name decides the payload's type. */
export type Publish = (event: DomainEvent) => void;

/**
 * The only way to change state and announce it: the events are stored in the same transaction as
 * the change (so neither exists without the other), then the relay delivers them.
 */
@Injectable()
export class Outbox {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ProcessEventBus) private readonly processEvents: ProcessEventBus,
  ) {}

  async transaction<T>(work: (manager: EntityManager, publish: Publish) => Promise<T>): Promise<T> {
    const events: DomainEvent[] = [];
    const result = await this.dataSource.transaction(async (manager) => {
      const value = await work(manager, (event) => events.push(event));
      await Outbox.store(manager, events);
      return value;
    });
    // Only once committed: the relay wakes for them, metrics count them (a rolled-back change never is).
    if (events.length > 0) this.processEvents.emit('outbox.committed', { events });
    return result;
  }

  /** For handlers that announce something inside the transaction they were given. */
  static async store(manager: EntityManager, events: DomainEvent[]): Promise<void> {
    for (const event of events) {
      await manager.query('INSERT INTO outbox_events (name, payload) VALUES ($1, $2)', [event.name, JSON.stringify(event.payload)]);
    }
  }

  /**
   * Removes the events of these streams (an order's id) and their handled rows: they quote
   * personal details that were just erased. Events not yet done go too; the change they announced
   * is gone with the details.
   */
  static async forgetStreams(manager: EntityManager, streams: string[]): Promise<void> {
    if (streams.length === 0) return;
    await Outbox.forget(manager, `stream = ANY($1::text[])`, [streams]);
  }

  /** Removes every event whose payload mentions `text` (in any case), and their handled rows. */
  static async forgetMentions(manager: EntityManager, text: string): Promise<void> {
    await Outbox.forget(manager, `strpos(lower(payload::text), lower($1)) > 0`, [text]);
  }

  private static async forget(manager: EntityManager, where: string, parameters: unknown[]): Promise<void> {
    await manager.query(
      `WITH gone AS (DELETE FROM outbox_events WHERE ${where} RETURNING id)
       DELETE FROM handled_events WHERE event_id IN (SELECT id FROM gone)`,
      parameters,
    );
  }
}
