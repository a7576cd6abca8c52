import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's history lines keep what the system recorded as data (payment ids, amounts, the email's
 * address and language), so the back office words them in the admin's language. Older lines have
 * none and keep showing their English comment.
 * A book's PDF keeps the name it was uploaded under (it is stored under a random one); older PDFs have none.
 */
export class HistoryDetailsPdfNames1763800000008 implements MigrationInterface {
  name = 'HistoryDetailsPdfNames1763800000008';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE order_history ADD COLUMN details jsonb`);
    await db.query(`ALTER TABLE books ADD COLUMN pdf_name text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE books DROP COLUMN pdf_name`);
    await db.query(`ALTER TABLE order_history DROP COLUMN details`);
  }
}
