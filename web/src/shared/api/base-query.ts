import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { clearAdminSession, readAdminAccessToken, readAdminRefreshToken, storeAdminAccessToken } from './admin-session';

/** Spec 000 §7 / §9: every call gives up after 10 seconds. */
export const requestTimeoutMs = 10_000;

/**
 * One HTTP call to the shop's API: same-origin `/api`, JSON, and the admin's bearer token
 * whenever one is stored (the spec sends it with every request, storefront calls included).
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: requestTimeoutMs,
  prepareHeaders(headers) {
    const token = readAdminAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Where a failed session sends the admin; replaceable in tests (jsdom cannot navigate). */
export const sessionEnd = { goToLogin: () => window.location.assign('/login') };

/** The one refresh in flight: parallel 401s wait for it instead of each refreshing. */
let refreshing: Promise<boolean> | undefined;

function refreshAccessToken(api: Parameters<BaseQueryFn>[1]): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = readAdminRefreshToken();
    if (!refreshToken) return false;
    const result = await rawBaseQuery({ url: 'admin/refresh', method: 'POST', body: { refreshToken } }, api, {});
    const accessToken = (result.data as { accessToken?: string } | undefined)?.accessToken;
    if (!accessToken) return false;
    storeAdminAccessToken(accessToken);
    return true;
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Spec 000 §4, admin session refresh: a 401 (not from sign-in) refreshes the access token once and
 * replays the call; if that fails, or there is no refresh token, the three session items are
 * cleared and the browser goes to /login. No component ever handles a 401 itself.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status !== 401 || url === 'admin/login' || url === 'admin/refresh') return result;
  if (await refreshAccessToken(api)) return rawBaseQuery(args, api, extraOptions);
  clearAdminSession();
  sessionEnd.goToLogin();
  return result;
};
