import { isEmailAddress } from '@bookshop/contracts/email-address';
import { REVIEW_LIMITS } from '@bookshop/contracts/reviews';
import type { ReviewPayload } from '../../shared/api/types';

/** Only the first 6 approved reviews are shown. */
export const REVIEWS_SHOWN = 6;
/** The thank-you stays this long before the modal closes. */
export const SUCCESS_CLOSE_MS = 3_000;

/** The fields the visitor fills in (the book, if any, comes from the page). */
export type ReviewField = Exclude<keyof ReviewPayload, 'book_id'>;
/** A field's error as a translation key, e.g. { name: 'reviews.validation.name' }; the server may also refuse the book. */
export type ReviewErrors = Partial<Record<keyof ReviewPayload, string>>;

export const emptyReview: ReviewPayload = { name: '', email: '', rating: 0, review_text: '' };

/** The review form's rules; an empty result means the review can be sent. */
export function validateReview(review: ReviewPayload): ReviewErrors {
  const errors: ReviewErrors = {};
  const name = review.name.trim();
  const email = review.email.trim();
  const text = review.review_text.trim();

  if (!name) errors.name = 'reviews.validation.name';
  else if (name.length > REVIEW_LIMITS.name) errors.name = 'reviews.validation.nameLength';

  if (!email) errors.email = 'reviews.validation.email';
  else if (!isEmailAddress(email)) errors.email = 'reviews.validation.emailFormat';

  if (!(review.rating >= 1 && review.rating <= REVIEW_LIMITS.rating)) errors.rating = 'reviews.validation.rating';

  if (!text) errors.review_text = 'reviews.validation.review';
  else if (text.length > REVIEW_LIMITS.text) errors.review_text = 'reviews.validation.reviewLength';

  return errors;
}

/** What is sent: the same review, trimmed as the server would trim it. */
export function trimmedReview(review: ReviewPayload): ReviewPayload {
  return { name: review.name.trim(), email: review.email.trim(), rating: review.rating, review_text: review.review_text.trim() };
}
