import { jest } from '@jest/globals';
import type { Book } from '../src/shared/api/types';

/** Replaces the page's fetch: each call gets `answer(request)`; returns the mock to inspect calls. */
export function mockFetch(answer: (request: Request) => Response | Promise<Response>) {
  const fetchMock = jest.fn((input: RequestInfo | URL) => Promise.resolve(answer(input as Request)));
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A complete book as GET /api/books returns it; override what the test is about. */
export function aBook(overrides: Partial<Book> = {}): Book {
  return {
    id: '6f1c2a3e-0000-4000-8000-000000000001',
    title_ar: 'الأرنب الصغير',
    title_en: 'The Little Rabbit',
    title_nl: 'Het kleine konijn',
    author_ar: 'سارة',
    author_en: 'Sara',
    author_nl: 'Sara',
    description_ar: null,
    description_en: null,
    description_nl: null,
    price: 12.5,
    cover_image_url: '/uploads/covers/rabbit.jpg',
    preview_images: [],
    pdf_url: null,
    age_groups: ['toddlers'],
    featured: true,
    category: 'animals',
    stock: null,
    in_stock: true,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}
