import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import type { Book } from './types';

/** The app's single RTK Query slice; features add their endpoints here as they arrive. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: (build) => ({
    getBooks: build.query<Book[], void>({ query: () => 'books' }),
    getBook: build.query<Book, string>({ query: (id) => `books/${encodeURIComponent(id)}` }),
  }),
});

export const { useGetBooksQuery, useGetBookQuery } = api;
