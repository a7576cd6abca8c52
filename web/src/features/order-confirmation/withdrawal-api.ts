// The withdrawal function's calls, injected into the storefront's API slice.
import { api } from '../../shared/api/api';
import type { ApiSchema } from '../../shared/api/types';

export type WithdrawalState = ApiSchema<'WithdrawalStateView'>;
export type WithdrawRequest = ApiSchema<'WithdrawDto'>;
export type WithdrawalLookup = ApiSchema<'WithdrawalLookupDto'>;

const noRetry = { maxRetries: 0 };

const withdrawalApi = api.enhanceEndpoints({ addTagTypes: ['Withdrawal'] }).injectEndpoints({
  endpoints: (build) => ({
    getWithdrawal: build.query<WithdrawalState, string>({
      query: (processNumber) => `orders/${encodeURIComponent(processNumber)}/withdrawal`,
      providesTags: ['Withdrawal'],
    }),
    withdraw: build.mutation<WithdrawalState, { processNumber: string; request: WithdrawRequest }>({
      query: ({ processNumber, request }) => ({
        url: `orders/${encodeURIComponent(processNumber)}/withdrawal`,
        method: 'POST',
        body: request,
      }),
      extraOptions: noRetry,
      async onQueryStarted({ processNumber }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(withdrawalApi.util.upsertQueryData('getWithdrawal', processNumber, data));
      },
    }),
    lookupWithdrawal: build.mutation<unknown, WithdrawalLookup>({
      query: (body) => ({ url: 'withdrawals/lookup', method: 'POST', body }),
      extraOptions: noRetry,
    }),
  }),
});

export const { useGetWithdrawalQuery, useWithdrawMutation, useLookupWithdrawalMutation } = withdrawalApi;
