// The orders list's search and sorting, kept apart from the screen so the
// table, the cards and the CSV export all show the same rows in the same order.
import type { SortDirection } from '../shared/sortable-column';
import type { AdminOrder } from './admin-orders.api';

export const SORT_KEYS = ['friendly_id', 'customer_name', 'customer_email', 'total_amount', 'status', 'created_at'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface OrderSort {
  key: SortKey;
  direction: SortDirection;
}

/** The server answers newest first; the screen starts, and resets, the same way. */
export const DEFAULT_SORT: OrderSort = { key: 'created_at', direction: 'descend' };

/** Search covers the process number, the customer's name and email, ignoring case. */
export function searchOrders(orders: readonly AdminOrder[], search: string): AdminOrder[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...orders];
  return orders.filter((order) =>
    [order.process_number, order.customer_name, order.customer_email].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

/** Total sorts as a number and the date by timestamp; the rest as text. */
export function compareOrders(key: SortKey): (a: AdminOrder, b: AdminOrder) => number {
  if (key === 'total_amount') return (a, b) => a.total_amount - b.total_amount;
  if (key === 'created_at') return (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at);
  return (a, b) => a[key].localeCompare(b[key], undefined, { numeric: true, sensitivity: 'base' });
}

export function sortOrders(orders: readonly AdminOrder[], sort: OrderSort): AdminOrder[] {
  const compare = compareOrders(sort.key);
  const sign = sort.direction === 'ascend' ? 1 : -1;
  return [...orders].sort((a, b) => sign * compare(a, b));
}
