import { beforeEach, expect, test } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { aBook, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { api } from './api';

beforeEach(() => localStorage.clear());

test('a stored admin access token is sent as a bearer token', async () => {
  localStorage.setItem('adminAccessToken', 'access-123');
  const fetchMock = mockFetch(() => jsonResponse(aBook()));

  const result = await makeStore().dispatch(api.endpoints.getBook.initiate(aBook().id));

  expect(result.data?.title_en).toBe('The Little Rabbit');
  const request = fetchMock.mock.calls[0][0] as Request;
  expect(new URL(request.url).pathname).toBe(`/api/books/${aBook().id}`);
  expect(request.headers.get('Authorization')).toBe('Bearer access-123');
});

test('a visitor without a session sends no Authorization header', async () => {
  const fetchMock = mockFetch(() => jsonResponse([]));
  await makeStore().dispatch(api.endpoints.getBooks.initiate());
  expect((fetchMock.mock.calls[0][0] as Request).headers.has('Authorization')).toBe(false);
});

test('the shop refetches its shipping prices when the back office changes a shipping configuration', async () => {
  const fetchMock = mockFetch(() => jsonResponse([]));
  const store = makeStore();
  const subscription = store.dispatch(api.endpoints.getShipping.initiate());
  await subscription;
  expect(fetchMock).toHaveBeenCalledTimes(1);

  // what the back office's save and delete of a shipping configuration invalidate
  store.dispatch(api.util.invalidateTags(['AdminShipping']));

  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(new URL((fetchMock.mock.calls[1][0] as Request).url).pathname).toBe('/api/shipping');
  subscription.unsubscribe();
});
