import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import {
  clearAdminSession,
  readAdminAccessToken,
  readAdminRefreshToken,
  sessionEndedLoginUrl,
  storeAdminAccessToken,
} from './admin-session';
import type { ApiSchema } from './types';

/** Every call gives up after 10 seconds. */
export const requestTimeoutMs = 10_000;

/**
 * One HTTP call to the shop's API: same-origin `/api`, JSON, and the admin's bearer token
 * whenever one is stored (sent with every request, storefront calls included).
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

/** What a store made on the server hands its queries (as Redux Toolkit's thunk `extra`): where its API answers. */
export interface ServerQueries {
  apiBaseQuery: typeof rawBaseQuery;
}

/** A store made on the server for one page asks the API by its address on this machine. */
export function serverQueries(apiUrl: string): ServerQueries {
  return { apiBaseQuery: fetchBaseQuery({ baseUrl: `${apiUrl}/api`, timeout: requestTimeoutMs / 2 }) };
}

export function onServer(api: Pick<BaseQueryApi, 'extra'>): api is { extra: ServerQueries } {
  return typeof (api.extra as Partial<ServerQueries> | undefined)?.apiBaseQuery === 'function';
}

/** Where a failed session sends the admin; replaceable in tests (jsdom cannot navigate). */
export const sessionEnd = { goToLogin: () => window.location.assign(sessionEndedLoginUrl) };

/**
 * The refresh call belongs to every caller waiting for it, not to the first one: it has its own
 * signal, never aborted, so one caller giving up does not end the session for the others.
 */
const refreshCall: BaseQueryApi = {
  signal: new AbortController().signal,
  abort: () => {},
  dispatch: ((action: unknown) => action) as BaseQueryApi['dispatch'],
  getState: () => undefined,
  extra: undefined,
  endpoint: 'adminRefresh',
  type: 'mutation',
};

/** The one refresh in flight: parallel 401s (queries and book uploads alike) wait for it instead of each refreshing. */
let refreshing: Promise<boolean> | undefined;

/**
 * The admin session refresh, for every admin call that got a 401: one new access token
 * for all of them. True when it is stored and the call may be replayed; false when the session
 * is over: there is no refresh token or the server refused it, so the three session items are
 * cleared and the browser goes to /login (once, however many calls were waiting).
 */
export function refreshAdminSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = readAdminRefreshToken();
    const result = refreshToken
      ? await rawBaseQuery({ url: 'admin/refresh', method: 'POST', body: { refreshToken } }, refreshCall, {})
      : undefined;
    const accessToken = (result?.data as ApiSchema<'AccessTokenView'> | undefined)?.accessToken;
    if (accessToken) {
      storeAdminAccessToken(accessToken);
      return true;
    }
    clearAdminSession();
    sessionEnd.goToLogin();
    return false;
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * A 401 (not from sign-in) refreshes the admin session once and replays the call; if the session
 * is over, the 401 is the answer (and the browser is on its way to /login). No component ever
 * handles a 401 itself.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  if (onServer(api)) return api.extra.apiBaseQuery(args, api, extraOptions);
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status !== 401 || url === 'admin/login' || url === 'admin/refresh') return result;
  return (await refreshAdminSession()) ? rawBaseQuery(args, api, extraOptions) : result;
};
