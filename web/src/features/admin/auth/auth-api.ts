import { api } from '../../../shared/api/api';
import type { ApiSchema } from '../../../shared/api/types';
import { neverRetryAdminWrite } from '../shared/admin-retry';

export type AdminCredentials = ApiSchema<'LoginDto'>;
export type AdminSession = ApiSchema<'AdminSessionView'>;

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminSession, AdminCredentials>({
      query: (body) => ({ url: 'admin/login', method: 'POST', body }),
      extraOptions: neverRetryAdminWrite,
    }),
    /** Revokes the refresh token on the server. */
    adminLogout: build.mutation<void, string>({
      query: (refreshToken) => ({ url: 'admin/logout', method: 'POST', body: { refreshToken } }),
      extraOptions: neverRetryAdminWrite,
    }),
  }),
});

export const { useAdminLoginMutation, useAdminLogoutMutation } = authApi;
