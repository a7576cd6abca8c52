import { describe, expect, test } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import {
  choiceFilter,
  flagFilter,
  listModel,
  listQueryParams,
  listStateParams,
  readListState,
  SEARCH_DEBOUNCE_MS,
  useListState,
} from './list-state';

const LIST = listModel({
  columns: ['name', 'rating', 'created_at'] as const,
  defaultSort: { column: 'created_at', direction: 'desc' },
  maxPageSize: 50,
  filters: {
    status: choiceFilter(['all', 'open', 'closed'], 'all', { sendFallback: false }),
    flagged: flagFilter,
  },
});
const DEFAULTS = {
  page: 1,
  pageSize: 25,
  search: '',
  sort: { column: 'created_at', direction: 'desc' },
  filters: { status: 'all', flagged: false },
};
const read = (query: string) => readListState(LIST, new URLSearchParams(query));

describe('a list in the address', () => {
  test('every part of the state is read from the address and written back the same', () => {
    const query = 'status=open&flagged=true&q=layla&sort=rating&direction=asc&page=4&page_size=50';
    const state = read(query);
    expect(state).toEqual({
      page: 4,
      pageSize: 50,
      search: 'layla',
      sort: { column: 'rating', direction: 'asc' },
      filters: { status: 'open', flagged: true },
    });
    expect(listStateParams(LIST, state).toString()).toBe(query);
  });

  test('the defaults are the plain address, and the plain address is the defaults', () => {
    expect(read('')).toEqual(DEFAULTS);
    expect(listStateParams(LIST, read('')).toString()).toBe('');
  });

  test.each([
    ['an unknown filter value', 'status=deleted', {}],
    ['a flag that is not "true"', 'flagged=1', {}],
    ['an unknown sort column', 'sort=password_hash&direction=asc', {}],
    ['an unknown direction', 'sort=rating&direction=sideways', { sort: { column: 'rating', direction: 'desc' } }],
    ['a page of zero', 'page=0', {}],
    ['a negative page', 'page=-2', {}],
    ['a page in words', 'page=two', {}],
    ['a fractional page', 'page=1.5', {}],
    ['a page in exponent form', 'page=1e3', {}],
    ['a page beyond the last the API answers', 'page=10001', {}],
    ['a huge page', `page=${'9'.repeat(400)}`, {}],
    ["a page size above the list's most", 'page_size=51', {}],
    ['a page size of zero', 'page_size=0', {}],
    ['a search longer than any list accepts', `q=${'a'.repeat(101)}`, {}],
    ['a search of spaces only', 'q=%20%20%20', {}],
    ['a script', 'q=&sort=<script>&page=<img>', {}],
  ])('%s falls back to the default', (_case, query, differs) => {
    expect(read(query)).toEqual({ ...DEFAULTS, ...differs });
  });

  test('a repeated parameter reads its first value; parameters of no list are ignored', () => {
    expect(read('status=open&status=closed&utm_source=mail')).toEqual({ ...DEFAULTS, filters: { status: 'open', flagged: false } });
  });

  test("the request holds the API's list parameters and the filters as the API reads them", () => {
    expect(listQueryParams(LIST, read(''))).toEqual({ sort: 'created_at', direction: 'desc', page: 1, page_size: 25 });
    expect(listQueryParams(LIST, read('status=closed&flagged=true&q=x&page=2'), { paged: false })).toEqual({
      status: 'closed',
      flagged: 'true',
      q: 'x',
      sort: 'created_at',
      direction: 'desc',
    });
  });
});

describe('useListState', () => {
  /** The hook on a page at `address`, with the router, so a test sees the address it writes. */
  function renderList(address: string) {
    const seen: { search: string } = { search: '' };
    function Page({ children }: { children?: ReactNode }) {
      seen.search = useLocation().search;
      return children;
    }
    const { result } = renderHook(() => useListState(LIST), {
      wrapper: ({ children }) => {
        const router = createMemoryRouter([{ path: '/list', element: <Page>{children}</Page> }], { initialEntries: [address] });
        return <RouterProvider router={router} />;
      },
    });
    return { result, seen };
  }

  test('reads the address; a change writes it, and a new filter or sort starts again at page 1', () => {
    const { result, seen } = renderList('/list?status=open&page=3');
    expect(result.current.state).toMatchObject({ page: 3, filters: { status: 'open' } });

    act(() => result.current.show({ page: 4 }));
    expect(seen.search).toBe('?status=open&page=4');
    expect(result.current.state.page).toBe(4);

    act(() => result.current.show({ sort: { column: 'name', direction: 'asc' } }));
    expect(seen.search).toBe('?status=open&sort=name&direction=asc');

    act(() => result.current.show({ filters: { flagged: true } }));
    expect(seen.search).toBe('?status=open&flagged=true&sort=name&direction=asc');
    expect(result.current.isPlain).toBe(false);

    act(() => result.current.reset());
    expect(seen.search).toBe('');
    expect(result.current.state).toEqual(DEFAULTS);
    expect(result.current.isPlain).toBe(true);
  });

  test('a hostile address shows the plain list and is not rewritten until the admin changes something', () => {
    const { result, seen } = renderList(`/list?page=-1&sort=1;DROP TABLE&q=${'x'.repeat(5000)}&page_size=1000000`);
    expect(result.current.state).toEqual(DEFAULTS);
    act(() => result.current.show({ page: 2 }));
    expect(seen.search).toBe('?page=2');
  });

  test('the search box follows typing at once; the address follows when typing pauses', async () => {
    const { result, seen } = renderList('/list?page=2');
    act(() => result.current.searchBox.onChange({ target: { value: '  layla ' } }));
    expect(result.current.searchBox.value).toBe('  layla ');
    expect(seen.search).toBe('?page=2');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(seen.search).toBe('?q=layla');
    expect(result.current.state.search).toBe('layla');
  });
});
