import type { EntityManager } from 'typeorm';
import { VOID_REFUND_STATUSES } from '@bookshop/contracts/refunds';

/** One fixed number shared by every process: orders abroad that may cross the threshold are decided one at a time. */
const THRESHOLD_LOCK = 72_410_200;

/** Holds, until the transaction ends, the one right to decide an order abroad against the OSS threshold. */
export async function lockThresholdDecisions(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [THRESHOLD_LOCK]);
}

/** The home country's cross-border sales of `year` and the year before, net: paid orders abroad less their refunds. */
export async function crossBorderSalesIn(manager: EntityManager, homeCountry: string, year: number) {
  const [row]: { this_year: string; last_year: string }[] = await manager.query(
    `WITH sales AS (
       SELECT extract(year FROM o.created_at AT TIME ZONE 'Europe/Amsterdam')::int AS year,
              o.net_cents - coalesce((SELECT sum(r.net_cents) FROM refunds r
                                      WHERE r.order_id = o.id AND NOT (r.status = ANY($3::text[]))), 0) AS net
       FROM orders o
       WHERE o.vat_country IS NOT NULL AND o.vat_country <> $1 AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid')
         AND o.created_at >= make_timestamptz($2::int - 1, 1, 1, 0, 0, 0, 'Europe/Amsterdam'))
     SELECT coalesce(sum(net) FILTER (WHERE year = $2::int), 0) AS this_year,
            coalesce(sum(net) FILTER (WHERE year = $2::int - 1), 0) AS last_year
     FROM sales`,
    [homeCountry, year, [...VOID_REFUND_STATUSES]],
  );
  return { this_year_net_cents: Number(row.this_year), last_year_net_cents: Number(row.last_year) };
}
