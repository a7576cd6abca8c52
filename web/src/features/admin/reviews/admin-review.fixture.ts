import type { AdminReview } from './reviews-api';

/** A review as GET /api/admin/reviews returns it; override what the test is about. */
export function anAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'r1',
    name: 'Amal',
    email: 'amal@example.com',
    rating: 5,
    review_text: 'Lovely pictures',
    status: 'pending',
    created_at: '2025-03-01T10:00:00.000Z',
    book_id: null,
    book_title: null,
    ...overrides,
  };
}
