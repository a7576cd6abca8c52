import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

/** GET /api/admin/reviews: a visitor's review with what only admins see. */
export type AdminReview = ApiSchema<'ReviewView'>;
export type ReviewStatus = AdminReview['status'];
/** The statuses in the order the moderation screen offers them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'denied'] as const satisfies readonly ReviewStatus[];
/** The moderation screen's filter: one status, or `all` (GET /api/admin/reviews?status=all). */
export type ReviewStatusFilter = ReviewStatus | 'all';

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
