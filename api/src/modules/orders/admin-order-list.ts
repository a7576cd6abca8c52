import { friendlyIdIn, type OrderSortKey, type SortDirection } from '@bookshop/contracts/admin-lists';
import { containsPattern } from '../../platform/http/list-query.js';
import type { ListOrdersQuery } from './dto/admin-order.dto.js';

/** A WHERE clause over `orders o` with its positional parameters ($1 ...). */
export interface OrderFilterSql {
  where: string;
  params: unknown[];
}

/**
 * The list's filters as SQL. The search finds an order by its number as customers quote it
 * ("BK-10003", "bk-10003", "10003") or its process number, both exactly (unique indexes), and by
 * any part of the customer's name or email, ignoring case (the trigram index on the same expression).
 */
export function orderFilterSql(query: ListOrdersQuery): OrderFilterSql {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (query.status) conditions.push(`o.status = ${param(query.status)}`);
  if (query.paid_without_stock) conditions.push('o.paid_without_stock');
  if (query.q) {
    const matches = [
      `lower(o.customer_name || ' ' || o.customer_email) LIKE lower(${param(containsPattern(query.q))})`,
      `o.process_number = ${param(query.q)}`,
    ];
    const friendlyId = friendlyIdIn(query.q);
    if (friendlyId) matches.push(`o.friendly_id = ${param(friendlyId)}`);
    conditions.push(`(${matches.join(' OR ')})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** What each sort orders by; every index behind them ends in the id, which breaks ties so pages never overlap. */
const SORT_COLUMNS: Record<OrderSortKey, string[]> = {
  // BK-9999 before BK-10000: the shorter number first.
  friendly_id: ['length(o.friendly_id)', 'o.friendly_id'],
  customer_name: ['lower(o.customer_name)'],
  // The email in lower case, stored with the order (see the migration admin-list-indexes).
  customer_email: ['o.customer_key'],
  total_amount: ['o.total_cents'],
  status: ['o.status'],
  created_at: ['o.created_at'],
};

/** Newest first unless asked otherwise. */
export function orderSortSql(sort: OrderSortKey = 'created_at', direction: SortDirection = 'desc'): string {
  const way = direction === 'asc' ? 'ASC' : 'DESC';
  return [...SORT_COLUMNS[sort], 'o.id'].map((column) => `${column} ${way}`).join(', ');
}
