import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Catalogue, identity and store: the tables of the foundation. Money is integer cents. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE books (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title_ar text NOT NULL, title_en text NOT NULL, title_nl text NOT NULL,
        author_ar text NOT NULL, author_en text NOT NULL, author_nl text NOT NULL,
        description_ar text NOT NULL, description_en text NOT NULL, description_nl text NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        age_groups text[] NOT NULL CHECK (cardinality(age_groups) > 0),
        category text CHECK (category IN ('animals', 'people', 'fantasy')),
        featured boolean NOT NULL DEFAULT false,
        stock integer CHECK (stock >= 0),
        cover_image jsonb NOT NULL,
        preview_images jsonb NOT NULL DEFAULT '[]',
        pdf_file text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX books_age_groups_idx ON books USING gin (age_groups)`);
    await db.query(`CREATE INDEX books_created_at_idx ON books (created_at DESC)`);

    await db.query(`
      CREATE TABLE admins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX admins_username_key ON admins (lower(username))`);

    await db.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX refresh_tokens_admin_idx ON refresh_tokens (admin_id)`);

    await db.query(`
      CREATE TABLE settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        currency text NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'USD', 'GBP')),
        admin_email text NOT NULL,
        free_shipping_threshold_cents integer NOT NULL DEFAULT 3000 CHECK (free_shipping_threshold_cents >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE shipping_configs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        country_code char(2) NOT NULL UNIQUE,
        country_name text NOT NULL,
        shipping_cost_cents integer NOT NULL CHECK (shipping_cost_cents >= 0),
        shipping_threshold_cents integer NOT NULL DEFAULT 0 CHECK (shipping_threshold_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['shipping_configs', 'settings', 'refresh_tokens', 'admins', 'books']) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
