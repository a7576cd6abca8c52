import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

export type AdminListItem = ApiSchema<'AdminListItemView'>;
export type NewAdmin = ApiSchema<'CreateAdminDto'>;

const adminsApi = api.enhanceEndpoints({ addTagTypes: ['Admins'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdmins: build.query<AdminListItem[], void>({
      query: () => 'admin/admins',
      providesTags: ['Admins'],
      extraOptions: retryAdminReadOnce,
    }),
    addAdmin: build.mutation<AdminListItem, NewAdmin>({
      query: (body) => ({ url: 'admin/admins', method: 'POST', body }),
      invalidatesTags: ['Admins'],
      extraOptions: neverRetryAdminWrite,
    }),
    deleteAdmin: build.mutation<void, string>({
      query: (id) => ({ url: `admin/admins/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Admins'],
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const { useGetAdminsQuery, useAddAdminMutation, useDeleteAdminMutation } = adminsApi;
