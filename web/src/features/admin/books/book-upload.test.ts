import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { baseQuery } from '../../../shared/api/base-query';
import { goToLogin, pathOf, queryApi as api, startWithExpiredAdminSession } from '../../../shared/api/expired-admin-session.fixture';
import { uploadBookForm } from './book-upload';
import { lendFakeXhr, type SentUpload } from './fake-xhr.fixture';

const realXhr = globalThis.XMLHttpRequest;

let uploads: SentUpload[];
beforeEach(() => {
  startWithExpiredAdminSession();
  // The server takes only the fresh token, from uploads and queries alike.
  uploads = lendFakeXhr((upload) =>
    upload.headers.Authorization === 'Bearer fresh' ? { status: 201, body: { id: 'book-1' } } : { status: 401, body: { statusCode: 401 } },
  );
});
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  localStorage.clear();
});

const upload = () => uploadBookForm({ method: 'POST', url: 'admin/books', body: new FormData() });
/** The refresh answers a moment later, as a server does: both 401s arrive while it is in flight. */
const later = (response: Response) => new Promise<Response>((resolve) => setTimeout(() => resolve(response), 20));

test("an upload's 401 and a parallel query's 401 share one refresh, then both are replayed with the new token", async () => {
  const fetchMock = mockFetch((request) => {
    if (pathOf(request) === '/api/admin/refresh') return later(jsonResponse({ accessToken: 'fresh' }));
    return request.headers.get('Authorization') === 'Bearer fresh' ? jsonResponse({ ok: true }) : jsonResponse({ statusCode: 401 }, 401);
  });
  const [saved, listed] = await Promise.all([upload(), baseQuery('admin/books', api, {})]);
  expect(saved).toEqual({ data: { id: 'book-1' } });
  expect(listed.data).toEqual({ ok: true });
  expect(fetchMock.mock.calls.filter(([request]) => pathOf(request as Request) === '/api/admin/refresh')).toHaveLength(1);
  expect(uploads.map((sent) => sent.headers.Authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
  expect(goToLogin).not.toHaveBeenCalled();
});

test('when the shared refresh fails, the upload answers its 401 and the admin is signed out once', async () => {
  const fetchMock = mockFetch((request) =>
    pathOf(request) === '/api/admin/refresh' ? later(jsonResponse({ statusCode: 401 }, 401)) : jsonResponse({ statusCode: 401 }, 401),
  );
  const [saved, listed] = await Promise.all([upload(), baseQuery('admin/books', api, {})]);
  expect(saved.error?.status).toBe(401);
  expect(listed.error?.status).toBe(401);
  expect(fetchMock.mock.calls.filter(([request]) => pathOf(request as Request) === '/api/admin/refresh')).toHaveLength(1);
  expect(uploads).toHaveLength(1);
  expect([localStorage.getItem('adminAccessToken'), localStorage.getItem('adminRefreshToken'), localStorage.getItem('adminInfo')]).toEqual([
    null,
    null,
    null,
  ]);
  expect(goToLogin).toHaveBeenCalledTimes(1);
});
