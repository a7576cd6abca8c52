import type { EntityManager } from 'typeorm';
import { Withdrawal } from './withdrawal.entity.js';

/*
 * The SQL of the withdrawals, named for what each query answers. Each takes the EntityManager to
 * run on: the caller's transaction, or the repository's manager.
 */

/** The ids of the back office's list: open ones first, by refund-by date, then the refunded, newest first. */
export async function withdrawalIdsInListOrder(db: EntityManager, limit: number): Promise<string[]> {
  const rows = await db
    .getRepository(Withdrawal)
    .createQueryBuilder('w')
    .select('w.id', 'id')
    .orderBy(`CASE WHEN w.status = 'refunded' THEN 1 ELSE 0 END`)
    .addOrderBy(`CASE WHEN w.status = 'refunded' THEN NULL ELSE w.refund_due_at END`, 'ASC')
    .addOrderBy('w.received_at', 'DESC')
    .addOrderBy('w.id')
    .limit(limit)
    .getRawMany<{ id: string }>();
  return rows.map((row) => row.id);
}

/** Locks a withdrawal's row for the caller's transaction; false when there is none. */
export async function lockWithdrawalRow(manager: EntityManager, withdrawalId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query('SELECT id FROM withdrawals WHERE id = $1 FOR UPDATE', [withdrawalId]);
  return rows.length > 0;
}
