/**
 * Admin data queries retry once (the slice's default is three times, for the
 * storefront); writes never retry, the admin decides. Passed as an endpoint's `extraOptions`.
 */
export const retryAdminReadOnce = { maxRetries: 1 };
export const neverRetryAdminWrite = { maxRetries: 0 };
