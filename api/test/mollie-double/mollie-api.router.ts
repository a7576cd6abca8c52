import { STATUS_CODES } from 'node:http';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { mollieError, presentPayment, presentRefund, presentRefundList } from './mollie-payment.presenter.js';
import {
  MollieNotCancelableError,
  MollieValidationError,
  type MolliePaymentStore,
} from '../../src/modules/payments/local-provider/mollie-payment.store.js';

/** The double answers test keys only, so a live key pointed at it by mistake goes nowhere. */
const TEST_KEY = /^Bearer test_\w+$/;

/**
 * The subset of Mollie's v2 REST API that `@mollie/api-client` uses for the shop's payments:
 * POST /v2/payments, GET /v2/payments/:id and DELETE /v2/payments/:id (cancel), and a payment's
 * refunds (POST and GET /v2/payments/:id/refunds), with Mollie's JSON, statuses and error shapes.
 * Mount it at the root of a server; its URL plus `/v2/` is the client's `apiEndpoint`.
 */
export function mollieApiRouter(store: MolliePaymentStore): Router {
  const router = Router();
  router.use('/v2', requireTestKey, express.json({ limit: '100kb' }));

  router.post('/v2/payments', (req: Request, res: Response) => {
    try {
      const payment = store.create(req.body ?? {});
      send(res, 201, presentPayment(payment, apiEndpoint(req)));
    } catch (error) {
      if (!(error instanceof MollieValidationError)) throw error;
      send(res, 422, mollieError(422, 'Unprocessable Entity', error.message, error.field));
    }
  });

  router.get('/v2/payments/:id', (req: Request<{ id: string }>, res: Response) => {
    const payment = store.get(req.params.id);
    if (!payment) return send(res, 404, mollieError(404, 'Not Found', `No payment exists with token ${req.params.id}.`));
    send(res, 200, presentPayment(payment, apiEndpoint(req)));
  });

  router.delete('/v2/payments/:id', (req: Request<{ id: string }>, res: Response) => {
    try {
      const payment = store.cancel(req.params.id);
      if (!payment) return send(res, 404, mollieError(404, 'Not Found', `No payment exists with token ${req.params.id}.`));
      send(res, 200, presentPayment(payment, apiEndpoint(req)));
    } catch (error) {
      if (!(error instanceof MollieNotCancelableError)) throw error;
      send(res, 422, mollieError(422, 'Unprocessable Entity', error.message));
    }
  });

  router.post('/v2/payments/:id/refunds', (req: Request<{ id: string }>, res: Response) => {
    try {
      const refund = store.refund(req.params.id, req.body ?? {});
      if (!refund) return send(res, 404, mollieError(404, 'Not Found', `No payment exists with token ${req.params.id}.`));
      send(res, 201, presentRefund(refund, apiEndpoint(req)));
    } catch (error) {
      if (!(error instanceof MollieValidationError)) throw error;
      send(res, 422, mollieError(422, 'Unprocessable Entity', error.message, error.field));
    }
  });

  router.get('/v2/payments/:id/refunds', (req: Request<{ id: string }>, res: Response) => {
    const refunds = store.refundsOf(req.params.id);
    if (!refunds) return send(res, 404, mollieError(404, 'Not Found', `No payment exists with token ${req.params.id}.`));
    send(res, 200, presentRefundList(req.params.id, refunds, apiEndpoint(req)));
  });

  router.use('/v2', (req: Request, res: Response) => {
    send(res, 404, mollieError(404, 'Not Found', `The double does not implement ${req.method} ${req.originalUrl}.`));
  });

  // Malformed JSON and oversized bodies, answered the way Mollie answers them.
  router.use((error: { status?: number; message?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent || !error.status || error.status >= 500) return next(error);
    send(
      res,
      error.status,
      mollieError(error.status, STATUS_CODES[error.status] ?? 'Bad Request', error.message ?? 'The request is invalid.'),
    );
  });
  return router;
}

function requireTestKey(req: Request, res: Response, next: NextFunction): void {
  if (TEST_KEY.test(req.get('authorization') ?? '')) return next();
  send(res, 401, mollieError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'));
}

function apiEndpoint(req: Request): string {
  return `${req.protocol}://${req.get('host')}${req.baseUrl}/v2/`;
}

function send(res: Response, status: number, body: object): void {
  res.status(status).type('application/hal+json').json(body);
}
