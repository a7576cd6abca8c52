import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An unpaid order holds its books until hold_ends_at (ORDER_HOLD_MINUTES after they were taken);
 * then it expires and they go back on sale. paid_without_stock marks an order whose payment came in
 * after that, when its books had been sold to someone else: staff refund or restock. It replaces
 * needs_refund for that case, which keeps meaning "paid twice, or paid after it was canceled".
 */
export class OrderHolds1763800000004 implements MigrationInterface {
  name = 'OrderHolds1763800000004';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ADD COLUMN hold_ends_at timestamptz`);
    await db.query(`ALTER TABLE orders ADD COLUMN paid_without_stock boolean NOT NULL DEFAULT false`);
    // Orders already waiting get the default hold, counted from their last change.
    await db.query(`UPDATE orders SET hold_ends_at = updated_at + interval '30 minutes' WHERE status = 'pending'`);
    await db.query(`CREATE INDEX orders_pending_hold_idx ON orders (hold_ends_at) WHERE status = 'pending'`);
    await db.query(`CREATE INDEX orders_paid_without_stock_idx ON orders (created_at DESC) WHERE paid_without_stock`);
    // Orders flagged for a refund only because their books were gone move to the new flag.
    await db.query(`
      UPDATE orders o SET paid_without_stock = true,
        needs_refund = EXISTS (SELECT 1 FROM order_history h WHERE h.order_id = o.id AND h.new_value = 'refund_needed' AND h.comment NOT LIKE '%: paid, but the books are no longer in stock')
      WHERE o.needs_refund AND NOT o.stock_reserved
        AND EXISTS (SELECT 1 FROM order_history h WHERE h.order_id = o.id AND h.new_value = 'refund_needed' AND h.comment LIKE '%: paid, but the books are no longer in stock')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE orders SET needs_refund = true WHERE paid_without_stock`);
    await db.query(`DROP INDEX orders_paid_without_stock_idx`);
    await db.query(`DROP INDEX orders_pending_hold_idx`);
    await db.query(`ALTER TABLE orders DROP COLUMN paid_without_stock`);
    await db.query(`ALTER TABLE orders DROP COLUMN hold_ends_at`);
  }
}
