import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an event handler did outside the database (a mail handed to SMTP), recorded as soon as it
 * was done and apart from the handler's own transaction: when that transaction fails afterwards
 * and the handler runs again, it is not done twice (EventContext.once). The rows go with their
 * event (pruned, or forgotten with a customer's details).
 */
export class EventSideEffects1763800000240 implements MigrationInterface {
  name = 'EventSideEffects1763800000240';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE event_side_effects (
        event_id bigint NOT NULL REFERENCES outbox_events (id) ON DELETE CASCADE,
        handler text NOT NULL,
        done_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, handler)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE event_side_effects`);
  }
}
