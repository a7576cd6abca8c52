import { jest } from '@jest/globals';
import { sessionEnd } from './base-query';

/** Tests only: the `api` argument RTK Query hands the base query. */
export const queryApi = {
  signal: new AbortController().signal,
  abort: () => {},
  dispatch: () => {},
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query' as const,
};

/** Tests only: the path of a request the page made. */
export const pathOf = (request: Request) => new URL(request.url, 'http://shop.test').pathname;

/** Tests only: the way to /login (jsdom cannot navigate), to check how often the session ended. */
export const goToLogin = jest.fn();

/** Tests only: a signed-in admin whose access token has expired (refresh token refresh-1). */
export function startWithExpiredAdminSession() {
  localStorage.clear();
  goToLogin.mockReset();
  sessionEnd.goToLogin = goToLogin;
  localStorage.setItem('adminAccessToken', 'expired');
  localStorage.setItem('adminRefreshToken', 'refresh-1');
  localStorage.setItem('adminInfo', JSON.stringify({ id: 'a', username: 'sara', email: 's@x.nl' }));
}
