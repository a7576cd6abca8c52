import { DEFAULT_PAGE_SIZE, type Page } from '@bookshop/contracts/admin-lists';
import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';
import type { ReviewSort } from './review-list';

/** GET /api/admin/reviews: a visitor's review with what only admins see. */
export type AdminReview = ApiSchema<'ReviewView'>;
export type ReviewStatus = AdminReview['status'];
/** The statuses in the order the moderation screen offers them. */
export const REVIEW_STATUSES = ['pending', 'approved', 'denied'] as const satisfies readonly ReviewStatus[];
/** The moderation screen's filter: one status, or `all` (GET /api/admin/reviews?status=all). */
export type ReviewStatusFilter = ReviewStatus | 'all';

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
