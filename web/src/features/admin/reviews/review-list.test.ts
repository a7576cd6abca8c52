import { expect, test } from '@jest/globals';
import { truncateText } from './review-list';

test('texts longer than the limit are cut with an ellipsis; shorter ones stay whole', () => {
  expect(truncateText('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
  expect(truncateText('a'.repeat(100), 100)).toBe('a'.repeat(100));
  // Characters, not UTF-16 units: an emoji is not split in half.
  expect(truncateText('😀😀😀', 2)).toBe('😀😀…');
});
