import { AGE_GROUPS } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES } from '@bookshop/contracts/categories';
import type { Book, BookPage, Settings } from '../../shared/api/types';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';

/**
 * The storefront's GET calls of the catalogue screens answered from fixtures: the books, the
 * settings (the free-shipping threshold) and no reviews (the home page's carousel asks for them).
 * `books` may be a function, to change the answer between calls. A page of the list (asked with
 * `page`) holds `books` as they are, unless `page` answers it from the query the page sent: the
 * server searches, filters and sorts, so these tests check what the page asks and shows.
 */
export function mockShop({
  books,
  page,
  settings = { currency: 'EUR', admin_email: 'shop@example.com', free_shipping_threshold: 30 },
}: {
  books: Book[] | (() => Response);
  page?: (query: URLSearchParams) => Partial<BookPage>;
  settings?: Partial<Settings> | (() => Response);
}) {
  return mockFetch((request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/api/books') {
      if (typeof books === 'function') return books();
      return jsonResponse(url.searchParams.has('page') ? { ...pageOf(books), ...page?.(url.searchParams) } : books);
    }
    if (path === '/api/settings') return typeof settings === 'function' ? settings() : jsonResponse(settings);
    if (path === '/api/reviews') return jsonResponse([]);
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
}

/** The calls made to one path. */
export const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === path);

/** Every book on one page, with the books of each age group and category counted. */
export function pageOf(books: Book[]): BookPage {
  const count = <Value extends string>(values: readonly Value[], has: (book: Book, value: Value) => boolean) =>
    Object.fromEntries(values.map((value) => [value, books.filter((book) => has(book, value)).length])) as Record<Value, number>;
  return {
    items: books,
    total: books.length,
    page: 1,
    page_size: 24,
    facets: {
      age_groups: count(AGE_GROUPS, (book, group) => book.age_groups.includes(group)),
      categories: count(BOOK_CATEGORIES, (book, category) => book.category === category),
    },
  };
}
