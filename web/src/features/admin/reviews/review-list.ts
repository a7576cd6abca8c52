import type { SortDirection } from '../shared/sortable-column';
import type { AdminReview } from './reviews-api';

/** Review text previews: 100 characters in the table, 150 on a card. */
export const TABLE_TEXT_LENGTH = 100;
export const CARD_TEXT_LENGTH = 150;

export const REVIEW_SORT_FIELDS = ['name', 'email', 'rating', 'status', 'created_at'] as const;
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];
export interface ReviewSort {
  field: ReviewSortField;
  direction: SortDirection;
}

/** Newest first until the admin sorts otherwise. */
export const DEFAULT_REVIEW_SORT: ReviewSort = { field: 'created_at', direction: 'descend' };

/** Cuts a text to `length` characters with an ellipsis; shorter texts stay whole. */
export function truncateText(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}

/** The search covers name, email and review text, ignoring case. */
export function matchesSearch(review: AdminReview, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [review.name, review.email, review.review_text].some((value) => value.toLocaleLowerCase().includes(needle));
}

/** Rating sorts numerically and the date by its timestamp; the rest as text. */
export function compareReviews(a: AdminReview, b: AdminReview, field: ReviewSortField): number {
  if (field === 'rating') return a.rating - b.rating;
  if (field === 'created_at') return Date.parse(a.created_at) - Date.parse(b.created_at);
  return a[field].localeCompare(b[field]);
}

export function searchAndSort(reviews: readonly AdminReview[], search: string, sort: ReviewSort): AdminReview[] {
  const sign = sort.direction === 'ascend' ? 1 : -1;
  return reviews.filter((review) => matchesSearch(review, search)).sort((a, b) => sign * compareReviews(a, b, sort.field));
}
