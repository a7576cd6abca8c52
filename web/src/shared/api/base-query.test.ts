import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { baseQuery } from './base-query';
import { goToLogin, pathOf, queryApi as api, startWithExpiredAdminSession } from './expired-admin-session.fixture';

beforeEach(startWithExpiredAdminSession);
afterEach(() => localStorage.clear());

describe('the admin session refresh in the base query', () => {
  test('parallel 401s share one refresh, then every call is replayed with the new token', async () => {
    const fetchMock = mockFetch((request) => {
      if (pathOf(request) === '/api/admin/refresh') return jsonResponse({ accessToken: 'fresh' });
      return request.headers.get('Authorization') === 'Bearer fresh'
        ? jsonResponse({ ok: pathOf(request) })
        : jsonResponse({ statusCode: 401 }, 401);
    });
    const results = await Promise.all(['admin/orders', 'admin/books', 'admin/stats'].map((url) => baseQuery(url, api, {})));
    expect(results.map((result) => result.data)).toEqual([
      { ok: '/api/admin/orders' },
      { ok: '/api/admin/books' },
      { ok: '/api/admin/stats' },
    ]);
    const refreshes = fetchMock.mock.calls.filter(([request]) => pathOf(request as Request) === '/api/admin/refresh');
    expect(refreshes).toHaveLength(1);
    expect(localStorage.getItem('adminAccessToken')).toBe('fresh');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  test('a failed refresh clears the three session items and goes to /login', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401 }, 401));
    const result = await baseQuery('admin/orders', api, {});
    expect(result.error?.status).toBe(401);
    expect([
      localStorage.getItem('adminAccessToken'),
      localStorage.getItem('adminRefreshToken'),
      localStorage.getItem('adminInfo'),
    ]).toEqual([null, null, null]);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  test('without a refresh token there is nothing to try: straight to /login', async () => {
    localStorage.removeItem('adminRefreshToken');
    const fetchMock = mockFetch(() => jsonResponse({ statusCode: 401 }, 401));
    await baseQuery('admin/orders', api, {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  test('a 401 from signing in is an answer, not an expired session', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ statusCode: 401, message: 'Invalid username or password' }, 401));
    const result = await baseQuery({ url: 'admin/login', method: 'POST', body: {} }, api, {});
    expect(result.error?.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(goToLogin).not.toHaveBeenCalled();
    expect(localStorage.getItem('adminRefreshToken')).toBe('refresh-1');
  });
});
