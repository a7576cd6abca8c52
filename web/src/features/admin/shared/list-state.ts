// The back office's one list model. A list's page, page size, search, sort and filters live in the
// address, so back, reload and a shared link show the same list; the server filters, searches, sorts
// and pages. An address is input from anyone: whatever is missing, unknown or out of bounds reads as
// the default, never as an error.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, LIST_LIMITS, SORT_DIRECTIONS, type SortDirection } from '@bookshop/contracts/admin-lists';

export type { SortDirection };

/** The one sort shape of every list: a column, ascending or descending (as the API spells them). */
export interface ListSort<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** A filter kept in the address under its own name, which is also the name the API reads. */
export interface ListFilter<Value> {
  /** What the filter is when the address does not name it, or names something unknown. */
  fallback: Value;
  /** The value an address spells, or undefined when it is not one. */
  read(raw: string): Value | undefined;
  /** The value as the API reads it; undefined leaves the parameter out of the request. */
  toQuery(value: Value): string | undefined;
}

/** A filter that is one of `values`. The API is sent the fallback too unless `sendFallback` is false. */
export function choiceFilter<const Value extends string>(
  values: readonly Value[],
  fallback: Value,
  { sendFallback = true }: { sendFallback?: boolean } = {},
): ListFilter<Value> {
  return {
    fallback,
    read: (raw) => values.find((value) => value === raw),
    toQuery: (value) => (value === fallback && !sendFallback ? undefined : value),
  };
}

/** A yes/no filter: `true` in the address and the request when on, absent when off. */
export const flagFilter: ListFilter<boolean> = {
  fallback: false,
  read: (raw) => raw === 'true',
  toQuery: (value) => (value ? 'true' : undefined),
};

type Filters = Record<string, string | boolean>;

/** What one list is: its sortable columns, its default sort and page size, and its filters. */
export interface ListModel<Column extends string, F extends Filters> {
  columns: readonly Column[];
  defaultSort: ListSort<Column>;
  /** Rows per page unless the address asks for another size; `maxPageSize` bounds that (the API's most). */
  pageSize?: number;
  maxPageSize?: number;
  filters: { [Name in keyof F]: ListFilter<F[Name]> };
}

export interface ListState<Column extends string, F extends Filters> {
  page: number;
  pageSize: number;
  /** What the admin searched for, trimmed ('' for none). */
  search: string;
  sort: ListSort<Column>;
  filters: F;
}

/** A change to a list: a new filter, search or sort starts again at page 1 unless it names a page. */
export type ListChange<Column extends string, F extends Filters> = Partial<Omit<ListState<Column, F>, 'filters'>> & {
  filters?: Partial<F>;
};

/** A list's model, checked and typed by what it holds. */
export function listModel<Column extends string, F extends Filters>(model: ListModel<Column, F>): ListModel<Column, F> {
  return model;
}

const pageSizeOf = (model: { pageSize?: number }) => model.pageSize ?? DEFAULT_PAGE_SIZE;

/** A whole number from `min` to `max` as the address spells it (digits only), or undefined. */
function boundedNumber(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/** The list's state as the address holds it; anything missing, unknown or out of bounds is the default. */
export function readListState<Column extends string, F extends Filters>(
  model: ListModel<Column, F>,
  params: URLSearchParams,
): ListState<Column, F> {
  const column = model.columns.find((candidate) => candidate === params.get('sort'));
  const direction = SORT_DIRECTIONS.find((candidate) => candidate === params.get('direction'));
  const search = params.get('q')?.trim() ?? '';
  const filters = Object.fromEntries(
    Object.entries(model.filters).map(([name, filter]: [string, ListFilter<string | boolean>]) => {
      const raw = params.get(name);
      return [name, (raw === null ? undefined : filter.read(raw)) ?? filter.fallback];
    }),
  ) as F;
  return {
    page: boundedNumber(params.get('page'), 1, LIST_LIMITS.page) ?? 1,
    pageSize: boundedNumber(params.get('page_size'), 1, model.maxPageSize ?? LIST_LIMITS.pageSize) ?? pageSizeOf(model),
    // Longer than any list accepts: a mangled address, not a search.
    search: search.length <= LIST_LIMITS.search ? search : '',
    // A sort without a known column is no sort; a known column without a direction sorts its default way.
    sort: column ? { column, direction: direction ?? model.defaultSort.direction } : model.defaultSort,
    filters,
  };
}

/** The address's query for a state: only what differs from the defaults, so the plain list has a plain address. */
export function listStateParams<Column extends string, F extends Filters>(
  model: ListModel<Column, F>,
  state: ListState<Column, F>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, filter] of Object.entries(model.filters) as [string, ListFilter<string | boolean>][]) {
    const value = state.filters[name];
    if (value !== filter.fallback) params.set(name, String(value));
  }
  if (state.search) params.set('q', state.search);
  if (state.sort.column !== model.defaultSort.column || state.sort.direction !== model.defaultSort.direction) {
    params.set('sort', state.sort.column);
    params.set('direction', state.sort.direction);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== pageSizeOf(model)) params.set('page_size', String(state.pageSize));
  return params;
}

/**
 * The request's query for a state, in the API's list parameters (`ListQuery`: q, sort, direction,
 * page, page_size) plus the list's filters. An export (`paged: false`) asks for every matching row.
 */
export function listQueryParams<Column extends string, F extends Filters>(
  model: ListModel<Column, F>,
  state: ListState<Column, F>,
  { paged = true }: { paged?: boolean } = {},
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [name, filter] of Object.entries(model.filters) as [string, ListFilter<string | boolean>][]) {
    const value = filter.toQuery(state.filters[name]);
    if (value !== undefined) query[name] = value;
  }
  if (state.search) query.q = state.search;
  query.sort = state.sort.column;
  query.direction = state.sort.direction;
  if (paged) {
    query.page = state.page;
    query.page_size = state.pageSize;
  }
  return query;
}

/** Applies a change: a new filter, search, sort or page size starts again at page 1. */
export function changedListState<Column extends string, F extends Filters>(
  state: ListState<Column, F>,
  change: ListChange<Column, F>,
): ListState<Column, F> {
  return { ...state, page: 1, ...change, filters: { ...state.filters, ...change.filters } as F };
}

/** The search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's state, read from and written to the address. `show` applies a change (a new address
 * entry, so back undoes it); the search box's text follows typing at once and the address follows
 * when typing pauses.
 */
export function useListState<Column extends string, F extends Filters>(model: ListModel<Column, F>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(model, params), [model, params]);

  // Each change reads the address as it is then, so a filter chosen meanwhile is kept.
  const show = useCallback(
    (change: ListChange<Column, F>, options: { replace?: boolean } = {}) =>
      setParams((current) => listStateParams(model, changedListState(readListState(model, current), change)), options),
    [model, setParams],
  );

  // The box shows what is typed at once; the address (and so the server) follows when typing pauses.
  const [typed, setTyped] = useState(state.search);
  // Back, forward or reset changed the address: the box shows its search.
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    if (typed.trim() !== state.search) setTyped(state.search);
  }
  useEffect(() => {
    const search = typed.trim();
    if (search === state.search) return;
    const timer = setTimeout(() => show({ search }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, state.search, show]);

  const searchBox = {
    value: typed,
    onChange: (event: { target: { value: string } }) => setTyped(event.target.value),
    /** Enter or the search button: at once, without waiting for the pause. */
    onSearch: (value: string) => {
      if (value.trim() !== state.search) show({ search: value.trim() });
    },
  };

  /** Back to the plain list: no filter, search or sort, page 1. */
  const reset = () => {
    setTyped('');
    setParams(new URLSearchParams());
  };

  return { state, show, searchBox, reset, isPlain: params.toString() === '' };
}
