import type { EntityManager } from 'typeorm';
import type { ReviewSortKey } from '@bookshop/contracts/admin-lists';
import { containsPattern, type ListWindow } from '../../platform/http/list-query.js';
import type { ListReviewsQuery } from './dto/list-reviews.query.js';
import type { ReviewStatus } from './review.entity.js';

/** What each sort of the back office's list orders by, then the id (the indexes end in it too). */
const SORT_COLUMNS: Record<ReviewSortKey, string> = {
  name: 'lower(r.name)',
  email: 'lower(r.email)',
  rating: 'r.rating',
  status: 'r.status',
  created_at: 'r.created_at',
};

export interface ReviewRow {
  id: string;
  name: string;
  email: string;
  rating: number;
  review_text: string;
  status: ReviewStatus;
  created_at: Date;
  book_id: string | null;
}

/** The back office's columns of a review; its book's titles come from the catalogue (`withBookTitles`). */
const ADMIN_ROW = `SELECT r.id, r.name, r.email, r.rating, r.review_text, r.status, r.created_at, r.book_id FROM reviews r`;

/** The list's conditions (a status, a search over name, email and text) as SQL and its parameters. */
function filterOf(query: ListReviewsQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (query.status && query.status !== 'all') conditions.push(`r.status = ${param(query.status)}`);
  if (query.q) conditions.push(`lower(r.name || ' ' || r.email || ' ' || r.review_text) LIKE lower(${param(containsPattern(query.q))})`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One page of the back office's list, sorted (newest first by default; the id breaks ties). */
export function reviewPageOf(manager: EntityManager, query: ListReviewsQuery, window: ListWindow): Promise<ReviewRow[]> {
  const { where, params } = filterOf(query);
  const way = query.direction === 'asc' ? 'ASC' : 'DESC';
  return manager.query(
    `${ADMIN_ROW} ${where}
     ORDER BY ${SORT_COLUMNS[query.sort ?? 'created_at']} ${way}, r.id ${way}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
}

/** How many reviews the list's filters match. */
export async function countReviews(manager: EntityManager, query: ListReviewsQuery): Promise<number> {
  const { where, params } = filterOf(query);
  const [{ total }]: { total: number }[] = await manager.query(`SELECT count(*)::int AS total FROM reviews r ${where}`, params);
  return total;
}

/** The back office's rows of these reviews. */
export function reviewRowsByIds(manager: EntityManager, ids: string[]): Promise<ReviewRow[]> {
  return manager.query(`${ADMIN_ROW} WHERE r.id = ANY($1::uuid[])`, [ids]);
}
