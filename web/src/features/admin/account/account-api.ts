import { api } from '../../../shared/api/api';
import type { ApiSchema, Settings } from '../../../shared/api/types';
import { neverRetryAdminWrite, retryAdminReadOnce } from '../shared/admin-retry';

export type PasswordChange = ApiSchema<'ChangePasswordDto'>;

const accountApi = api.enhanceEndpoints({ addTagTypes: ['AdminSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The server keeps this session and signs the admin's other sessions out. */
    changeAdminPassword: build.mutation<void, PasswordChange>({
      query: (body) => ({ url: 'admin/change-password', method: 'PUT', body }),
      extraOptions: neverRetryAdminWrite,
    }),
    // The storefront's getSettings is kept for 10 minutes; the admin edits the current row.
    getAdminSettings: build.query<Settings, void>({
      query: () => 'settings',
      providesTags: ['AdminSettings'],
      extraOptions: retryAdminReadOnce,
    }),
    saveSettings: build.mutation<Settings, ApiSchema<'UpdateSettingsDto'>>({
      query: (body) => ({ url: 'settings', method: 'PUT', body }),
      extraOptions: neverRetryAdminWrite,
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // Both readers see the saved row at once: this screen and the storefront in the same tab.
        dispatch(accountApi.util.upsertQueryData('getAdminSettings', undefined, data));
        dispatch(api.util.upsertQueryData('getSettings', undefined, data));
      },
    }),
  }),
});

export const { useChangeAdminPasswordMutation, useGetAdminSettingsQuery, useSaveSettingsMutation } = accountApi;
