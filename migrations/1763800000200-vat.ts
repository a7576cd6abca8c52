import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The reduced rate for printed books per EU country when the shop started recording VAT (docs/vat.md). */
const PRINTED_BOOK_RATES = [
  { country_code: 'AT', rate: 1000, starts_on: '2000-01-01' },
  { country_code: 'BE', rate: 600, starts_on: '2000-01-01' },
  { country_code: 'BG', rate: 900, starts_on: '2000-01-01' },
  { country_code: 'CY', rate: 500, starts_on: '2000-01-01' },
  { country_code: 'CZ', rate: 0, starts_on: '2024-01-01' },
  { country_code: 'DE', rate: 700, starts_on: '2000-01-01' },
  { country_code: 'DK', rate: 2500, starts_on: '2000-01-01' },
  { country_code: 'EE', rate: 900, starts_on: '2000-01-01' },
  { country_code: 'ES', rate: 400, starts_on: '2000-01-01' },
  { country_code: 'FI', rate: 1400, starts_on: '2025-01-01' },
  { country_code: 'FR', rate: 550, starts_on: '2000-01-01' },
  { country_code: 'GR', rate: 600, starts_on: '2000-01-01' },
  { country_code: 'HR', rate: 500, starts_on: '2000-01-01' },
  { country_code: 'HU', rate: 500, starts_on: '2000-01-01' },
  { country_code: 'IE', rate: 0, starts_on: '2000-01-01' },
  { country_code: 'IT', rate: 400, starts_on: '2000-01-01' },
  { country_code: 'LT', rate: 900, starts_on: '2000-01-01' },
  { country_code: 'LU', rate: 300, starts_on: '2000-01-01' },
  { country_code: 'LV', rate: 1200, starts_on: '2000-01-01' },
  { country_code: 'MT', rate: 500, starts_on: '2000-01-01' },
  { country_code: 'NL', rate: 900, starts_on: '2000-01-01' },
  { country_code: 'PL', rate: 500, starts_on: '2000-01-01' },
  { country_code: 'PT', rate: 600, starts_on: '2000-01-01' },
  { country_code: 'RO', rate: 1100, starts_on: '2025-08-01' },
  { country_code: 'SE', rate: 600, starts_on: '2000-01-01' },
  { country_code: 'SI', rate: 500, starts_on: '2000-01-01' },
  { country_code: 'SK', rate: 500, starts_on: '2000-01-01' },
];

/**
 * VAT: the rate for printed books per country from a day on (seeded with every EU country's),
 * the day the shop registered for the One-Stop-Shop, and on every order, line and refund the
 * destination, the scheme, the rate and the split into net and VAT, fixed when the order is placed.
 * Orders placed before this migration have no split (NULL): the shop recorded none then.
 */
export class Vat1763800000200 implements MigrationInterface {
  name = 'Vat1763800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE vat_rates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        country_code char(2) NOT NULL,
        rate integer NOT NULL CHECK (rate BETWEEN 0 AND 3000),
        starts_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (country_code, starts_on)
      )`);
    for (const seed of PRINTED_BOOK_RATES) {
      await db.query(`INSERT INTO vat_rates (country_code, rate, starts_on) VALUES ($1, $2, $3)`, [
        seed.country_code,
        seed.rate,
        seed.starts_on,
      ]);
    }
    await db.query(`ALTER TABLE settings ADD COLUMN oss_registered_since date`);
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN vat_country char(2),
        ADD COLUMN vat_scheme text CHECK (vat_scheme IN ('home', 'oss')),
        ADD COLUMN vat_rate integer,
        ADD COLUMN net_cents integer,
        ADD COLUMN vat_cents integer,
        ADD COLUMN shipping_net_cents integer,
        ADD COLUMN shipping_vat_cents integer`);
    await db.query(`ALTER TABLE order_items ADD COLUMN net_cents integer, ADD COLUMN vat_cents integer`);
    await db.query(`ALTER TABLE refunds ADD COLUMN net_cents integer, ADD COLUMN vat_cents integer`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refunds DROP COLUMN net_cents, DROP COLUMN vat_cents`);
    await db.query(`ALTER TABLE order_items DROP COLUMN net_cents, DROP COLUMN vat_cents`);
    await db.query(`
      ALTER TABLE orders DROP COLUMN vat_country, DROP COLUMN vat_scheme, DROP COLUMN vat_rate, DROP COLUMN net_cents,
        DROP COLUMN vat_cents, DROP COLUMN shipping_net_cents, DROP COLUMN shipping_vat_cents`);
    await db.query(`ALTER TABLE settings DROP COLUMN oss_registered_since`);
    await db.query(`DROP TABLE vat_rates`);
  }
}
