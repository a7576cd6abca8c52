import type { EntityManager } from 'typeorm';
import type { Language } from '@bookshop/contracts/languages';
import type { PrivacyRequestKind } from '@bookshop/contracts/privacy';
import { PrivacyRequest } from './privacy-request.entity.js';

/*
 * The SQL of the privacy request log, named for what each query answers. Each takes the
 * EntityManager to run on: the caller's transaction, or `dataSource.manager` outside one.
 */

/** How many requests are open, and how many of them are past their due date at `now`. */
export async function openRequestCounts(db: EntityManager, now: Date): Promise<{ open: number; overdue: number }> {
  const [counts]: { open: number; overdue: number }[] = await db.query(
    `SELECT count(*)::int AS open, (count(*) FILTER (WHERE due_at < $1))::int AS overdue FROM privacy_requests WHERE completed_at IS NULL`,
    [now],
  );
  return counts;
}

/** The log as staff read it: open requests first, the most urgent first, then the answered ones, newest first. */
export function requestsInListOrder(db: EntityManager, limit: number): Promise<PrivacyRequest[]> {
  return db
    .getRepository(PrivacyRequest)
    .createQueryBuilder('request')
    .orderBy('request.completed_at IS NULL', 'DESC')
    .addOrderBy('CASE WHEN request.completed_at IS NULL THEN request.due_at END', 'ASC')
    .addOrderBy('request.created_at', 'DESC')
    .limit(limit)
    .getMany();
}

/**
 * Uses a request's emailed link: marks it used at `now` and answers the address and language,
 * unless it was used already, its address was erased, or it is older than `validHours`. Two
 * clicks at once get it once.
 */
export async function useDownloadLink(
  manager: EntityManager,
  requestId: string,
  now: Date,
  validHours: number,
): Promise<{ email: string; language: Language } | undefined> {
  const [claimed]: [{ email: string; language: Language }[], number] = await manager.query(
    `UPDATE privacy_requests SET link_used_at = $2
     WHERE id = $1 AND link_used_at IS NULL AND email IS NOT NULL
       AND link_issued_at > $2::timestamptz - make_interval(hours => $3::int)
     RETURNING email, language`,
    [requestId, now, validHours],
  );
  return claimed[0];
}

/** Records a request as answered at `now`, with what the answer held. */
export async function completeRequest(db: EntityManager, requestId: string, now: Date, outcome: Record<string, unknown>): Promise<void> {
  await db.query(`UPDATE privacy_requests SET completed_at = $2, outcome = $3 WHERE id = $1`, [requestId, now, outcome]);
}

/** Answers the open requests of an address (by its hash) of the same kind, or of any kind for an erasure. */
export async function answerOpenRequestsOf(
  manager: EntityManager,
  emailHash: string,
  kind: PrivacyRequestKind,
  answer: { now: Date; adminUsername: string; outcome: Record<string, unknown> },
): Promise<void> {
  await manager.query(
    `UPDATE privacy_requests SET completed_at = $3, admin_username = $4, outcome = $5
     WHERE email_hash = $1 AND completed_at IS NULL AND ($2 = 'erasure' OR kind = $2)`,
    [emailHash, kind, answer.now, answer.adminUsername, answer.outcome],
  );
}

/** An erased address leaves the log too: its requests keep only the address's hash. */
export async function forgetAddressInRequests(manager: EntityManager, emailHash: string): Promise<void> {
  await manager.query(`UPDATE privacy_requests SET email = NULL WHERE email_hash = $1`, [emailHash]);
}
