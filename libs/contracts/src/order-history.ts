import type { Language } from './languages.js';
import type { OrderStatus } from './order-status.js';
import type { RefundStatus } from './refunds.js';

/**
 * What the system recorded in an order's history line, as data, so the back office words it in the
 * admin's language. Lines written before these existed have none: their English comment stands.
 * Amounts are in major units, as on the wire everywhere.
 */
export type HistoryDetails =
  | { kind: 'payment'; payment_id: string }
  | { kind: 'provider_unreachable' }
  | { kind: 'hold_ended'; hold_minutes: number; payment_id: string | null; payment_canceled: boolean }
  | { kind: 'paid_without_stock'; payment_id: string; previous_status: OrderStatus }
  /** `order_status`: what the order was when the money came (canceled, or already paid or beyond). */
  | { kind: 'refund_needed'; payment_id: string; order_status: OrderStatus }
  | {
      kind: 'refunded';
      provider_refund_id: string;
      payment_id: string;
      amount: number;
      currency: string;
      /** Staff's words, shown as written. */
      reason: string;
      /** Made at the payment provider's dashboard rather than in the back office. */
      at_provider: boolean;
      fully_refunded: boolean;
      stock_returned: boolean;
    }
  | {
      kind: 'refund_updated';
      provider_refund_id: string;
      amount: number;
      currency: string;
      previous_status: RefundStatus;
      refund_status: RefundStatus;
      /** What undoing the refund did to the order's books. */
      stock: 'unchanged' | 'stock_taken' | 'paid_without_stock';
    }
  | { kind: 'email'; to: string; language: Language }
  /** A parent withdrew: how many copies, what the refund will be, and when it is due. */
  | { kind: 'withdrawal_received'; copies: number; amount: number; currency: string; refund_due_at: string }
  | { kind: 'withdrawal_books_back' };

export type HistoryDetailsKind = HistoryDetails['kind'];
