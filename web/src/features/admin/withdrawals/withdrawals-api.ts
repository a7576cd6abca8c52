import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

/** GET /api/admin/withdrawals: a withdrawal with its order, parent, refund-by date and how near it is. */
export type AdminWithdrawal = ApiSchema<'AdminWithdrawalView'>;

const withdrawalsApi = api.enhanceEndpoints({ addTagTypes: ['AdminWithdrawals'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminWithdrawals: build.query<AdminWithdrawal[], void>({
      query: () => 'admin/withdrawals',
      providesTags: ['AdminWithdrawals'],
      extraOptions: retryAdminReadOnce,
    }),
    markWithdrawalBooksBack: build.mutation<AdminWithdrawal, string>({
      query: (id) => ({ url: `admin/withdrawals/${encodeURIComponent(id)}/books-back`, method: 'POST' }),
      invalidatesTags: ['AdminWithdrawals'],
      extraOptions: neverRetryAdminWrite,
    }),
    refundWithdrawal: build.mutation<AdminWithdrawal, string>({
      query: (id) => ({ url: `admin/withdrawals/${encodeURIComponent(id)}/refund`, method: 'POST' }),
      invalidatesTags: ['AdminWithdrawals'],
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const { useGetAdminWithdrawalsQuery, useMarkWithdrawalBooksBackMutation, useRefundWithdrawalMutation } = withdrawalsApi;
