/** A refund's statuses, as Mollie names them: queued, pending and processing are on their way. */
export const REFUND_STATUSES = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;

export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Failed and canceled refunds never reach the customer: their amount can be refunded again. */
export const VOID_REFUND_STATUSES = ['failed', 'canceled'] as const satisfies readonly RefundStatus[];

/** Statuses a refund never leaves. */
export const FINAL_REFUND_STATUSES = ['refunded', 'failed', 'canceled'] as const satisfies readonly RefundStatus[];

/** The longest reason staff may give; it is also the refund's description at the provider. */
export const REFUND_REASON_MAX_LENGTH = 140;

export function isRefundStatus(value: unknown): value is RefundStatus {
  return typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value);
}

export function isFinalRefund(status: RefundStatus): boolean {
  return (FINAL_REFUND_STATUSES as readonly RefundStatus[]).includes(status);
}

/** Whether a refund's amount is (or will be) the customer's again: every status but failed and canceled. */
export function countsAsRefunded(status: RefundStatus): boolean {
  return !(VOID_REFUND_STATUSES as readonly RefundStatus[]).includes(status);
}

/** What is refunded of a payment or an order, in cents: the refunds that did not fail and were not canceled. */
export function refundedCents(refunds: readonly { amount_cents: number; status: RefundStatus }[]): number {
  return refunds.filter((refund) => countsAsRefunded(refund.status)).reduce((sum, refund) => sum + refund.amount_cents, 0);
}

/** What can still be refunded: what was paid minus what is refunded, never below zero. */
export function refundableCents(paidCents: number, refunds: readonly { amount_cents: number; status: RefundStatus }[]): number {
  return Math.max(0, paidCents - refundedCents(refunds));
}
