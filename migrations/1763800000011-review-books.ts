import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review may name the book it was written about; a book page lists that book's reviews, newest
 * first (the index). Deleting a book keeps its reviews, no longer tied to a book.
 */
export class ReviewBooks1763800000011 implements MigrationInterface {
  name = 'ReviewBooks1763800000011';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reviews ADD COLUMN book_id uuid REFERENCES books (id) ON DELETE SET NULL`);
    await db.query(`CREATE INDEX reviews_book_created_idx ON reviews (book_id, created_at, id) WHERE book_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX reviews_book_created_idx`);
    await db.query(`ALTER TABLE reviews DROP COLUMN book_id`);
  }
}
