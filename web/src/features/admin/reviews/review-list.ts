import { REVIEW_SORT_KEYS, type ReviewSortKey } from '@bookshop/contracts/admin-lists';
import { languageOrDefault } from '@bookshop/contracts/languages';
import type { SortDirection } from '../shared/sortable-column';
import type { AdminReview } from './reviews-api';

/** Review text previews: 100 characters in the table, 150 on a card. */
export const TABLE_TEXT_LENGTH = 100;
export const CARD_TEXT_LENGTH = 150;

export const REVIEW_SORT_FIELDS = REVIEW_SORT_KEYS;
export type ReviewSortField = ReviewSortKey;
export interface ReviewSort {
  field: ReviewSortField;
  direction: SortDirection;
}

/** Newest first until the admin sorts otherwise. */
export const DEFAULT_REVIEW_SORT: ReviewSort = { field: 'created_at', direction: 'descend' };

/** The reviewed book's title in the admin's language, or a dash for a review of the shop. */
export function reviewBookTitle(review: AdminReview, language: string): string {
  return review.book_title?.[languageOrDefault(language)] ?? '—';
}

/** Cuts a text to `length` characters with an ellipsis; shorter texts stay whole. */
export function truncateText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
