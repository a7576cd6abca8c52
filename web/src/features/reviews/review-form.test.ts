import { describe, expect, test } from '@jest/globals';
import { trimmedReview, validateReview } from './review-form';

const valid = { name: 'Mona', email: 'mona@example.nl', rating: 5, review_text: 'Mijn dochter leest het elke avond.' };

describe('validateReview', () => {
  test('a complete review has no errors', () => {
    expect(validateReview(valid)).toEqual({});
  });

  test('every field is required, blanks count as empty', () => {
    expect(validateReview({ name: '   ', email: '', rating: 0, review_text: '\n ' })).toEqual({
      name: 'reviews.validation.name',
      email: 'reviews.validation.email',
      rating: 'reviews.validation.rating',
      review_text: 'reviews.validation.review',
    });
  });

  test('the name is counted trimmed and must be under 50 characters', () => {
    expect(validateReview({ ...valid, name: `  ${'a'.repeat(49)}  ` })).toEqual({});
    expect(validateReview({ ...valid, name: 'a'.repeat(50) })).toEqual({ name: 'reviews.validation.nameLength' });
  });

  // 'm@b.c' and 'mona..v@example.nl' have an @ and a dot, but the server refuses them: so does the form.
  test.each(['mona', 'mona@example', 'mo na@example.nl', 'mona@exa mple.nl', '@example.nl', 'm@b.c', 'mona..v@example.nl'])(
    '%s is not a valid email',
    (email) => {
      expect(validateReview({ ...valid, email })).toEqual({ email: 'reviews.validation.emailFormat' });
    },
  );

  test('spaces around the email are trimmed, not refused', () => {
    expect(validateReview({ ...valid, email: ' mona@example.nl ' })).toEqual({});
  });

  test('the rating is 1 to 5 stars', () => {
    expect(validateReview({ ...valid, rating: 1 })).toEqual({});
    expect(validateReview({ ...valid, rating: 6 })).toEqual({ rating: 'reviews.validation.rating' });
  });

  test('the review text is up to 500 characters', () => {
    expect(validateReview({ ...valid, review_text: 'a'.repeat(500) })).toEqual({});
    expect(validateReview({ ...valid, review_text: 'a'.repeat(501) })).toEqual({ review_text: 'reviews.validation.reviewLength' });
  });

  test('what is sent is trimmed', () => {
    expect(trimmedReview({ name: ' Mona ', email: ' mona@example.nl', rating: 4, review_text: ' Mooi. ' })).toEqual({
      name: 'Mona',
      email: 'mona@example.nl',
      rating: 4,
      review_text: 'Mooi.',
    });
  });
});
