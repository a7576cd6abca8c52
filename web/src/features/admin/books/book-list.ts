import { MAX_BOOK_PAGE_SIZE } from '@bookshop/contracts/book-pages';
import type { BookQuery } from '../../../shared/api/types';
import { listModel, type ListSort, type ListState } from '../shared/list-state';

/** Books on a page of the back office's list (the API's most). */
const ADMIN_BOOKS_PAGE_SIZE = MAX_BOOK_PAGE_SIZE;

/** The columns the books list sorts by; the books API spells a sort as one word (`date_desc`). */
export const BOOK_SORT_COLUMNS = ['date', 'name', 'price'] as const;
export type BookSortColumn = (typeof BOOK_SORT_COLUMNS)[number];
export type BookListSort = ListSort<BookSortColumn>;

/** The books list in the address: search, sort and page. */
export const BOOK_LIST = listModel({
  columns: BOOK_SORT_COLUMNS,
  // Newest first until the admin sorts otherwise.
  defaultSort: { column: 'date', direction: 'desc' },
  pageSize: ADMIN_BOOKS_PAGE_SIZE,
  maxPageSize: ADMIN_BOOKS_PAGE_SIZE,
  filters: {},
});

export type BookListState = ListState<BookSortColumn, Record<never, never>>;

/** The sort as the books API reads it. */
export const bookQuerySort = ({ column, direction }: BookListSort): NonNullable<BookQuery['sort']> => `${column}_${direction}`;
