import type { Language } from '@bookshop/contracts/languages';
import type { Currency } from '@bookshop/contracts/money';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import type { VatScheme } from '@bookshop/contracts/vat';
import type { RefundStatus } from '@bookshop/contracts/refunds';

/**
 * What handlers need to know of an order, carried in the event itself so that handlers (emails,
 * history) never read another module's tables.
 */
export interface OrderSnapshot {
  order_id: string;
  friendly_id: string;
  process_number: string;
  status: OrderStatus;
  customer_name: string;
  customer_email: string;
  language: Language;
  subtotal_cents: number;
  shipping_cost_cents: number;
  total_cents: number;
  /** The currency of every amount; absent in events written before orders had one, which were in euros. */
  currency?: Currency;
  created_at: string;
  /**
   * The versions of the terms and of the withdrawal policy the order was placed under, which its
   * confirmation attaches; absent in events written before orders stored them.
   */
  terms_version_id?: string | null;
  withdrawal_policy_version_id?: string | null;
  items: { title_ar: string; title_en: string; title_nl: string; quantity: number; unit_price_cents: number; total_price_cents: number }[];
  /** The VAT fixed when the order was placed (docs/vat.md); absent or null before the shop recorded it. */
  vat?: OrderVatSnapshot | null;
  /** Once paid: the receipt's number and when it was issued; absent in events written before receipts. */
  receipt_number?: string | null;
  receipt_issued_at?: string | null;
}

export interface OrderVatSnapshot {
  country: string;
  scheme: VatScheme;
  rate: number;
  net_cents: number;
  vat_cents: number;
  shipping_net_cents: number;
  shipping_vat_cents: number;
}

/** A withdrawal as events carry it: the withdrawn lines with their titles, amounts in cents. */
export interface WithdrawalSnapshot {
  withdrawal_id: string;
  received_at: string;
  refund_due_at: string;
  items: { title_ar: string; title_en: string; title_nl: string; quantity: number }[];
  books_cents: number;
  shipping_cents: number;
}

/** Event names and payloads of the orders module. */
export interface OrderEvents {
  /** A parent placed an order: its books are held until it is paid or its hold ends. */
  'order.placed': OrderSnapshot;
  /** The order's payment turned paid: its history records it and the confirmation email goes out. */
  'order.paid': OrderSnapshot & { payment_id: string };
  /**
   * failed, expired or canceled; the order's stock is released in the same transaction. No
   * payment_id when the payment provider could not be reached to create one.
   */
  'order.payment_failed': OrderSnapshot & { payment_id: string | null; payment_status: 'failed' | 'expired' | 'canceled' };
  /**
   * An unpaid order's hold on its books ended (ORDER_HOLD_MINUTES): it expired and its stock was
   * released in the same transaction; its open payment was canceled at the provider when allowed.
   */
  'order.hold_ended': OrderSnapshot & { payment_id: string | null; payment_canceled: boolean; hold_minutes: number };
  /** Paid after its stock went back on sale, when the books were gone: staff refund or restock. Follows its order.paid. */
  'order.paid_without_stock': OrderSnapshot & { payment_id: string; previous_status: OrderStatus };
  /** A payment turned paid for an order already paid (or beyond) or canceled: money to refund. */
  'order.refund_needed': OrderSnapshot & { payment_id: string; reason: string };
  /**
   * Money went back to the customer (or is on its way): staff made a refund, or the provider reported
   * one made at its dashboard (admin_username null). The customer is told, once per refund.
   */
  'order.refunded': OrderSnapshot & {
    refund_id: string;
    provider_refund_id: string;
    payment_id: string;
    amount_cents: number;
    reason: string;
    refund_status: RefundStatus;
    /** Nothing is left to refund of the order's payments. */
    fully_refunded: boolean;
    /** A full refund of an order not yet shipped gave its books back in the same transaction. */
    stock_returned: boolean;
    admin_username: string | null;
  };
  /** The provider moved a refund on (refunded, failed, canceled...), as read after its webhook or a re-read. */
  'order.refund_updated': {
    order_id: string;
    refund_id: string;
    provider_refund_id: string;
    amount_cents: number;
    currency: string;
    previous_status: RefundStatus;
    refund_status: RefundStatus;
    /**
     * A failed or canceled refund of an unshipped order that had given its books back on a full
     * refund: they were taken again, or were gone and the order is flagged as paid without stock.
     */
    stock: 'unchanged' | 'stock_taken' | 'paid_without_stock';
  };
  /** The order's status changed (staff, or a parent paying again): `sent` and `delivered` are emailed to the parent. */
  'order.status_changed': OrderSnapshot & { previous_status: OrderStatus; comment: string | null; admin_username: string | null };
  /** Staff wrote a comment on the order, for its history. */
  'order.comment_added': { order_id: string; comment: string; admin_username: string };
  /** A parent withdrew (from the order page or after the lookup): history, and the acknowledgement email once. */
  'order.withdrawal_received': OrderSnapshot & { withdrawal: WithdrawalSnapshot };
  /** Staff have the withdrawn books back (or proof they were sent). */
  'order.withdrawal_books_back': { order_id: string; withdrawal_id: string; admin_username: string };
  /** The withdrawal lookup page found the order: its customer gets the link to the order page. */
  'order.withdrawal_link_requested': OrderSnapshot;
  /** The confirmation page's "resend confirmation email" (limits already enforced). */
  'order.confirmation_resend_requested': OrderSnapshot;
  /** An admin's template email from the order page. */
  'order.email_requested': OrderSnapshot & {
    template_name: string;
    variables: Record<string, string>;
    email_language: Language;
    custom_message: string | null;
    admin_username: string;
  };
}
