import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts: an order gets its receipt number when it is first paid, from an unbroken sequence per
 * calendar year (receipt_counters: one row per year, taken under its row lock in the transaction
 * that marks the order paid, so a rolled-back payment leaves no gap).
 */
export class Receipts1763800000201 implements MigrationInterface {
  name = 'Receipts1763800000201';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE receipt_counters (year integer PRIMARY KEY, last_number integer NOT NULL)`);
    await db.query(`ALTER TABLE orders ADD COLUMN receipt_number text UNIQUE, ADD COLUMN receipt_issued_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders DROP COLUMN receipt_number, DROP COLUMN receipt_issued_at`);
    await db.query(`DROP TABLE receipt_counters`);
  }
}
