/** The BullMQ queue that carries one job per (event, handler). */
export const EVENTS_QUEUE = 'events';
