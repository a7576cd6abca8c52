import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An outbox event is done when every handler has run (completed_at), not when it was handed to the
 * queue (dispatched_at): a queue that restarts empty then loses nothing, because the relay hands
 * on again (handovers, with growing pauses) what is not done. Done events are pruned after a
 * while, and idempotency keys after a day: both need an index on their age.
 */
export class OutboxCompletion1763800000005 implements MigrationInterface {
  name = 'OutboxCompletion1763800000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE outbox_events ADD COLUMN completed_at timestamptz`);
    await db.query(`ALTER TABLE outbox_events ADD COLUMN handovers integer NOT NULL DEFAULT 0`);
    // Events handed on before this change cannot be checked any more: they count as done.
    await db.query(`UPDATE outbox_events SET completed_at = dispatched_at WHERE dispatched_at IS NOT NULL`);
    await db.query(`DROP INDEX outbox_events_pending_idx`);
    await db.query(`CREATE INDEX outbox_events_open_idx ON outbox_events (next_attempt_at) WHERE completed_at IS NULL`);
    await db.query(`CREATE INDEX outbox_events_completed_idx ON outbox_events (completed_at) WHERE completed_at IS NOT NULL`);
    await db.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX idempotency_keys_created_idx`);
    await db.query(`DROP INDEX outbox_events_completed_idx`);
    await db.query(`DROP INDEX outbox_events_open_idx`);
    await db.query(`CREATE INDEX outbox_events_pending_idx ON outbox_events (next_attempt_at) WHERE dispatched_at IS NULL`);
    await db.query(`ALTER TABLE outbox_events DROP COLUMN handovers`);
    await db.query(`ALTER TABLE outbox_events DROP COLUMN completed_at`);
  }
}
