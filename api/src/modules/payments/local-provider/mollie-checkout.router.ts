import express, { Router, type Request, type Response } from 'express';
import { checkoutPage, checkoutPagePolicy, decidedPage, notFoundPage } from './checkout-page.js';
import {
  REFUND_DECISIONS,
  TESTER_DECISIONS,
  type MolliePaymentRecord,
  type MolliePaymentStore,
  type RefundDecision,
  type TesterDecision,
} from './mollie-payment.store.js';

/** Where a server mounts the hosted checkout; the path keeps clear of `/api` and of the web app. */
export const MOLLIE_DOUBLE_PATH = '/__mollie';

/** The `checkoutBaseUrl` of a store whose checkout router is mounted at MOLLIE_DOUBLE_PATH on `origin`. */
export function checkoutBaseUrl(origin: string): string {
  return `${origin}${MOLLIE_DOUBLE_PATH}/checkout`;
}

/**
 * The hosted checkout of the Mollie double: GET /checkout/:id shows the payment and four outcomes,
 * POST /checkout/:id applies the tester's pick (status change, webhook call; or bank transfer,
 * which leaves it open) and answers 303 See Other to the payment's redirectUrl, as Mollie's
 * checkout sends the customer back. A decided payment's page lists its refunds, and
 * POST /checkout/:id/refunds/:refundId moves one on (then the payment's webhook is called).
 */
export function mollieCheckoutRouter(store: MolliePaymentStore): Router {
  const router = Router();

  router.get('/checkout/:id', (req: Request<{ id: string }>, res: Response) => {
    const payment = store.get(req.params.id);
    if (!payment) return sendPage(res, 404, notFoundPage(req.params.id));
    sendPage(
      res,
      200,
      payment.status === 'open' ? checkoutPage(payment) : decidedPage(payment, store.refundsOf(payment.id) ?? []),
      payment,
    );
  });

  router.post(
    '/checkout/:id/refunds/:refundId',
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req: Request<{ id: string; refundId: string }>, res: Response) => {
      const payment = store.get(req.params.id);
      const refunds = payment ? store.refundsOf(payment.id) : undefined;
      const refund = refunds?.find((candidate) => candidate.id === req.params.refundId);
      if (!payment || !refund) return sendPage(res, 404, notFoundPage(req.params.id));
      const decision = req.body?.status;
      if (!isRefundDecision(decision) || ['refunded', 'failed', 'canceled'].includes(refund.status)) {
        return sendPage(res, 409, decidedPage(payment, refunds ?? []), payment);
      }
      await store.decideRefund(refund.id, decision);
      res.redirect(303, payment.checkoutUrl);
    },
  );

  router.post(
    '/checkout/:id',
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req: Request<{ id: string }>, res: Response) => {
      const payment = store.get(req.params.id);
      if (!payment) return sendPage(res, 404, notFoundPage(req.params.id));
      if (payment.status !== 'open') return sendPage(res, 409, decidedPage(payment, store.refundsOf(payment.id) ?? []), payment);
      if (req.body?.method === 'banktransfer' && !payment.method) {
        store.chooseBankTransfer(payment.id);
        return res.redirect(303, payment.redirectUrl);
      }
      const decision = req.body?.status;
      if (!isDecision(decision)) return sendPage(res, 400, checkoutPage(payment), payment);
      await store.decide(payment.id, decision);
      res.redirect(303, payment.redirectUrl);
    },
  );

  return router;
}

function isDecision(value: unknown): value is TesterDecision {
  return typeof value === 'string' && (TESTER_DECISIONS as readonly string[]).includes(value);
}

function isRefundDecision(value: unknown): value is RefundDecision {
  return typeof value === 'string' && (REFUND_DECISIONS as readonly string[]).includes(value);
}

function sendPage(res: Response, status: number, html: string, payment?: MolliePaymentRecord): void {
  res
    .status(status)
    .set({ 'Content-Security-Policy': checkoutPagePolicy(payment), 'Cache-Control': 'no-store' })
    .type('html')
    .send(html);
}
