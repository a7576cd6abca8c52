import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * EU countries without their own shipping config pay a default that staff set: its cost is new
 * (€6.95), its free-shipping threshold is the existing free_shipping_threshold_cents, which the
 * home banner already announces, so existing shops keep their banner.
 */
export class DefaultShipping1763800000012 implements MigrationInterface {
  name = 'DefaultShipping1763800000012';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE settings ADD COLUMN default_shipping_cost_cents integer NOT NULL DEFAULT 695`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE settings DROP COLUMN default_shipping_cost_cents`);
  }
}
