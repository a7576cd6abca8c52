import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How long delivery takes, per country and for the EU default: checkout shows it, and without a
 * delivery date marked by staff the withdrawal period starts from the longest of it. Existing
 * shops start at 2 to 5 days, the delivery time their shipping page has always promised.
 */
export class DeliveryDays1763800000120 implements MigrationInterface {
  name = 'DeliveryDays1763800000120';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE shipping_configs
        ADD COLUMN delivery_days_min smallint NOT NULL DEFAULT 2,
        ADD COLUMN delivery_days_max smallint NOT NULL DEFAULT 5,
        ADD CONSTRAINT shipping_configs_delivery_days CHECK (delivery_days_min BETWEEN 1 AND delivery_days_max AND delivery_days_max <= 60)`);
    await db.query(`
      ALTER TABLE settings
        ADD COLUMN default_delivery_days_min smallint NOT NULL DEFAULT 2,
        ADD COLUMN default_delivery_days_max smallint NOT NULL DEFAULT 5,
        ADD CONSTRAINT settings_default_delivery_days
          CHECK (default_delivery_days_min BETWEEN 1 AND default_delivery_days_max AND default_delivery_days_max <= 60)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE settings DROP COLUMN default_delivery_days_max, DROP COLUMN default_delivery_days_min`);
    await db.query(`ALTER TABLE shipping_configs DROP COLUMN delivery_days_max, DROP COLUMN delivery_days_min`);
  }
}
