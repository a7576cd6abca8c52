// The admin session lives in localStorage under fixed keys (adminAccessToken, adminRefreshToken, adminInfo).
// Kept here, not in the admin feature, because the storefront's API slice sends the token too.
import type { ApiSchema } from './types';

export const adminSessionKeys = {
  accessToken: 'adminAccessToken',
  refreshToken: 'adminRefreshToken',
  info: 'adminInfo',
} as const;

export type AdminInfo = ApiSchema<'AdminView'>;

export function readAdminAccessToken(): string | null {
  return localStorage.getItem(adminSessionKeys.accessToken);
}

export function readAdminRefreshToken(): string | null {
  return localStorage.getItem(adminSessionKeys.refreshToken);
}

export function readAdminInfo(): AdminInfo | null {
  try {
    return JSON.parse(localStorage.getItem(adminSessionKeys.info) ?? 'null');
  } catch {
    return null;
  }
}

/** Where an ended session sends the admin: the sign-in page, which then says why they are there. */
export const SESSION_ENDED_LOGIN = { path: '/login', param: 'session', value: 'ended' } as const;
export const sessionEndedLoginUrl = `${SESSION_ENDED_LOGIN.path}?${SESSION_ENDED_LOGIN.param}=${SESSION_ENDED_LOGIN.value}`;

/** Admin pages open when either token is present; the server has the final word. */
export function hasAdminSession(): boolean {
  return Boolean(readAdminAccessToken() || readAdminRefreshToken());
}

export function storeAdminSession(session: ApiSchema<'AdminSessionView'>): void {
  localStorage.setItem(adminSessionKeys.accessToken, session.accessToken);
  localStorage.setItem(adminSessionKeys.refreshToken, session.refreshToken);
  localStorage.setItem(adminSessionKeys.info, JSON.stringify(session.admin));
}

export function storeAdminAccessToken(accessToken: string): void {
  localStorage.setItem(adminSessionKeys.accessToken, accessToken);
}

export function clearAdminSession(): void {
  for (const key of Object.values(adminSessionKeys)) localStorage.removeItem(key);
}
