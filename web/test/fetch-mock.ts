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
  const image = {
    url: '/uploads/books/rabbit/cover.jpg',
    large_url: '/uploads/books/rabbit/cover-large.webp',
    card_url: '/uploads/books/rabbit/cover-card.webp',
    thumb_url: '/uploads/books/rabbit/cover-thumb.webp',
    width: 900,
    height: 1200,
  };
  return {
    id: '6f1c2a3e-0000-4000-8000-000000000001',
    title: 'الأرنب الصغير',
    title_ar: 'الأرنب الصغير',
    title_en: 'The Little Rabbit',
    title_nl: 'Het kleine konijn',
    author: 'سارة',
    author_ar: 'سارة',
    author_en: 'Sara',
    author_nl: 'Sara',
    description: 'قصة أرنب صغير.',
    description_ar: 'قصة أرنب صغير.',
    description_en: 'A story about a little rabbit.',
    description_nl: 'Een verhaal over een klein konijn.',
    price: 12.5,
    cover_image_url: image.url,
    preview_images: [],
    images: { cover: image, previews: [] },
    social_image: '/uploads/books/rabbit/cover-social.jpg',
    pdf_url: null,
    pdf_name: null,
    age_group: 'toddlers',
    age_groups: ['toddlers'],
    featured: true,
    category: 'animals',
    stock: null,
    in_stock: true,
    date: '2025-01-15T10:00:00.000Z',
    created_at: '2025-01-15T10:00:00.000Z',
    updated_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}
