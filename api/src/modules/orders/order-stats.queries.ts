import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '@bookshop/contracts/order-status';

/*
 * The back office dashboard's figures. Each is one aggregate read from an index alone (see the
 * migration admin-list-indexes), so the dashboard may run them side by side.
 */

/** How many orders each status has, and their total in cents (a string: a bigint sum). */
export function ordersByStatus(db: EntityManager): Promise<{ status: OrderStatus; orders: number; cents: string }[]> {
  // Grouped in the status index's order: one pass over it, each row compared with the previous status only.
  return db.query(`SELECT status, count(*)::int AS orders, sum(total_cents)::bigint AS cents FROM orders GROUP BY status`);
}

/** How many distinct customers (e-mail addresses, in any case) ever ordered. */
export async function distinctCustomers(db: EntityManager): Promise<number> {
  const [{ total }]: { total: number }[] = await db.query(
    `SELECT count(*)::int AS total FROM (SELECT DISTINCT customer_key FROM orders) AS emails`,
  );
  return total;
}

/**
 * The revenue (orders in `statuses`) of each of the last `days` days, today included, days
 * without revenue too. The orders are summed per day first, so the days never multiply the rows
 * the planner expects.
 */
export function revenueByDay(
  db: EntityManager,
  statuses: readonly OrderStatus[],
  days: number,
): Promise<{ date: string; revenue_cents: string }[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, coalesce(revenue.cents, 0)::bigint AS revenue_cents
     FROM generate_series(current_date - ($2::int - 1), current_date, interval '1 day') AS day
     LEFT JOIN (SELECT created_at::date AS date, sum(total_cents) AS cents FROM orders
                WHERE status = ANY($1) AND created_at >= current_date - ($2::int - 1) GROUP BY 1) AS revenue
       ON revenue.date = day::date
     ORDER BY day`,
    [statuses, days],
  );
}
