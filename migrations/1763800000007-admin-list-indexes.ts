import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office searches, sorts and pages orders and reviews in the database, so each of its
 * list queries has an index at 100,000 orders: trigram indexes (pg_trgm) for the substring search
 * of names and emails (and review texts), and one btree per sort column ending in the id that
 * breaks ties. The order number and process number are found through their unique indexes.
 *
 * The dashboard's numbers are read from indexes alone (index-only scans): the revenue from the
 * status index, which now carries the totals, and the customers (distinct emails, in any case)
 * from `customer_key`, the email in lower case, stored with each order and indexed.
 */
export class AdminListIndexes1763800000007 implements MigrationInterface {
  name = 'AdminListIndexes1763800000007';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // The expressions must match the list queries' text exactly (admin-orders.service.ts, reviews.service.ts).
    await db.query(`CREATE INDEX orders_search_trgm_idx ON orders USING gin (lower(customer_name || ' ' || customer_email) gin_trgm_ops)`);
    await db.query(`CREATE INDEX orders_friendly_sort_idx ON orders (length(friendly_id), friendly_id)`);
    await db.query(`CREATE INDEX orders_name_sort_idx ON orders (lower(customer_name), id)`);
    await db.query(`ALTER TABLE orders ADD COLUMN customer_key text GENERATED ALWAYS AS (lower(customer_email)) STORED`);
    await db.query(`CREATE INDEX orders_customer_key_idx ON orders (customer_key, id)`);
    await db.query(`DROP INDEX orders_status_created_idx`);
    await db.query(`CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC) INCLUDE (total_cents)`);
    await db.query(`CREATE INDEX orders_total_sort_idx ON orders (total_cents, id)`);
    await db.query(`CREATE INDEX orders_created_id_idx ON orders (created_at, id)`);
    await db.query(`DROP INDEX orders_created_idx`);

    await db.query(
      `CREATE INDEX reviews_search_trgm_idx ON reviews USING gin (lower(name || ' ' || email || ' ' || review_text) gin_trgm_ops)`,
    );
    await db.query(`CREATE INDEX reviews_created_id_idx ON reviews (created_at, id)`);
    await db.query(`CREATE INDEX reviews_name_sort_idx ON reviews (lower(name), id)`);
    await db.query(`CREATE INDEX reviews_email_sort_idx ON reviews (lower(email), id)`);
    await db.query(`CREATE INDEX reviews_rating_sort_idx ON reviews (rating, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of [
      'reviews_rating_sort_idx',
      'reviews_email_sort_idx',
      'reviews_name_sort_idx',
      'reviews_created_id_idx',
      'reviews_search_trgm_idx',
      'orders_created_id_idx',
      'orders_total_sort_idx',
      'orders_customer_key_idx',
      'orders_name_sort_idx',
      'orders_friendly_sort_idx',
      'orders_search_trgm_idx',
    ])
      await db.query(`DROP INDEX ${index}`);
    await db.query(`CREATE INDEX orders_created_idx ON orders (created_at DESC)`);
    await db.query(`DROP INDEX orders_status_created_idx`);
    await db.query(`CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC)`);
    await db.query(`ALTER TABLE orders DROP COLUMN customer_key`);
    // pg_trgm stays: other schemas may use it, and it costs nothing unused.
  }
}
