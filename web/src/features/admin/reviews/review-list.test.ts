import { expect, test } from '@jest/globals';
import { compareReviews, matchesSearch, searchAndSort, truncateText } from './review-list';
import { anAdminReview } from './admin-review.fixture';

test('texts longer than the limit are cut with an ellipsis; shorter ones stay whole', () => {
  expect(truncateText('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
  expect(truncateText('a'.repeat(100), 100)).toBe('a'.repeat(100));
  // Characters, not UTF-16 units: an emoji is not split in half.
  expect(truncateText('😀😀😀', 2)).toBe('😀😀…');
});

test('the search covers name, email and review text, ignoring case and spaces around it', () => {
  const one = anAdminReview({ name: 'Amal', email: 'x@shop.nl', review_text: 'Mooie TEKENINGEN' });
  expect(matchesSearch(one, ' amal ')).toBe(true);
  expect(matchesSearch(one, 'SHOP.NL')).toBe(true);
  expect(matchesSearch(one, 'tekeningen')).toBe(true);
  expect(matchesSearch(one, 'pending')).toBe(false);
  expect(matchesSearch(one, '')).toBe(true);
});

test('rating sorts numerically and the date by its timestamp, both ways', () => {
  const reviews = [
    anAdminReview({ id: 'a', rating: 2, created_at: '2025-03-01T10:00:00.000Z' }),
    anAdminReview({ id: 'b', rating: 10 as never, created_at: '2025-02-28T23:00:00.000+02:00' }),
    anAdminReview({ id: 'c', rating: 3, created_at: '2025-03-01T09:00:00.000Z' }),
  ];
  expect(searchAndSort(reviews, '', { field: 'rating', direction: 'ascend' }).map((one) => one.id)).toEqual(['a', 'c', 'b']);
  expect(searchAndSort(reviews, '', { field: 'rating', direction: 'descend' }).map((one) => one.id)).toEqual(['b', 'c', 'a']);
  // b is 21:00 UTC on 28 February: oldest, although its text sorts last.
  expect(searchAndSort(reviews, '', { field: 'created_at', direction: 'ascend' }).map((one) => one.id)).toEqual(['b', 'c', 'a']);
  expect(compareReviews(anAdminReview({ name: 'b' }), anAdminReview({ name: 'a' }), 'name')).toBeGreaterThan(0);
});
