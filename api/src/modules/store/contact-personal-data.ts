import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

const BATCH = 500;

export interface ContactMessagePersonalDataView {
  full_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** The contact messages of one email address, and their retention period (docs/privacy.md). */
@Injectable()
export class ContactPersonalData {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async messagesOf(email: string): Promise<ContactMessagePersonalDataView[]> {
    const rows: (Omit<ContactMessagePersonalDataView, 'created_at'> & { created_at: Date })[] = await this.dataSource.query(
      `SELECT full_name, email, subject, message, created_at FROM contact_messages WHERE lower(email) = lower($1) ORDER BY created_at, id`,
      [email],
    );
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  }

  async erase(manager: EntityManager, email: string): Promise<number> {
    const [, deleted]: [unknown, number] = await manager.query(`DELETE FROM contact_messages WHERE lower(email) = lower($1)`, [email]);
    return deleted;
  }

  /** Deletes the messages older than `months`, in batches; answers how many went. */
  async applyRetention(months: number, now: Date, stopping?: AbortSignal): Promise<number> {
    let total = 0;
    while (!stopping?.aborted) {
      const [, deleted]: [unknown, number] = await this.dataSource.query(
        `DELETE FROM contact_messages WHERE id IN (
           SELECT id FROM contact_messages WHERE created_at < $2::timestamptz - make_interval(months => $1::int)
           ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`,
        [months, now],
      );
      total += deleted;
      if (deleted < BATCH) break;
    }
    return total;
  }
}
