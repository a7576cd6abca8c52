import type { Page } from '@bookshop/contracts/admin-lists';
import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';
import { listQueryParams } from '../shared/list-state';
import { REVIEW_LIST, type ReviewListState } from './review-list';

/** GET /api/admin/reviews: a visitor's review with what only admins see. */
export type AdminReview = ApiSchema<'ReviewView'>;
export type ReviewStatus = AdminReview['status'];

const adminReviewsApi = api.enhanceEndpoints({ addTagTypes: ['AdminReviews'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of a status (or all), searched and sorted by the server. */
    getAdminReviews: build.query<Page<AdminReview>, ReviewListState>({
      query: (state) => ({ url: 'admin/reviews', params: listQueryParams(REVIEW_LIST, state) }),
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
