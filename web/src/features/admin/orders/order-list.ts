// The orders list's state lives in the address (status, search, sort, page), so back, reload and a
// shared link show the same list. The server filters, searches, sorts and pages; this file only
// reads and writes that state.
import { ORDER_SORT_KEYS, type OrderSortKey } from '@bookshop/contracts/admin-lists';
import { isOrderStatus, type OrderStatus } from '@bookshop/contracts/order-status';
import type { SortDirection } from '../shared/sortable-column';

export const SORT_KEYS = ORDER_SORT_KEYS;
export type SortKey = OrderSortKey;
export interface OrderSort {
  key: SortKey;
  direction: SortDirection;
}

/** Newest first until the admin sorts otherwise; reset goes back to it. */
export const DEFAULT_SORT: OrderSort = { key: 'created_at', direction: 'descend' };

export type StatusFilter = OrderStatus | 'all';

export interface OrderListState {
  status: StatusFilter;
  paidWithoutStock: boolean;
  /** What the admin searched for (order number, process number, name or email), trimmed. */
  search: string;
  sort: OrderSort;
  page: number;
}

const isSortKey = (value: string | null): value is SortKey => (SORT_KEYS as readonly (string | null)[]).includes(value);

/** The list's state as the address holds it; anything missing or unknown is the default. */
export function readOrderListState(params: URLSearchParams): OrderListState {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : 'all',
    paidWithoutStock: params.get('paid_without_stock') === 'true',
    search: params.get('q')?.trim() ?? '',
    sort: isSortKey(sort) ? { key: sort, direction: params.get('direction') === 'asc' ? 'ascend' : 'descend' } : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a state: only what differs from the defaults, so the plain list has a plain address. */
export function orderListParams(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.paidWithoutStock) params.set('paid_without_stock', 'true');
  if (state.search) params.set('q', state.search);
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', state.sort.key);
    params.set('direction', state.sort.direction === 'ascend' ? 'asc' : 'desc');
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
