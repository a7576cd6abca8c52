/** Story-character groups of the browse page's category filter. */
export const BOOK_CATEGORIES = ['animals', 'people', 'fantasy'] as const;

export type BookCategory = (typeof BOOK_CATEGORIES)[number];

export function isBookCategory(value: unknown): value is BookCategory {
  return typeof value === 'string' && (BOOK_CATEGORIES as readonly string[]).includes(value);
}
