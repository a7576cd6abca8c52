import type { Book, Settings } from '../../shared/api/types';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';

/**
 * The storefront's GET calls of the catalogue screens answered from fixtures: the books, the
 * settings (the free-shipping threshold) and no reviews (the home page's carousel asks for them).
 * `books` may be a function, to change the answer between calls.
 */
export function mockShop({
  books,
  settings = { currency: 'EUR', admin_email: 'shop@example.com', free_shipping_threshold: 30 },
}: {
  books: Book[] | (() => Response);
  settings?: Partial<Settings> | (() => Response);
}) {
  return mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/books') return typeof books === 'function' ? books() : jsonResponse(books);
    if (path === '/api/settings') return typeof settings === 'function' ? settings() : jsonResponse(settings);
    if (path === '/api/reviews') return jsonResponse([]);
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
}

/** The calls made to one path. */
export const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === path);
