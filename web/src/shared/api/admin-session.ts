// The admin session lives in localStorage under the spec's keys (spec 000 §3, spec 001 §3);
// adminInfo joins these when the sign-in issue stores it.
// Reading it here, not in the admin feature, because the storefront's API slice sends the token too.

export const adminSessionKeys = {
  accessToken: 'adminAccessToken',
  refreshToken: 'adminRefreshToken',
} as const;

export function readAdminAccessToken(): string | null {
  return localStorage.getItem(adminSessionKeys.accessToken);
}

/** Admin pages open when either token is present; the server has the final word (spec 001 §2). */
export function hasAdminSession(): boolean {
  return Boolean(readAdminAccessToken() || localStorage.getItem(adminSessionKeys.refreshToken));
}
