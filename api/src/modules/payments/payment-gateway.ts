import type { Currency } from '@bookshop/contracts/money';
import type { RefundStatus } from '@bookshop/contracts/refunds';

/** The statuses a payment goes through, as Mollie names them. */
export const PAYMENT_STATUSES = ['open', 'pending', 'authorized', 'paid', 'failed', 'expired', 'canceled'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface CreatePaymentInput {
  amountCents: number;
  currency: Currency;
  description: string;
  /** Where the provider sends the customer's browser back to once the payment is decided. */
  redirectUrl: string;
  /** Called by the provider on every status change; omitted when the shop is not reachable (local PUBLIC_URL). */
  webhookUrl?: string;
  metadata: Record<string, string>;
}

export interface GatewayPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  /** Where the customer pays; null once the payment is no longer open. */
  checkoutUrl: string | null;
  metadata: Record<string, unknown>;
}

export interface CreateRefundInput {
  paymentId: string;
  amountCents: number;
  currency: string;
  /** Shown to the customer by some payment methods. */
  description: string;
  metadata: Record<string, string>;
  /** The provider does the refund once for the same key, however often the call is retried. */
  idempotencyKey: string;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  status: RefundStatus;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, unknown>;
}

/**
 * The provider said no (a payment that cannot be refunded, an amount above what remains): its own
 * words in `message`. Anything else that goes wrong (unreachable, 5xx) is thrown as it is.
 */
export class PaymentProviderRefusal extends Error {}

/**
 * The only way the shop talks to a payment provider (see docs/payments.md). An abstract class so
 * that it doubles as the Nest injection token; PaymentsModule picks the adapter from the config.
 */
export abstract class PaymentGateway {
  abstract createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;

  /**
   * The provider's current view of a payment, or null when the provider does not know the id (so a
   * webhook with a made-up id is harmless). Any other failure throws.
   */
  abstract getPayment(id: string): Promise<GatewayPayment | null>;

  /**
   * Cancels an open payment, so the customer can no longer pay it. Providers allow this only for
   * some payments (Mollie: while `isCancelable`, e.g. an open bank transfer); null when the provider
   * refuses or does not know the id. Any other failure throws.
   */
  abstract cancelPayment(id: string): Promise<GatewayPayment | null>;

  /** Refunds (part of) a paid payment; a PaymentProviderRefusal when the provider refuses. */
  abstract createRefund(input: CreateRefundInput): Promise<GatewayRefund>;

  /** A payment's refunds as the provider sees them (at most 250); empty for an unknown payment. */
  abstract listRefunds(paymentId: string): Promise<GatewayRefund[]>;
}
