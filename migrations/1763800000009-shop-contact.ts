import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contact details parents see (phone, e-mail, city) become a setting staff edit. */
export class ShopContact1763800000009 implements MigrationInterface {
  name = 'ShopContact1763800000009';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE settings ADD COLUMN contact_phone text NOT NULL DEFAULT '+31 10 123 4567'`);
    await db.query(`ALTER TABLE settings ADD COLUMN contact_email text NOT NULL DEFAULT 'info@kinderboekwinkel.nl'`);
    await db.query(`ALTER TABLE settings ADD COLUMN contact_city text NOT NULL DEFAULT 'Rotterdam'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE settings DROP COLUMN contact_city, DROP COLUMN contact_email, DROP COLUMN contact_phone`);
  }
}
