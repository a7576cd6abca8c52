import { api } from '../../../shared/api/api';
import type { ApiSchema, Settings, ShippingConfig } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

export type ShippingConfigInput = ApiSchema<'ShippingConfigDto'>;
export type DefaultShippingInput = ApiSchema<'DefaultShippingDto'>;

const shippingApi = api.enhanceEndpoints({ addTagTypes: ['AdminShipping', 'AdminShippingDefault'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminShipping: build.query<ShippingConfig[], void>({
      query: () => 'shipping/admin/all',
      providesTags: ['AdminShipping'],
      extraOptions: retryAdminReadOnce,
    }),
    saveShippingConfig: build.mutation<ShippingConfig, { id?: string; config: ShippingConfigInput }>({
      query: ({ id, config }) =>
        id ? { url: `shipping/${encodeURIComponent(id)}`, method: 'PUT', body: config } : { url: 'shipping', method: 'POST', body: config },
      invalidatesTags: ['AdminShipping'],
      extraOptions: neverRetryAdminWrite,
    }),
    /** The EU default lives in the settings; the admin edits the current row. */
    getShippingDefault: build.query<Settings, void>({
      query: () => 'settings',
      providesTags: ['AdminShippingDefault'],
      extraOptions: retryAdminReadOnce,
    }),
    saveShippingDefault: build.mutation<Settings, DefaultShippingInput>({
      query: (body) => ({ url: 'settings/default-shipping', method: 'PUT', body }),
      extraOptions: neverRetryAdminWrite,
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // The storefront in the same tab (banner, checkout) sees the new default at once.
        dispatch(shippingApi.util.upsertQueryData('getShippingDefault', undefined, data));
        dispatch(api.util.upsertQueryData('getSettings', undefined, data));
      },
    }),
    deleteShippingConfig: build.mutation<void, string>({
      query: (id) => ({ url: `shipping/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminShipping'],
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const {
  useGetAdminShippingQuery,
  useSaveShippingConfigMutation,
  useDeleteShippingConfigMutation,
  useGetShippingDefaultQuery,
  useSaveShippingDefaultMutation,
} = shippingApi;
