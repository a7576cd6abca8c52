import { REVIEW_SORT_KEYS, type ReviewSortKey } from '@bookshop/contracts/admin-lists';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { choiceFilter, listModel, type ListSort, type ListState } from '../shared/list-state';
import type { AdminReview } from './reviews-api';

/** Review text previews: 100 characters in the table, 150 on a card. */
export const TABLE_TEXT_LENGTH = 100;
export const CARD_TEXT_LENGTH = 150;

/** The statuses in the order the moderation screen offers them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'denied'] as const satisfies readonly AdminReview['status'][];
/** The moderation screen's filter: one status, or `all` (GET /api/admin/reviews?status=all). */
export type ReviewStatusFilter = AdminReview['status'] | 'all';

export type ReviewSort = ListSort<ReviewSortKey>;

/** The reviews list in the address: status, search, sort and page. */
export const REVIEW_LIST = listModel({
  columns: REVIEW_SORT_KEYS,
  // Newest first until the admin sorts otherwise.
  defaultSort: { column: 'created_at', direction: 'desc' },
  // The API is sent `all` too.
  filters: { status: choiceFilter<ReviewStatusFilter>(['all', ...REVIEW_STATUSES], 'all') },
});

export type ReviewListState = ListState<ReviewSortKey, { status: ReviewStatusFilter }>;

/** The reviewed book's title in the admin's language, or a dash for a review of the shop. */
export function reviewBookTitle(review: AdminReview, language: string): string {
  return review.book_title?.[languageOrDefault(language)] ?? '—';
}

/** Cuts a text to `length` characters with an ellipsis; shorter texts stay whole. */
export function truncateText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
