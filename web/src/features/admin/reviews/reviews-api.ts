import { DEFAULT_PAGE_SIZE, type Page } from '@bookshop/contracts/admin-lists';
import { api } from '../../../shared/api/api';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';
import type { ReviewSort } from './review-list';

export const REVIEW_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The moderation screen's filter: one status, or `all` (GET /api/admin/reviews?status=all). */
export type ReviewStatusFilter = ReviewStatus | 'all';

/** GET /api/admin/reviews: a visitor's review with what only admins see. */
export interface AdminReview {
  id: string;
  name: string;
  email: string;
  rating: number;
  review_text: string;
  status: ReviewStatus;
  created_at: string;
}

/** What the moderation screen asks for: one page of a status (or all), searched and sorted by the server. */
export interface ReviewListArgs {
  status: ReviewStatusFilter;
  search: string;
  sort: ReviewSort;
  page: number;
}

const adminReviewsApi = api.enhanceEndpoints({ addTagTypes: ['AdminReviews'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminReviews: build.query<Page<AdminReview>, ReviewListArgs>({
      query: ({ status, search, sort, page }) => ({
        url: 'admin/reviews',
        params: {
          status,
          ...(search ? { q: search } : {}),
          sort: sort.field,
          direction: sort.direction === 'ascend' ? 'asc' : 'desc',
          page,
          page_size: DEFAULT_PAGE_SIZE,
        },
      }),
      providesTags: ['AdminReviews'],
      extraOptions: retryAdminReadOnce,
    }),
    moderateReview: build.mutation<AdminReview, { id: string; decision: 'approve' | 'deny' }>({
      query: ({ id, decision }) => ({ url: `admin/reviews/${encodeURIComponent(id)}/${decision}`, method: 'PUT' }),
      // The storefront's approved reviews change too.
      invalidatesTags: ['AdminReviews', 'Reviews'],
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const { useGetAdminReviewsQuery, useModerateReviewMutation } = adminReviewsApi;
