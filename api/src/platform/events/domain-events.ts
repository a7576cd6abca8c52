import type { EntityManager } from 'typeorm';

/**
 * Every domain event of the shop: name → payload. Empty here, so that the platform knows no
 * module; `api/src/domain-events.ts` fills it in from the modules' own event maps.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface DomainEvents {}

export type EventName = keyof DomainEvents & string;

/** Something that happened in the shop, as stored in the outbox and handed to handlers. */
export type DomainEvent = { [Name in EventName]: { name: Name; payload: DomainEvents[Name] } }[EventName];

/** A handler is told which stored event it handles, so it can refer to it (e.g. in logs). */
export interface EventContext {
  eventId: string;
  /** When the change happened (not when the handler runs: handlers may run late or in parallel). */
  occurredAt: Date;
  /** The transaction the handler's own writes belong to; it also records the event as handled. */
  manager: EntityManager;
  /**
   * Does what the handler does outside the database (hands a mail to SMTP), unless an earlier run
   * of this handler for this event already did: that run's transaction may have failed after it,
   * so the event is handled again. One effect per handler; its record outlives `manager`'s rollback.
   */
  once(effect: () => Promise<void>): Promise<void>;
}
