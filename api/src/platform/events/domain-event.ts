/** Something that happened in the shop, as stored in the outbox and handed to handlers. */
export interface DomainEvent<Name extends string = string, Payload extends object = object> {
  name: Name;
  payload: Payload;
}

/** A handler is told which stored event it handles, so it can refer to it (e.g. in logs). */
export interface EventContext {
  eventId: string;
  /** When the change happened (not when the handler runs: handlers may run late or in parallel). */
  occurredAt: Date;
  /** The transaction the handler's own writes belong to; it also records the event as handled. */
  manager: import('typeorm').EntityManager;
}
