import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's history lines keep what the system recorded as data (payment ids, amounts, the email's
 * address and language), so the back office words them in the admin's language. Older lines have
 * none and keep showing their English comment.
 */
export class HistoryDetails1763800000008 implements MigrationInterface {
  name = 'HistoryDetails1763800000008';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE order_history ADD COLUMN details jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE order_history DROP COLUMN details`);
  }
}
