import express from 'express';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { mollieApiRouter } from './mollie-api.router.js';
import {
  checkoutBaseUrl,
  MOLLIE_DOUBLE_PATH,
  mollieCheckoutRouter,
} from '../../src/modules/payments/local-provider/mollie-checkout.router.js';
import {
  MolliePaymentStore,
  type MolliePaymentRecord,
  type MollieRefundRecord,
  type RefundDecision,
  type TesterDecision,
} from '../../src/modules/payments/local-provider/mollie-payment.store.js';

const TLS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'tls');

export interface MollieDoubleHttps {
  /** The API endpoint, ending in `/v2/`: the value for MOLLIE_API_ENDPOINT. */
  url: string;
  /** The tester's decision on an open payment: status change, then the webhook call. */
  decide(id: string, status: TesterDecision): Promise<MolliePaymentRecord>;
  /** The customer picks bank transfer: the payment stays open, and can be canceled. */
  chooseBankTransfer(id: string): MolliePaymentRecord;
  payments(): MolliePaymentRecord[];
  /** A refund made outside the shop, as from Mollie's dashboard: the shop does not hear of it. */
  refundAtDashboard(paymentId: string, value: string, description: string): MollieRefundRecord;
  /** Mollie moves a refund on, then calls the payment's webhook. */
  decideRefund(refundId: string, decision: RefundDecision): Promise<MollieRefundRecord>;
  refundsOf(paymentId: string): MollieRefundRecord[];
  close(): Promise<void>;
}

/**
 * The Mollie double's REST API (and its hosted checkout under /__mollie/) over HTTPS on a free
 * 127.0.0.1 port, with the self-signed test certificate of fixtures/tls. `@mollie/api-client`
 * only speaks HTTPS and trusts only its bundled roots, so while the double runs, this test
 * process stops verifying certificates; close() restores the setting.
 */
export async function startMollieDoubleHttps(): Promise<MollieDoubleHttps> {
  const app = express();
  const server = https.createServer(
    { key: fs.readFileSync(path.join(TLS_DIR, 'key.pem')), cert: fs.readFileSync(path.join(TLS_DIR, 'cert.pem')) },
    app,
  );
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const store = new MolliePaymentStore(checkoutBaseUrl(origin));
  app.use(mollieApiRouter(store));
  app.use(MOLLIE_DOUBLE_PATH, mollieCheckoutRouter(store));
  const restoreVerification = skipCertificateVerification();
  return {
    url: `${origin}/v2/`,
    decide: (id, status) => store.decide(id, status),
    chooseBankTransfer: (id) => store.chooseBankTransfer(id),
    payments: () => store.all(),
    refundAtDashboard: (paymentId, value, description) =>
      store.refund(paymentId, { amount: { currency: 'EUR', value }, description }) ?? fail(`no payment ${paymentId}`),
    decideRefund: (refundId, decision) => store.decideRefund(refundId, decision),
    refundsOf: (paymentId) => store.refundsOf(paymentId) ?? [],
    async close() {
      restoreVerification();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * Jest gives each test file a copy of process.env, while Node's TLS reads the real one: the
 * variable is set on the real process (reached through vm's main context) and put back afterwards.
 */
function skipCertificateVerification(): () => void {
  const realEnv = (vm.runInThisContext('process') as NodeJS.Process).env;
  const before = realEnv.NODE_TLS_REJECT_UNAUTHORIZED;
  realEnv.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return () => {
    if (before === undefined) delete realEnv.NODE_TLS_REJECT_UNAUTHORIZED;
    else realEnv.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}
