/**
 * The back office's long lists (orders, reviews) are searched, sorted and paged by the server; the
 * screens ask for one page at a time. These bounds hold for both the API and the screens.
 */
export const LIST_LIMITS = {
  /** Rows per page, at most. */
  pageSize: 100,
  /** The highest page number a list answers (deeper pages are reached by narrowing the search). */
  page: 10_000,
  /** Characters of a search. */
  search: 100,
  /** Without paging parameters a list answers a plain array of at most this many rows. */
  unpaged: 1_000,
} as const;

/** The page size the screens ask for. */
export const DEFAULT_PAGE_SIZE = 25;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** What a list answers when it is asked for a page. */
export interface Page<T> {
  items: T[];
  /** Rows matching the filters, on all pages. */
  total: number;
  page: number;
  page_size: number;
}

/** The columns the orders list sorts by. */
export const ORDER_SORT_KEYS = ['friendly_id', 'customer_name', 'customer_email', 'total_amount', 'status', 'created_at'] as const;
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];

/** The columns the reviews list sorts by. */
export const REVIEW_SORT_KEYS = ['name', 'email', 'rating', 'status', 'created_at'] as const;
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number];

/**
 * The order number as customers quote it: "BK-10003", "bk-10003", "BK 10003" or "10003" all mean
 * the order BK-10003. Answers the friendly id, or null when the search is not an order number.
 */
export function friendlyIdIn(search: string): string | null {
  const number = /^(?:bk[-\s]?)?0*(\d{1,12})$/i.exec(search.trim())?.[1];
  return number ? `BK-${number}` : null;
}
