import type { EntityManager, QueryRunner } from 'typeorm';
import { friendlyIdIn, type OrderSortKey, type SortDirection } from '@bookshop/contracts/admin-lists';
import { containsPattern } from '../../platform/http/list-query.js';
import type { ListOrdersQuery } from './dto/admin-order.dto.js';

/*
 * The SQL of the back office's orders list and its CSV export: one filter and one sort for both,
 * so the export holds exactly the orders the list shows, in the same order.
 */

/** The ids of one window of the orders the filters and search match, in the asked order. */
export async function orderIdsPage(
  db: EntityManager,
  query: ListOrdersQuery,
  window: { limit: number; offset: number },
): Promise<string[]> {
  const { where, params } = orderFilterSql(query);
  const rows: { id: string }[] = await db.query(
    `SELECT o.id FROM orders o ${where} ORDER BY ${orderSortSql(query.sort, query.direction)}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return rows.map((row) => row.id);
}

/** How many orders the filters and search match. */
export async function countOrders(db: EntityManager, query: ListOrdersQuery): Promise<number> {
  const { where, params } = orderFilterSql(query);
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM orders o ${where}`, params);
  return total;
}

/** The columns of an order the CSV export reads. */
export interface OrderExportRow {
  friendly_id: string;
  process_number: string;
  status: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  total_cents: number;
  currency: string;
  created_at: Date;
  vat_country: string | null;
  vat_scheme: string | null;
  vat_rate: number | null;
  net_cents: number | null;
  vat_cents: number | null;
}

/**
 * Opens the export's cursor over the orders the filters match, in the list's order, in the
 * runner's transaction (which the caller has started). A client that stops reading would otherwise
 * keep the connection from the pool for ever: after `idleTimeoutMs` idle the server ends it.
 */
export async function openOrdersExport(runner: QueryRunner, query: ListOrdersQuery, idleTimeoutMs: number): Promise<void> {
  const { where, params } = orderFilterSql(query);
  await runner.query(`SET LOCAL idle_in_transaction_session_timeout = ${Number(idleTimeoutMs)}`);
  await runner.query(
    `DECLARE orders_export NO SCROLL CURSOR FOR
     SELECT o.friendly_id, o.process_number, o.status, o.customer_name, o.customer_email, o.customer_phone,
            o.total_cents, o.currency, o.created_at, o.vat_country, o.vat_scheme, o.vat_rate, o.net_cents, o.vat_cents
     FROM orders o ${where} ORDER BY ${orderSortSql(query.sort, query.direction)}`,
    params,
  );
}

/** The export's next rows from its cursor; none once it has run out. */
export function nextExportRows(runner: QueryRunner, batch: number): Promise<OrderExportRow[]> {
  return runner.query(`FETCH ${Number(batch)} FROM orders_export`);
}

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
