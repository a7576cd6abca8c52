import { describe, expect, it } from '@jest/globals';
import { REVIEW_LIMITS } from './reviews.js';

describe('a review', () => {
  it('has a name under 50 characters, a text of up to 500 and 1 to 5 stars', () => {
    expect(REVIEW_LIMITS).toEqual({ name: 49, text: 500, rating: 5 });
  });
});
