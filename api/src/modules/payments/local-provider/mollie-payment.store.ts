import { Logger } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { centsToMollieValue, mollieValueToCents } from '../mollie-amount.js';
import { callWebhook } from './webhook-caller.js';

export type MolliePaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'expired' | 'canceled';

/** What a tester may pick on the hosted checkout page, as in Mollie's test mode. */
export const TESTER_DECISIONS = ['paid', 'failed', 'canceled', 'expired'] as const;
export type TesterDecision = (typeof TESTER_DECISIONS)[number];

export interface MollieAmount {
  currency: string;
  value: string;
}

/** The create-payment parameters of Mollie's v2 API that the double understands. */
export interface MollieCreatePaymentRequest {
  amount?: unknown;
  description?: unknown;
  redirectUrl?: unknown;
  webhookUrl?: unknown;
  metadata?: unknown;
}

export interface MolliePaymentRecord {
  id: string;
  status: MolliePaymentStatus;
  amount: MollieAmount;
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  /** Null until the customer picks a method; the double models bank transfer only, which stays open for days. */
  method: 'banktransfer' | null;
  /** The hosted checkout page of this payment. */
  checkoutUrl: string;
  createdAt: Date;
  expiresAt: Date;
  paidAt?: Date;
  failedAt?: Date;
  canceledAt?: Date;
  expiredAt?: Date;
}

export type MollieRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

/** What happens to a refund after it was created, as the tester decides it (Mollie processes it later). */
export const REFUND_DECISIONS = ['processing', 'refunded', 'failed', 'canceled'] as const;
export type RefundDecision = (typeof REFUND_DECISIONS)[number];

/** The create-refund parameters of Mollie's v2 API that the double understands. */
export interface MollieCreateRefundRequest {
  amount?: unknown;
  description?: unknown;
  metadata?: unknown;
}

export interface MollieRefundRecord {
  id: string;
  paymentId: string;
  status: MollieRefundStatus;
  amount: MollieAmount;
  description: string;
  metadata: unknown;
  createdAt: Date;
}

/** A cancelation Mollie refuses with 422: the payment is final, or its method cannot be canceled. */
export class MollieNotCancelableError extends Error {
  constructor(id: string) {
    super(`The payment ${id} cannot be canceled.`);
  }
}

/** A request Mollie would refuse with 422; `field` names the offending parameter as Mollie does. */
export class MollieValidationError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Mollie lets an open payment expire after 15 minutes for most methods; the double only reports it. */
const OPEN_FOR_MS = 15 * 60 * 1000;
/** A bank transfer stays open for 12 days by default, waiting for the customer's transfer. */
const BANK_TRANSFER_OPEN_FOR_MS = 12 * 24 * 60 * 60 * 1000;
/** Mollie refuses metadata over about 1 kB. */
const METADATA_LIMIT_BYTES = 1024;
/** Payments kept in memory at most; the oldest are forgotten first (a test shop never needs more). */
const MAX_PAYMENTS = 10_000;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Mollie refuses a refund description over 140 characters. */
const REFUND_DESCRIPTION_LIMIT = 140;
/** Refunds kept per payment at most, like the payments themselves a bound for a test shop. */
const MAX_REFUNDS_PER_PAYMENT = 100;

const DECIDED_AT = { paid: 'paidAt', failed: 'failedAt', canceled: 'canceledAt', expired: 'expiredAt' } as const;

/**
 * The payments of the Mollie double (Mollie's test mode): the one
 * implementation behind both the local payment provider and the HTTPS double of the tests.
 *
 * Payments live in memory: they are lost when the process restarts and are not shared between
 * processes, which is fine for a local start and for tests, and why the local provider is never
 * used in production. Nothing expires on its own; a tester decides every outcome, or the merchant cancels.
 */
export class MolliePaymentStore {
  private readonly logger = new Logger('mollie-double');
  private readonly payments = new Map<string, MolliePaymentRecord>();
  private readonly refunds = new Map<string, MollieRefundRecord[]>();

  /** `checkoutBaseUrl` is where the hosted checkout routes are served, e.g. `https://shop/__mollie/checkout`. */
  constructor(private readonly checkoutBaseUrl: string) {}

  /** Creates an open payment, validating the parameters as Mollie's create-payment call does. */
  create(request: MollieCreatePaymentRequest): MolliePaymentRecord {
    const now = new Date();
    const id = `tr_${randomId(16)}`;
    const payment: MolliePaymentRecord = {
      id,
      status: 'open',
      amount: validAmount(request.amount),
      description: validDescription(request.description),
      redirectUrl: validUrl('redirectUrl', request.redirectUrl),
      webhookUrl: request.webhookUrl == null || request.webhookUrl === '' ? null : validUrl('webhookUrl', request.webhookUrl),
      metadata: validMetadata(request.metadata),
      method: null,
      checkoutUrl: `${this.checkoutBaseUrl}/${id}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OPEN_FOR_MS),
    };
    if (this.payments.size >= MAX_PAYMENTS) {
      const oldest = this.payments.keys().next().value!;
      this.payments.delete(oldest);
      this.refunds.delete(oldest);
    }
    this.payments.set(id, payment);
    return copyOf(payment);
  }

  get(id: string): MolliePaymentRecord | undefined {
    const payment = this.payments.get(id);
    return payment && copyOf(payment);
  }

  all(): MolliePaymentRecord[] {
    return [...this.payments.values()].map(copyOf);
  }

  /**
   * The customer picks bank transfer on the checkout page: the payment stays open until the
   * transfer arrives (a tester's decision later), and the merchant may cancel it meanwhile.
   */
  chooseBankTransfer(id: string): MolliePaymentRecord {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`No payment exists with token ${id}`);
    if (payment.status !== 'open' || payment.method)
      throw new Error(`Payment ${id} is ${payment.status} by ${payment.method ?? 'no method'}: no method can be chosen`);
    payment.method = 'banktransfer';
    payment.expiresAt = new Date(Date.now() + BANK_TRANSFER_OPEN_FOR_MS);
    return copyOf(payment);
  }

  /**
   * The merchant cancels a payment, as DELETE /v2/payments/:id does: only while it is cancelable;
   * undefined for an unknown id. The answer tells the merchant, so no webhook call follows.
   */
  cancel(id: string): MolliePaymentRecord | undefined {
    const payment = this.payments.get(id);
    if (!payment) return undefined;
    if (!isCancelable(payment)) throw new MollieNotCancelableError(id);
    payment.status = 'canceled';
    payment.canceledAt = new Date();
    return copyOf(payment);
  }

  /**
   * The tester's decision on an open payment: its status changes, then Mollie's webhook call goes
   * out (a form POST of `id=tr_...`). A webhook that fails is logged, never undoes the decision.
   * Resolves once the webhook call has ended, so a redirect that follows comes after it, as with Mollie.
   */
  async decide(id: string, decision: TesterDecision): Promise<MolliePaymentRecord> {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`No payment exists with token ${id}`);
    if (payment.status !== 'open') throw new Error(`Payment ${id} is ${payment.status}, not open: it cannot be decided again`);
    payment.status = decision;
    payment[DECIDED_AT[decision]] = new Date();
    if (payment.webhookUrl) {
      try {
        await callWebhook(payment.webhookUrl, id);
      } catch (error) {
        this.logger.warn(`webhook ${payment.webhookUrl} for ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return copyOf(payment);
  }

  /**
   * Refunds (part of) a paid payment, as POST /v2/payments/:id/refunds does: Mollie refuses with
   * 422 a payment that is not paid, or an amount above what remains after the refunds that did not
   * fail or get canceled. Undefined for an unknown payment. The refund starts pending.
   */
  refund(paymentId: string, request: MollieCreateRefundRequest): MollieRefundRecord | undefined {
    const payment = this.payments.get(paymentId);
    if (!payment) return undefined;
    const amount = validAmount(request.amount);
    if (payment.status !== 'paid')
      throw new MollieValidationError('amount', `The payment ${paymentId} is ${payment.status}: it cannot be refunded.`);
    if (amount.currency !== payment.amount.currency)
      throw new MollieValidationError('amount.currency', `The refund must be in ${payment.amount.currency}, the currency of the payment.`);
    const refunds = this.refunds.get(paymentId) ?? [];
    const remaining =
      mollieValueToCents(payment.amount.value) -
      refunds
        .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
        .reduce((sum, refund) => sum + mollieValueToCents(refund.amount.value), 0);
    if (mollieValueToCents(amount.value) > remaining) {
      throw new MollieValidationError(
        'amount',
        `The amount requested for the refund exceeds the amount remaining (${payment.amount.currency} ${centsToMollieValue(remaining)}).`,
      );
    }
    if (refunds.length >= MAX_REFUNDS_PER_PAYMENT) throw new MollieValidationError('amount', 'The payment has too many refunds.');
    const refund: MollieRefundRecord = {
      id: `re_${randomId(10)}`,
      paymentId,
      status: 'pending',
      amount,
      description: validRefundDescription(request.description),
      metadata: validMetadata(request.metadata),
      createdAt: new Date(),
    };
    this.refunds.set(paymentId, [...refunds, refund]);
    return copyOfRefund(refund);
  }

  /** A payment's refunds, oldest first; undefined for an unknown payment. */
  refundsOf(paymentId: string): MollieRefundRecord[] | undefined {
    if (!this.payments.has(paymentId)) return undefined;
    return (this.refunds.get(paymentId) ?? []).map(copyOfRefund);
  }

  /**
   * Mollie moves a refund on: processing, then refunded or failed, each time calling the payment's
   * webhook, so the shop re-reads the payment's refunds. Canceling one (from the dashboard) calls
   * no webhook, as with Mollie: the shop learns of it when it re-reads the refunds.
   */
  async decideRefund(refundId: string, decision: RefundDecision): Promise<MollieRefundRecord> {
    const refund = [...this.refunds.values()].flat().find((candidate) => candidate.id === refundId);
    if (!refund) throw new Error(`No refund exists with token ${refundId}`);
    if (['refunded', 'failed', 'canceled'].includes(refund.status))
      throw new Error(`Refund ${refundId} is ${refund.status}: it cannot change again`);
    refund.status = decision;
    const webhookUrl = this.payments.get(refund.paymentId)?.webhookUrl;
    if (webhookUrl && decision !== 'canceled') {
      try {
        await callWebhook(webhookUrl, refund.paymentId);
      } catch (error) {
        this.logger.warn(`webhook ${webhookUrl} for ${refundId} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return copyOfRefund(refund);
  }
}

/** The checkout link Mollie returns: present only while the payment can still be paid. */
export function openCheckoutUrl(payment: MolliePaymentRecord): string | null {
  return payment.status === 'open' ? payment.checkoutUrl : null;
}

/** Like Mollie: an open payment without a method cannot be canceled; an open bank transfer can. */
export function isCancelable(payment: MolliePaymentRecord): boolean {
  return payment.status === 'open' && payment.method === 'banktransfer';
}

/** Callers get copies, so only the store's own methods ever change a stored payment. */
function copyOf(payment: MolliePaymentRecord): MolliePaymentRecord {
  return { ...payment, metadata: jsonCopy(payment.metadata) };
}

// Metadata is JSON by definition (Mollie stores it as such); a JSON round trip copies it exactly.
function jsonCopy(value: unknown): unknown {
  return value === null ? null : JSON.parse(JSON.stringify(value));
}

function copyOfRefund(refund: MollieRefundRecord): MollieRefundRecord {
  return { ...refund, amount: { ...refund.amount }, metadata: jsonCopy(refund.metadata) };
}

function randomId(length: number): string {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

function validAmount(amount: unknown): MollieAmount {
  if (typeof amount !== 'object' || amount === null) throw new MollieValidationError('amount', 'The amount is required.');
  const { currency, value } = amount as Record<string, unknown>;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    throw new MollieValidationError('amount.currency', 'The amount currency is invalid.');
  // Mollie insists on a string with the currency's decimals: "12.50", never 12.5 or "12.5".
  if (typeof value !== 'string' || !/^\d+\.\d{2}$/.test(value))
    throw new MollieValidationError('amount.value', 'The amount value is invalid: use a string with two decimals, such as "10.00".');
  if (/^0+\.00$/.test(value)) throw new MollieValidationError('amount.value', 'The amount is lower than the minimum.');
  return { currency, value };
}

function validDescription(description: unknown): string {
  if (typeof description !== 'string' || description.trim() === '')
    throw new MollieValidationError('description', 'The description is required.');
  if (description.length > 255) throw new MollieValidationError('description', 'The description is longer than 255 characters.');
  return description;
}

function validRefundDescription(description: unknown): string {
  if (description === undefined || description === null) return '';
  if (typeof description !== 'string') throw new MollieValidationError('description', 'The description is invalid.');
  if (description.length > REFUND_DESCRIPTION_LIMIT)
    throw new MollieValidationError('description', `The description is longer than ${REFUND_DESCRIPTION_LIMIT} characters.`);
  return description;
}

function validUrl(field: string, url: unknown): string {
  if (typeof url === 'string' && URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol)) return url;
  throw new MollieValidationError(field, `The ${field} is invalid.`);
}

function validMetadata(metadata: unknown): unknown {
  if (metadata === undefined || metadata === null) return null;
  if (Buffer.byteLength(JSON.stringify(metadata)) > METADATA_LIMIT_BYTES) {
    throw new MollieValidationError('metadata', `The metadata is larger than ${METADATA_LIMIT_BYTES} bytes.`);
  }
  return jsonCopy(metadata);
}
