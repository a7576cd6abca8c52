import { api } from '../../../shared/api/api';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

export interface AdminListItem {
  id: string;
  username: string;
  email: string;
  created_at: string;
}

export interface NewAdmin {
  username: string;
  email: string;
  password: string;
}

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
