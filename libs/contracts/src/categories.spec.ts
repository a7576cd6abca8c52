import { describe, expect, it } from '@jest/globals';
import { BOOK_CATEGORIES, isBookCategory } from './categories.js';

describe('book categories', () => {
  it('has exactly the three story-character groups', () => {
    expect(BOOK_CATEGORIES).toEqual(['animals', 'people', 'fantasy']);
  });

  it.each(['animals', 'people', 'fantasy'])('accepts %s', (category) => {
    expect(isBookCategory(category)).toBe(true);
  });

  it.each([['robots'], ['Animals'], [''], [null], [undefined], [0]])('rejects %p', (value) => {
    expect(isBookCategory(value)).toBe(false);
  });
});
