import { api } from '../../../shared/api/api';
import type { AdminInfo } from '../../../shared/api/admin-session';
import { neverRetryAdminWrite } from '../shared/admin-retry';

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface AdminSession {
  accessToken: string;
  refreshToken: string;
  admin: AdminInfo;
}

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
