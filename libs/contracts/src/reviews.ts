/**
 * A review's limits, the same in the form (its counters) and in the API. The name must be under
 * 50 characters, so 49 at most; the text at most 500; the rating 1 to 5 stars.
 */
export const REVIEW_LIMITS = { name: 49, text: 500, rating: 5 } as const;
