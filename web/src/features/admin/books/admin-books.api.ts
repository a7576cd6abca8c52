import type { Book, BookPage } from '../../../shared/api/types';
import { api } from '../../../shared/api/api';
import { bookQuerySort, type BookListState } from './book-list';

/** Admin data queries retry once; deletes are never retried. */
const adminRead = { maxRetries: 1 };
const noRetry = { maxRetries: 0 };

/** The back office's book calls. Saving a book is multipart with progress: see book-upload.ts. */
export const adminBooksApi = api.enhanceEndpoints({ addTagTypes: ['AdminBooks'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the books, searched and sorted by the server as the storefront's list is. */
    getAdminBooks: build.query<BookPage, BookListState>({
      query: ({ search, sort, page, pageSize }) => ({
        url: 'admin/books',
        params: { ...(search ? { q: search } : {}), sort: bookQuerySort(sort), lang: 'en', page, page_size: pageSize },
      }),
      providesTags: [{ type: 'AdminBooks', id: 'LIST' }],
      extraOptions: adminRead,
    }),
    /** The edit form loads the book from the public route, with the admin's retry rule. */
    getBookForEdit: build.query<Book, string>({
      query: (id) => `books/${encodeURIComponent(id)}`,
      providesTags: (_book, _error, id) => [{ type: 'AdminBooks', id }],
      extraOptions: adminRead,
    }),
    deleteBook: build.mutation<void, string>({
      query: (id) => ({ url: `admin/books/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'AdminBooks', id: 'LIST' },
        { type: 'AdminBooks', id },
      ],
      extraOptions: noRetry,
    }),
  }),
});

const noRefetchOnFocus = { refetchOnFocus: false } as const;
export const useGetAdminBooksQuery = (query: BookListState) => adminBooksApi.useGetAdminBooksQuery(query, noRefetchOnFocus);
export const useGetBookForEditQuery = (id: string | undefined) =>
  adminBooksApi.useGetBookForEditQuery(id ?? '', { ...noRefetchOnFocus, skip: !id, refetchOnMountOrArgChange: true });
export const { useDeleteBookMutation } = adminBooksApi;

/** After a multipart save: the list and that book are stale. */
export const bookSaved = (id?: string) =>
  adminBooksApi.util.invalidateTags(
    id
      ? [
          { type: 'AdminBooks', id: 'LIST' },
          { type: 'AdminBooks', id },
        ]
      : [{ type: 'AdminBooks', id: 'LIST' }],
  );
