import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The withdrawal right: when an order was sent and delivered (the start of its withdrawal
 * period), the withdrawals parents make with the books they take back, and their lines in the
 * order's history. Orders already sent or delivered take those dates from their history, the
 * latest time staff set each status.
 */
export class Withdrawals1763800000121 implements MigrationInterface {
  name = 'Withdrawals1763800000121';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ADD COLUMN sent_at timestamptz, ADD COLUMN delivered_at timestamptz`);
    for (const status of ['sent', 'delivered']) {
      await db.query(`
        UPDATE orders SET ${status}_at = marked.at
        FROM (
          SELECT order_id, max(created_at) AS at FROM order_history
          WHERE action_type = 'status_change' AND new_value = '${status}' GROUP BY order_id
        ) marked
        WHERE marked.order_id = orders.id AND orders.status IN ('sent', 'delivered')`);
    }
    await db.query(`UPDATE orders SET delivered_at = NULL WHERE status = 'sent'`);

    await db.query(`
      CREATE TABLE withdrawals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
        received_at timestamptz NOT NULL,
        refund_due_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('received', 'books_back', 'refunded')),
        books_cents integer NOT NULL CHECK (books_cents > 0),
        shipping_cents integer NOT NULL CHECK (shipping_cents >= 0),
        books_back_at timestamptz,
        refund_id uuid REFERENCES refunds (id) ON DELETE SET NULL,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX withdrawals_open_idx ON withdrawals (refund_due_at) WHERE status <> 'refunded'`);
    await db.query(`CREATE INDEX withdrawals_received_idx ON withdrawals (received_at DESC, id)`);
    await db.query(`
      CREATE TABLE withdrawal_items (
        withdrawal_id uuid NOT NULL REFERENCES withdrawals (id) ON DELETE CASCADE,
        order_item_id uuid NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (withdrawal_id, order_item_id)
      )`);

    await db.query(`ALTER TABLE order_history DROP CONSTRAINT order_history_action_type_check`);
    await db.query(
      `ALTER TABLE order_history ADD CONSTRAINT order_history_action_type_check
         CHECK (action_type IN ('created', 'payment', 'status_change', 'comment', 'email_sent', 'refund', 'withdrawal'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM order_history WHERE action_type = 'withdrawal'`);
    await db.query(`ALTER TABLE order_history DROP CONSTRAINT order_history_action_type_check`);
    await db.query(
      `ALTER TABLE order_history ADD CONSTRAINT order_history_action_type_check
         CHECK (action_type IN ('created', 'payment', 'status_change', 'comment', 'email_sent', 'refund'))`,
    );
    await db.query(`DROP TABLE withdrawal_items`);
    await db.query(`DROP TABLE withdrawals`);
    await db.query(`ALTER TABLE orders DROP COLUMN delivered_at, DROP COLUMN sent_at`);
  }
}
