import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { centsToAmount } from '@bookshop/contracts/money';
import type { RetentionPeriods } from '@bookshop/contracts/privacy';
import { Outbox } from '../../platform/events/outbox.js';

/** Orders handled per statement by the retention job, so no run holds many rows locked. */
const BATCH = 200;

/**
 * A sale is a tax record: an order that reached paid (or beyond), or had a payment that was paid
 * (canceled and refunded later). Its amounts stay for the tax period even when its personal details go.
 */
const IS_SALE = `(o.status IN ('paid', 'printed', 'sent', 'delivered')
  OR EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid'))`;

/** The day a sale's tax period ends: N years after the end of the (Dutch) year it was placed in. */
const TAX_RECORD_UNTIL = `(date_trunc('year', o.created_at AT TIME ZONE 'Europe/Amsterdam') + make_interval(years => 1 + $1::int))::date`;

/** An order as a parent's data export shows it. */
export interface OrderPersonalDataView {
  friendly_id: string;
  status: string;
  created_at: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  shipping_address: Record<string, string>;
  language: string;
  currency: string;
  items: { title: string; quantity: number; unit_price: number; total_price: number }[];
  subtotal: number;
  shipping_cost: number;
  total_amount: number;
  /** The emails the shop sent about this order. */
  emails_sent: { template_name: string; language: string | null; sent_at: string }[];
  /** Set once its personal details were erased: the day its amounts may go too. */
  tax_record_until: string | null;
}

export interface OrderErasure {
  /** Orders deleted whole (never paid). */
  deleted: string[];
  /** Sales (and orders still awaiting payment) kept without personal details, with the end of their tax period. */
  anonymised: { friendly_id: string; tax_record_until: string | null }[];
}

/**
 * What the orders module holds about one email address, and how it lets go of it: a parent's
 * export and erasure, and the retention periods of the settings (docs/privacy.md).
 */
@Injectable()
export class OrderPersonalData {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Every order placed with this address (any case), oldest first. */
  async ordersOf(email: string): Promise<OrderPersonalDataView[]> {
    const orders: {
      id: string;
      friendly_id: string;
      status: string;
      created_at: Date;
      customer_name: string;
      customer_email: string;
      customer_phone: string;
      shipping_address: Record<string, string>;
      language: string;
      currency: string;
      subtotal_cents: number;
      shipping_cost_cents: number;
      total_cents: number;
      tax_record_until: string | null;
    }[] = await this.dataSource.query(
      `SELECT id, friendly_id, status, created_at, customer_name, customer_email, customer_phone, shipping_address, language,
              currency, subtotal_cents, shipping_cost_cents, total_cents, to_char(tax_record_until, 'YYYY-MM-DD') AS tax_record_until
       FROM orders WHERE customer_key = lower($1) ORDER BY created_at, id`,
      [email],
    );
    if (orders.length === 0) return [];
    const ids = orders.map((order) => order.id);
    const items: { order_id: string; title_en: string; quantity: number; unit_price_cents: number; total_price_cents: number }[] =
      await this.dataSource.query(
        `SELECT order_id, title_en, quantity, unit_price_cents, total_price_cents FROM order_items WHERE order_id = ANY($1) ORDER BY position`,
        [ids],
      );
    const emails: { order_id: string; template_name: string; language: string | null; created_at: Date }[] = await this.dataSource.query(
      `SELECT order_id, new_value AS template_name, details->>'language' AS language, created_at
       FROM order_history WHERE order_id = ANY($1) AND action_type = 'email_sent' ORDER BY created_at`,
      [ids],
    );
    return orders.map((order) => ({
      friendly_id: order.friendly_id,
      status: order.status,
      created_at: order.created_at.toISOString(),
      customer_name: order.customer_name,
      customer_email: order.customer_email,
      customer_phone: order.customer_phone,
      shipping_address: order.shipping_address,
      language: order.language,
      currency: order.currency,
      items: items
        .filter((item) => item.order_id === order.id)
        .map((item) => ({
          title: item.title_en,
          quantity: item.quantity,
          unit_price: centsToAmount(item.unit_price_cents),
          total_price: centsToAmount(item.total_price_cents),
        })),
      subtotal: centsToAmount(order.subtotal_cents),
      shipping_cost: centsToAmount(order.shipping_cost_cents),
      total_amount: centsToAmount(order.total_cents),
      emails_sent: emails
        .filter((line) => line.order_id === order.id)
        .map((line) => ({ template_name: line.template_name, language: line.language, sent_at: line.created_at.toISOString() })),
      tax_record_until: order.tax_record_until,
    }));
  }

  /** Whether this address placed the order with this number: what a parent proves on the privacy page. */
  async placedBy(email: string, friendlyId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM orders WHERE customer_key = lower($1) AND upper(friendly_id) = upper($2) LIMIT 1`,
      [email, friendlyId.trim()],
    );
    return rows.length > 0;
  }

  /**
   * A parent's erasure: orders never paid are deleted whole; sales keep their amounts, items and
   * country for the tax period but lose name, email, phone and street, and so do orders still
   * awaiting payment (one may yet be paid, and its books are held).
   */
  async erase(manager: EntityManager, email: string, now: Date, taxYears: number): Promise<OrderErasure> {
    const orders: { id: string; friendly_id: string; keep: boolean }[] = await manager.query(
      `SELECT o.id, o.friendly_id, (o.status = 'pending' OR ${IS_SALE}) AS keep
       FROM orders o WHERE o.customer_key = lower($1) ORDER BY o.created_at FOR UPDATE`,
      [email],
    );
    const gone = orders.filter((order) => !order.keep);
    const kept = orders.filter((order) => order.keep);
    if (gone.length > 0) {
      await Outbox.forgetStreams(
        manager,
        gone.map((order) => order.id),
      );
      await manager.query(`DELETE FROM orders WHERE id = ANY($1)`, [gone.map((order) => order.id)]);
    }
    const anonymised = await this.anonymise(
      manager,
      kept.map((order) => order.id),
      now,
      taxYears,
    );
    return { deleted: gone.map((order) => order.friendly_id), anonymised };
  }

  /**
   * The retention job's part: unpaid orders older than their period, and sales whose tax period has
   * ended, lose their personal details. In batches, each its own transaction; a second run finds
   * nothing left to do. Answers how many orders of each kind it anonymised.
   */
  async applyRetention(periods: RetentionPeriods, now: Date, stopping?: AbortSignal): Promise<{ unpaid: number; sales: number }> {
    const unpaid = await this.inBatches(
      `SELECT o.id FROM orders o
       WHERE o.personal_data_erased_at IS NULL AND o.status IN ('failed', 'expired', 'canceled') AND NOT ${IS_SALE}
         AND o.created_at < $2::timestamptz - make_interval(months => $1::int)
       ORDER BY o.created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      [periods.retention_unpaid_orders_months, now],
      now,
      periods.retention_tax_records_years,
      stopping,
    );
    const sales = await this.inBatches(
      `SELECT o.id FROM orders o
       WHERE o.personal_data_erased_at IS NULL AND o.status <> 'pending' AND ${IS_SALE}
         AND ${TAX_RECORD_UNTIL} <= ($2::timestamptz AT TIME ZONE 'Europe/Amsterdam')::date
       ORDER BY o.created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      [periods.retention_tax_records_years, now],
      now,
      periods.retention_tax_records_years,
      stopping,
    );
    return { unpaid, sales };
  }

  private async inBatches(select: string, parameters: unknown[], now: Date, taxYears: number, stopping?: AbortSignal): Promise<number> {
    let total = 0;
    while (!stopping?.aborted) {
      const done = await this.dataSource.transaction(async (manager) => {
        const rows: { id: string }[] = await manager.query(select, parameters);
        await this.anonymise(
          manager,
          rows.map((row) => row.id),
          now,
          taxYears,
        );
        return rows.length;
      });
      total += done;
      if (done < BATCH) break;
    }
    return total;
  }

  /**
   * Name, email, phone and address (all but the country) go, and so do what the history's lines
   * quote of them (staff's comments, the addresses emails went to) and the order's events. Amounts,
   * items, payments and refunds stay; a sale is marked with the day its tax period ends.
   */
  private async anonymise(
    manager: EntityManager,
    ids: string[],
    now: Date,
    taxYears: number,
  ): Promise<{ friendly_id: string; tax_record_until: string | null }[]> {
    if (ids.length === 0) return [];
    // An UPDATE … RETURNING answers its rows and its count.
    const [rows]: [{ friendly_id: string; tax_record_until: string | null }[], number] = await manager.query(
      `UPDATE orders o SET
         customer_name = '', customer_email = '', customer_phone = '',
         shipping_address = jsonb_build_object('country', o.shipping_address->>'country', 'street_name', '', 'building_number', '',
           'apartment_number', '', 'city', '', 'postal_code', ''),
         personal_data_erased_at = $3,
         tax_record_until = CASE WHEN ${IS_SALE} THEN ${TAX_RECORD_UNTIL} END
       WHERE o.id = ANY($2)
       RETURNING o.friendly_id, to_char(o.tax_record_until, 'YYYY-MM-DD') AS tax_record_until`,
      [taxYears, ids, now],
    );
    await manager.query(
      `UPDATE order_history SET
         comment = CASE WHEN action_type IN ('payment', 'refund') THEN comment END,
         details = CASE WHEN details ? 'to' THEN details - 'to' ELSE details END
       WHERE order_id = ANY($1)`,
      [ids],
    );
    await Outbox.forgetStreams(manager, ids);
    return rows;
  }
}
