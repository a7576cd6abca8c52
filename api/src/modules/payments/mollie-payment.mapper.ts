import { centsToMollieValue, mollieValueToCents } from './mollie-amount.js';
import { isRefundStatus } from '@bookshop/contracts/refunds';
import {
  PAYMENT_STATUSES,
  type CreatePaymentInput,
  type CreateRefundInput,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentStatus,
} from './payment-gateway.js';

/** The create-payment parameters of Mollie's v2 API, the same for the real client and the local provider. */
export interface MollieCreateParameters {
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: Record<string, string>;
}

/** The fields of a Mollie payment the shop reads. */
export interface MolliePaymentFields {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  metadata: unknown;
}

export function toMollieCreateParameters(input: CreatePaymentInput): MollieCreateParameters {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError(`A payment needs a positive whole number of cents (got ${String(input.amountCents)})`);
  }
  return {
    amount: { currency: input.currency, value: centsToMollieValue(input.amountCents) },
    description: input.description,
    redirectUrl: input.redirectUrl,
    ...(input.webhookUrl ? { webhookUrl: input.webhookUrl } : {}),
    metadata: input.metadata,
  };
}

/** Both adapters answer through this one mapping, so they cannot drift apart. */
export function toGatewayPayment(payment: MolliePaymentFields, checkoutUrl: string | null): GatewayPayment {
  return {
    id: payment.id,
    status: knownStatus(payment),
    amountCents: mollieValueToCents(payment.amount.value),
    currency: payment.amount.currency,
    checkoutUrl,
    metadata: isRecord(payment.metadata) ? payment.metadata : {},
  };
}

/** The create-refund parameters of Mollie's v2 API. */
export interface MollieCreateRefundParameters {
  amount: { currency: string; value: string };
  description: string;
  metadata: Record<string, string>;
}

/** The fields of a Mollie refund the shop reads. */
export interface MollieRefundFields {
  id: string;
  paymentId: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  metadata: unknown;
}

export function toMollieRefundParameters(input: CreateRefundInput): MollieCreateRefundParameters {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError(`A refund needs a positive whole number of cents (got ${String(input.amountCents)})`);
  }
  return {
    amount: { currency: input.currency, value: centsToMollieValue(input.amountCents) },
    description: input.description,
    metadata: input.metadata,
  };
}

export function toGatewayRefund(refund: MollieRefundFields): GatewayRefund {
  if (!isRefundStatus(refund.status)) throw new Error(`Mollie refund ${refund.id} has an unknown status "${refund.status}"`);
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    status: refund.status,
    amountCents: mollieValueToCents(refund.amount.value),
    currency: refund.amount.currency,
    description: refund.description,
    metadata: isRecord(refund.metadata) ? refund.metadata : {},
  };
}

// A status the shop does not know must not be mistaken for one it does: fail loudly instead.
function knownStatus(payment: MolliePaymentFields): PaymentStatus {
  if ((PAYMENT_STATUSES as readonly string[]).includes(payment.status)) return payment.status as PaymentStatus;
  throw new Error(`Mollie payment ${payment.id} has an unknown status "${payment.status}"`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
