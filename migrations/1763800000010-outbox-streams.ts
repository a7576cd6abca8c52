import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events of one order form a stream: the relay delivers a stream's events one after the other,
 * in the order they were stored, and never two of them at once (in any process), unless one keeps
 * failing (see api/src/platform/events/outbox-relay.ts). Every order event
 * carries `order_id`; events without one (a contact message) belong to no stream. The partial index
 * finds the earlier events of a stream that are not done yet.
 */
export class OutboxStreams1763800000010 implements MigrationInterface {
  name = 'OutboxStreams1763800000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox_events ADD COLUMN stream text GENERATED ALWAYS AS (payload->>'order_id') STORED`);
    await db.query(`CREATE INDEX outbox_events_open_stream_idx ON outbox_events (stream, id) WHERE completed_at IS NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX outbox_events_open_stream_idx`);
    await db.query(`ALTER TABLE outbox_events DROP COLUMN stream`);
  }
}
