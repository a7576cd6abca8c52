import { api } from '../../../shared/api/api';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

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

const adminReviewsApi = api.enhanceEndpoints({ addTagTypes: ['AdminReviews'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminReviews: build.query<AdminReview[], ReviewStatusFilter>({
      query: (status) => ({ url: 'admin/reviews', params: { status } }),
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
