import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time start-up steps (such as the demo catalogue), so an interrupted step resumes and a finished one never repeats. */
export class SetupSteps1763800000001 implements MigrationInterface {
  name = 'SetupSteps1763800000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE setup_steps (
        name text PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE setup_steps');
  }
}
