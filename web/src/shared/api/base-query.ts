import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readAdminAccessToken } from './admin-session';

/** Spec 000 §7 / §9: every call gives up after 10 seconds. */
export const requestTimeoutMs = 10_000;

/**
 * One HTTP call to the shop's API: same-origin `/api`, JSON, and the admin's bearer token
 * whenever one is stored (the spec sends it with every request, storefront calls included).
 */
export const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: requestTimeoutMs,
  prepareHeaders(headers) {
    const token = readAdminAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

// The admin re-authorisation (spec 000 §4: on a 401 other than from login, refresh the access
// token once behind a mutex and replay, else clear the session and go to /login) belongs here,
// wrapping `baseQuery`, so that no component ever handles a 401 itself.
