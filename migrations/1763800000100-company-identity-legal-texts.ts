import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's identity as the law asks it to show it (legal name, address, KvK and VAT numbers) in
 * `settings`; the legal texts staff publish as numbered versions; and, on each order, the versions
 * of the terms and of the withdrawal policy the parent was shown when placing it. Orders placed
 * before this have none (null).
 */
export class CompanyIdentityLegalTexts1763800000100 implements MigrationInterface {
  name = 'CompanyIdentityLegalTexts1763800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE settings
        ADD COLUMN company_legal_name text NOT NULL DEFAULT '',
        ADD COLUMN company_trading_name text NOT NULL DEFAULT '',
        ADD COLUMN company_street text NOT NULL DEFAULT '',
        ADD COLUMN company_postcode text NOT NULL DEFAULT '',
        ADD COLUMN company_city text NOT NULL DEFAULT '',
        ADD COLUMN company_country text NOT NULL DEFAULT 'NL',
        ADD COLUMN company_kvk_number text NOT NULL DEFAULT '',
        ADD COLUMN company_vat_number text NOT NULL DEFAULT ''`);
    await db.query(`
      CREATE TABLE legal_text_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('terms', 'withdrawal', 'privacy', 'shipping', 'about')),
        version integer NOT NULL CHECK (version > 0),
        body_ar text NOT NULL,
        body_en text NOT NULL,
        body_nl text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        published_by text,
        UNIQUE (kind, version)
      )`);
    // An order keeps the versions it was placed under: a version an order names is never deleted.
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN terms_version_id uuid REFERENCES legal_text_versions (id) ON DELETE RESTRICT,
        ADD COLUMN withdrawal_policy_version_id uuid REFERENCES legal_text_versions (id) ON DELETE RESTRICT`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE orders DROP COLUMN withdrawal_policy_version_id, DROP COLUMN terms_version_id`);
    await db.query(`DROP TABLE legal_text_versions`);
    await db.query(`
      ALTER TABLE settings
        DROP COLUMN company_legal_name, DROP COLUMN company_trading_name, DROP COLUMN company_street,
        DROP COLUMN company_postcode, DROP COLUMN company_city, DROP COLUMN company_country,
        DROP COLUMN company_kvk_number, DROP COLUMN company_vat_number`);
  }
}
