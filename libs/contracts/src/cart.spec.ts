import { expect, test } from '@jest/globals';
import { maxOrderable } from './cart.js';

test('a line holds at most 99 copies, and no more than the copies in stock when stock is counted', () => {
  expect(maxOrderable(null)).toBe(99);
  expect(maxOrderable(undefined)).toBe(99);
  expect(maxOrderable(5)).toBe(5);
  expect(maxOrderable(0)).toBe(0);
  expect(maxOrderable(500)).toBe(99);
});
