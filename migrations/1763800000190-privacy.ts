import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A parent's data, kept no longer than the privacy policy says: retention periods in the settings,
 * orders that lost their personal details (and until when a paid one is kept for the tax records),
 * and the log of parents' requests to see or erase their data (answered within a month).
 */
export class Privacy1763800000190 implements MigrationInterface {
  name = 'Privacy1763800000190';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE settings
        ADD COLUMN retention_unpaid_orders_months integer NOT NULL DEFAULT 3 CHECK (retention_unpaid_orders_months BETWEEN 1 AND 120),
        ADD COLUMN retention_contact_messages_months integer NOT NULL DEFAULT 12 CHECK (retention_contact_messages_months BETWEEN 1 AND 120),
        ADD COLUMN retention_mail_files_months integer NOT NULL DEFAULT 3 CHECK (retention_mail_files_months BETWEEN 1 AND 120),
        ADD COLUMN retention_tax_records_years integer NOT NULL DEFAULT 7 CHECK (retention_tax_records_years BETWEEN 7 AND 20)`);
    // personal_data_erased_at: name, email, phone and street are gone; tax_record_until: a sale's amounts stay until then.
    await db.query(`ALTER TABLE orders ADD COLUMN personal_data_erased_at timestamptz, ADD COLUMN tax_record_until date`);
    // The retention job looks for orders that still hold personal details, oldest first.
    await db.query(`CREATE INDEX orders_personal_data_idx ON orders (created_at) WHERE personal_data_erased_at IS NULL`);
    await db.query(`CREATE INDEX contact_messages_created_idx ON contact_messages (created_at)`);
    await db.query(`CREATE INDEX contact_messages_email_idx ON contact_messages (lower(email))`);
    await db.query(`
      CREATE TABLE privacy_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('access', 'erasure')),
        channel text NOT NULL CHECK (channel IN ('storefront', 'back_office')),
        -- The address while the request is open or its data kept; null once the address was erased.
        email text,
        -- sha256 of the address in lower case: links the requests of one address after it was erased.
        email_hash text NOT NULL,
        admin_username text,
        language text NOT NULL DEFAULT 'ar' CHECK (language IN ('ar', 'en', 'nl')),
        created_at timestamptz NOT NULL DEFAULT now(),
        due_at timestamptz NOT NULL,
        completed_at timestamptz,
        outcome jsonb,
        -- A parent's emailed download link: when it was issued, and when it was used (once).
        link_issued_at timestamptz,
        link_used_at timestamptz
      )`);
    await db.query(`CREATE INDEX privacy_requests_open_idx ON privacy_requests (due_at) WHERE completed_at IS NULL`);
    await db.query(`CREATE INDEX privacy_requests_email_hash_idx ON privacy_requests (email_hash)`);
    await db.query(`CREATE INDEX privacy_requests_created_idx ON privacy_requests (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE privacy_requests`);
    await db.query(`DROP INDEX contact_messages_email_idx`);
    await db.query(`DROP INDEX contact_messages_created_idx`);
    await db.query(`DROP INDEX orders_personal_data_idx`);
    await db.query(`ALTER TABLE orders DROP COLUMN tax_record_until, DROP COLUMN personal_data_erased_at`);
    await db.query(`
      ALTER TABLE settings
        DROP COLUMN retention_tax_records_years,
        DROP COLUMN retention_mail_files_months,
        DROP COLUMN retention_contact_messages_months,
        DROP COLUMN retention_unpaid_orders_months`);
  }
}
