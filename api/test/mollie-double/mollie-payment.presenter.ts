import {
  isCancelable,
  openCheckoutUrl,
  type MolliePaymentRecord,
  type MollieRefundRecord,
} from '../../src/modules/payments/local-provider/mollie-payment.store.js';

/** Every test payment belongs to this one made-up website profile. */
const PROFILE_ID = 'pfl_mollieDouble';
const DOCUMENTATION = 'https://docs.mollie.com/reference/get-payment';
const REFUND_DOCUMENTATION = 'https://docs.mollie.com/reference/get-refund';
const LIST_REFUNDS_DOCUMENTATION = 'https://docs.mollie.com/reference/list-refunds';
const ERROR_DOCUMENTATION = 'https://docs.mollie.com/overview/handling-errors';

interface Link {
  href: string;
  type: string;
}

/** A payment as Mollie's v2 API answers it (the fields the double models). */
export interface MolliePaymentJson {
  resource: 'payment';
  id: string;
  mode: 'test';
  createdAt: string;
  amount: { currency: string; value: string };
  description: string;
  method: 'banktransfer' | null;
  metadata: unknown;
  status: string;
  isCancelable?: boolean;
  expiresAt?: string;
  paidAt?: string;
  failedAt?: string;
  canceledAt?: string;
  expiredAt?: string;
  profileId: string;
  sequenceType: 'oneoff';
  redirectUrl: string;
  webhookUrl?: string;
  _links: { self: Link; checkout?: Link; dashboard: Link; documentation: Link };
}

/** Mollie's error body: `detail` is what its client turns into the error message. */
export interface MollieErrorJson {
  status: number;
  title: string;
  detail: string;
  field?: string;
  _links: { documentation: Link };
}

/** `apiEndpoint` is the double's API root ending in `/v2/`, for the payment's self link. */
export function presentPayment(payment: MolliePaymentRecord, apiEndpoint: string): MolliePaymentJson {
  const checkoutUrl = openCheckoutUrl(payment);
  return {
    resource: 'payment',
    id: payment.id,
    mode: 'test',
    createdAt: payment.createdAt.toISOString(),
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    // Like Mollie: final payments omit both fields.
    ...(payment.status === 'open' ? { isCancelable: isCancelable(payment), expiresAt: payment.expiresAt.toISOString() } : {}),
    ...(payment.paidAt ? { paidAt: payment.paidAt.toISOString() } : {}),
    ...(payment.failedAt ? { failedAt: payment.failedAt.toISOString() } : {}),
    ...(payment.canceledAt ? { canceledAt: payment.canceledAt.toISOString() } : {}),
    ...(payment.expiredAt ? { expiredAt: payment.expiredAt.toISOString() } : {}),
    profileId: PROFILE_ID,
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    ...(payment.webhookUrl ? { webhookUrl: payment.webhookUrl } : {}),
    _links: {
      self: { href: `${apiEndpoint}payments/${payment.id}`, type: 'application/hal+json' },
      ...(checkoutUrl ? { checkout: { href: checkoutUrl, type: 'text/html' } } : {}),
      // The double has no dashboard; its checkout page shows any payment's state instead.
      dashboard: { href: payment.checkoutUrl, type: 'text/html' },
      documentation: { href: DOCUMENTATION, type: 'text/html' },
    },
  };
}

/** A refund as Mollie's v2 API answers it (the fields the double models). */
export interface MollieRefundJson {
  resource: 'refund';
  id: string;
  mode: 'test';
  amount: { currency: string; value: string };
  description: string;
  metadata: unknown;
  status: string;
  paymentId: string;
  createdAt: string;
  _links: { self: Link; payment: Link; documentation: Link };
}

export function presentRefund(refund: MollieRefundRecord, apiEndpoint: string): MollieRefundJson {
  const payment = `${apiEndpoint}payments/${refund.paymentId}`;
  return {
    resource: 'refund',
    id: refund.id,
    mode: 'test',
    amount: refund.amount,
    description: refund.description,
    metadata: refund.metadata,
    status: refund.status,
    paymentId: refund.paymentId,
    createdAt: refund.createdAt.toISOString(),
    _links: {
      self: { href: `${payment}/refunds/${refund.id}`, type: 'application/hal+json' },
      payment: { href: payment, type: 'application/hal+json' },
      documentation: { href: REFUND_DOCUMENTATION, type: 'text/html' },
    },
  };
}

/** GET /v2/payments/:id/refunds: one page holding every refund of the payment (the double keeps at most 100). */
export function presentRefundList(paymentId: string, refunds: MollieRefundRecord[], apiEndpoint: string) {
  return {
    count: refunds.length,
    _embedded: { refunds: refunds.map((refund) => presentRefund(refund, apiEndpoint)) },
    _links: {
      self: { href: `${apiEndpoint}payments/${paymentId}/refunds`, type: 'application/hal+json' },
      previous: null,
      next: null,
      documentation: { href: LIST_REFUNDS_DOCUMENTATION, type: 'text/html' },
    },
  };
}

export function mollieError(status: number, title: string, detail: string, field?: string): MollieErrorJson {
  return {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: { documentation: { href: ERROR_DOCUMENTATION, type: 'text/html' } },
  };
}
