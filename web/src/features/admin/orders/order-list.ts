// The orders list as the back office's list model holds it (in the address): status, the
// paid-without-stock flag, search, sort and page.
import { ORDER_SORT_KEYS, type OrderSortKey } from '@bookshop/contracts/admin-lists';
import { ORDER_STATUSES, type OrderStatus } from '@bookshop/contracts/order-status';
import { choiceFilter, flagFilter, listModel, type ListSort, type ListState } from '../shared/list-state';

export type OrderSort = ListSort<OrderSortKey>;
export type StatusFilter = OrderStatus | 'all';

export const ORDER_LIST = listModel({
  columns: ORDER_SORT_KEYS,
  // Newest first until the admin sorts otherwise; reset goes back to it.
  defaultSort: { column: 'created_at', direction: 'desc' },
  filters: {
    // `all` is no status filter: the API is not sent one.
    status: choiceFilter<StatusFilter>(['all', ...ORDER_STATUSES], 'all', { sendFallback: false }),
    paid_without_stock: flagFilter,
  },
});

export type OrderListState = ListState<OrderSortKey, { status: StatusFilter; paid_without_stock: boolean }>;
