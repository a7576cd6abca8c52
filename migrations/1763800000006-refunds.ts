import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds staff make from the back office (and any the provider reports for the shop's payments):
 * the provider's refund id, amount and currency, the reason, the provider's status, who made it.
 * An order's history gains refund lines.
 */
export class Refunds1763800000006 implements MigrationInterface {
  name = 'Refunds1763800000006';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
        provider_refund_id text NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        reason text NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled')),
        admin_username text,
        checked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX refunds_order_idx ON refunds (order_id, created_at)`);
    await db.query(`CREATE INDEX refunds_payment_idx ON refunds (payment_id)`);
    await db.query(`ALTER TABLE order_history DROP CONSTRAINT order_history_action_type_check`);
    await db.query(
      `ALTER TABLE order_history ADD CONSTRAINT order_history_action_type_check
         CHECK (action_type IN ('created', 'payment', 'status_change', 'comment', 'email_sent', 'refund'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM order_history WHERE action_type = 'refund'`);
    await db.query(`ALTER TABLE order_history DROP CONSTRAINT order_history_action_type_check`);
    await db.query(
      `ALTER TABLE order_history ADD CONSTRAINT order_history_action_type_check
         CHECK (action_type IN ('created', 'payment', 'status_change', 'comment', 'email_sent'))`,
    );
    await db.query(`DROP TABLE refunds`);
  }
}
