import { api } from '../../../shared/api/api';
import type { ApiSchema, ShippingConfig } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

export type ShippingConfigInput = ApiSchema<'ShippingConfigDto'>;

const shippingApi = api.enhanceEndpoints({ addTagTypes: ['AdminShipping'] }).injectEndpoints({
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
    deleteShippingConfig: build.mutation<void, string>({
      query: (id) => ({ url: `shipping/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminShipping'],
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const { useGetAdminShippingQuery, useSaveShippingConfigMutation, useDeleteShippingConfigMutation } = shippingApi;
