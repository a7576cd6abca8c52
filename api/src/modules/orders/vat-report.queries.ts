import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VOID_REFUND_STATUSES } from '@bookshop/contracts/refunds';
import { quarterBounds, type VatScheme } from '@bookshop/contracts/vat';

/** One line of a quarter's VAT: a country and rate under one scheme, sales less refunds, in cents. */
export interface VatReportLine {
  /** `home`: on the home country's own VAT return; `oss`: on the One-Stop-Shop return. */
  scheme: VatScheme;
  country_code: string;
  rate: number;
  sales_net_cents: number;
  sales_vat_cents: number;
  refunds_net_cents: number;
  refunds_vat_cents: number;
  net_cents: number;
  vat_cents: number;
}

export interface VatReport {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  currency: string;
  lines: VatReportLine[];
}

/**
 * The quarterly VAT report (docs/vat.md): per scheme, destination and rate, the net and VAT of the
 * quarter's paid orders (a payment of theirs was paid, whatever their status since) less the refunds
 * made in the quarter, each refund at its order's rate. A sale counts on the shop's day it was placed;
 * a refund on the day it was made, so a canceled order that was refunded nets to nothing.
 */
@Injectable()
export class VatReports {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async quarter(year: number, quarter: 1 | 2 | 3 | 4, currency: string): Promise<VatReport> {
    const { from, until } = quarterBounds(year, quarter);
    const rows: Record<keyof VatReportLine, string>[] = await this.dataSource.query(
      `WITH bounds AS (
         SELECT ($1::date)::timestamp AT TIME ZONE 'Europe/Amsterdam' AS starts,
                ($2::date)::timestamp AT TIME ZONE 'Europe/Amsterdam' AS ends),
       sales AS (
         SELECT o.vat_scheme, o.vat_country, o.vat_rate, o.net_cents, o.vat_cents, 0 AS refund_net, 0 AS refund_vat
         FROM orders o, bounds
         WHERE o.vat_rate IS NOT NULL AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid') AND o.created_at >= bounds.starts AND o.created_at < bounds.ends
         UNION ALL
         SELECT o.vat_scheme, o.vat_country, o.vat_rate, 0, 0, r.net_cents, r.vat_cents
         FROM refunds r JOIN orders o ON o.id = r.order_id, bounds
         WHERE r.net_cents IS NOT NULL AND NOT (r.status = ANY($3::text[])) AND r.created_at >= bounds.starts AND r.created_at < bounds.ends)
       SELECT vat_scheme AS scheme, vat_country AS country_code, vat_rate AS rate,
              sum(net_cents) AS sales_net_cents, sum(vat_cents) AS sales_vat_cents,
              sum(refund_net) AS refunds_net_cents, sum(refund_vat) AS refunds_vat_cents
       FROM sales GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [from, until, [...VOID_REFUND_STATUSES]],
    );
    const lines = rows.map((row) => {
      const line = {
        scheme: row.scheme as VatScheme,
        country_code: row.country_code,
        rate: Number(row.rate),
        sales_net_cents: Number(row.sales_net_cents),
        sales_vat_cents: Number(row.sales_vat_cents),
        refunds_net_cents: Number(row.refunds_net_cents),
        refunds_vat_cents: Number(row.refunds_vat_cents),
      };
      return {
        ...line,
        net_cents: line.sales_net_cents - line.refunds_net_cents,
        vat_cents: line.sales_vat_cents - line.refunds_vat_cents,
      };
    });
    return { year, quarter, currency, lines };
  }
}
