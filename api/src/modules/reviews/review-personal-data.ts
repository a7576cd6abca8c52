import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface ReviewPersonalDataView {
  name: string;
  email: string;
  rating: number;
  review_text: string;
  status: string;
  created_at: string;
}

/** The reviews one email address wrote: a parent's export and erasure (docs/privacy.md). */
@Injectable()
export class ReviewPersonalData {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async reviewsOf(email: string): Promise<ReviewPersonalDataView[]> {
    const rows: (Omit<ReviewPersonalDataView, 'created_at'> & { created_at: Date })[] = await this.dataSource.query(
      `SELECT name, email, rating, review_text, status, created_at FROM reviews WHERE lower(email) = lower($1) ORDER BY created_at, id`,
      [email],
    );
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  }

  /** A review names its writer, so it goes whole. Answers how many went. */
  async erase(manager: EntityManager, email: string): Promise<number> {
    const [, deleted]: [unknown, number] = await manager.query(`DELETE FROM reviews WHERE lower(email) = lower($1)`, [email]);
    return deleted;
  }
}
