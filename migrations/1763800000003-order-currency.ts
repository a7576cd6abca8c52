import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order keeps the currency it was placed in (the settings' currency at that moment), so
 * changing the setting later never changes what an order cost; each payment keeps the currency it
 * was created in, so the provider's answer can be checked against it.
 */
export class OrderCurrency1763800000003 implements MigrationInterface {
  name = 'OrderCurrency1763800000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders ADD COLUMN currency text NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'USD', 'GBP'))`);
    await db.query(`ALTER TABLE payments ADD COLUMN currency text NOT NULL DEFAULT 'EUR'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payments DROP COLUMN currency`);
    await db.query(`ALTER TABLE orders DROP COLUMN currency`);
  }
}
