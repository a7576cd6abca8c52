import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import request from 'supertest';
import { mountLocalCheckout } from '../src/modules/payments/local-checkout.js';
import { LocalPaymentGateway } from '../src/modules/payments/local-payment.gateway.js';
import { MolliePaymentGateway } from '../src/modules/payments/mollie-payment.gateway.js';
import { PaymentGateway, type CreatePaymentInput } from '../src/modules/payments/payment-gateway.js';
import { createPaymentGateway } from '../src/modules/payments/payment-gateway.provider.js';
import { PaymentsModule } from '../src/modules/payments/payments.module.js';
import { loadConfig, type AppConfig } from '../src/platform/config/app-config.js';
import { ConfigModule } from '../src/platform/config/config.module.js';
import { MOLLIE_DOUBLE_PATH, mollieCheckoutRouter } from '../src/modules/payments/local-provider/mollie-checkout.router.js';
import { MolliePaymentStore, type TesterDecision } from '../src/modules/payments/local-provider/mollie-payment.store.js';
import { startMollieDoubleHttps, type MollieDoubleHttps } from './mollie-double/https-server.js';

const TEST_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const SHOP = 'http://shop.test';

/** A stand-in for the shop's webhook endpoint: records each call Mollie (the double) makes. */
interface WebhookReceiver {
  url: string;
  calls: { method: string; contentType: string | undefined; body: string }[];
  close(): Promise<void>;
}

async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const calls: WebhookReceiver['calls'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      calls.push({ method: req.method!, contentType: req.headers['content-type'], body });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return {
    amountCents: 1250,
    currency: 'EUR',
    description: 'Order BK-10042',
    redirectUrl: `${SHOP}/order-confirmation/process-number-1`,
    metadata: { order_id: '6c0e1f4e-8a55-4c8e-9d1e-3f1f8f0e2b11' },
    ...overrides,
  };
}

function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_URL: SHOP,
    LOCAL_PAYMENTS: 'true',
    ...env,
  });
}

interface Adapter {
  gateway: PaymentGateway;
  decide(id: string, status: TesterDecision): Promise<unknown>;
  close(): Promise<void>;
}

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'Mollie: the official client over HTTPS to the double',
    async () => {
      const double = await startMollieDoubleHttps();
      return {
        gateway: new MolliePaymentGateway({ mollieApiKey: TEST_KEY, mollieApiEndpoint: double.url }),
        decide: double.decide,
        close: double.close,
      };
    },
  ],
  [
    'local provider: the double in-process',
    async () => {
      const gateway = new LocalPaymentGateway({ production: false, publicUrl: SHOP });
      return { gateway, decide: (id, status) => gateway.store.decide(id, status), close: async () => {} };
    },
  ],
];

describe.each(adapters)('PaymentGateway contract, %s', (_name, start) => {
  let adapter: Adapter;
  let webhook: WebhookReceiver;
  beforeAll(async () => {
    adapter = await start();
    webhook = await startWebhookReceiver();
  });
  afterAll(async () => {
    await adapter.close();
    await webhook.close();
  });

  it('creates an open payment with a tr_ id, a checkout URL and the metadata', async () => {
    const payment = await adapter.gateway.createPayment(paymentInput());
    expect(payment).toEqual({
      id: expect.stringMatching(/^tr_[A-Za-z0-9]+$/),
      status: 'open',
      amountCents: 1250,
      currency: 'EUR',
      checkoutUrl: expect.stringMatching(/\/__mollie\/checkout\/tr_[A-Za-z0-9]+$/),
      metadata: { order_id: '6c0e1f4e-8a55-4c8e-9d1e-3f1f8f0e2b11' },
    });
    expect(payment.checkoutUrl!.endsWith(payment.id)).toBe(true);
  });

  it.each([1, 10, 1250, 1999, 199999, 123456789])('keeps %i cents exact through create and get', async (amountCents) => {
    const created = await adapter.gateway.createPayment(paymentInput({ amountCents }));
    expect(created.amountCents).toBe(amountCents);
    expect((await adapter.gateway.getPayment(created.id))?.amountCents).toBe(amountCents);
  });

  it('gets a payment as open, then as paid without a checkout URL once the tester paid it', async () => {
    const { id } = await adapter.gateway.createPayment(paymentInput());
    expect(await adapter.gateway.getPayment(id)).toMatchObject({
      id,
      status: 'open',
      metadata: { order_id: '6c0e1f4e-8a55-4c8e-9d1e-3f1f8f0e2b11' },
    });
    await adapter.decide(id, 'paid');
    expect(await adapter.gateway.getPayment(id)).toMatchObject({ id, status: 'paid', amountCents: 1250, checkoutUrl: null });
  });

  it.each(['failed', 'canceled', 'expired'] as const)('reports a payment the tester marked %s', async (status) => {
    const { id } = await adapter.gateway.createPayment(paymentInput());
    await adapter.decide(id, status);
    expect(await adapter.gateway.getPayment(id)).toMatchObject({ status, checkoutUrl: null });
  });

  it.each(['tr_unknown1234', 'tr_', 'ord_abc', '../payments', 'tr_abc/../../x', ''])(
    'answers null for the id %p the provider does not know',
    async (id) => {
      expect(await adapter.gateway.getPayment(id)).toBeNull();
    },
  );

  it('calls the webhook with a form POST of the payment id when the tester decides', async () => {
    const { id } = await adapter.gateway.createPayment(paymentInput({ webhookUrl: webhook.url }));
    expect(webhook.calls).toHaveLength(0);
    await adapter.decide(id, 'paid');
    expect(webhook.calls).toEqual([{ method: 'POST', contentType: 'application/x-www-form-urlencoded', body: `id=${id}` }]);
    webhook.calls.length = 0;
  });

  it('refuses an amount that is not a positive whole number of cents', async () => {
    await expect(adapter.gateway.createPayment(paymentInput({ amountCents: 0 }))).rejects.toThrow(RangeError);
    await expect(adapter.gateway.createPayment(paymentInput({ amountCents: 12.5 }))).rejects.toThrow(RangeError);
  });
});

describe('the Mollie double over HTTPS, as Mollie answers', () => {
  let double: MollieDoubleHttps;
  const auth = { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' };
  beforeAll(async () => {
    double = await startMollieDoubleHttps();
  });
  afterAll(() => double.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("creates a payment in Mollie's JSON shape with hal+json", async () => {
    const response = await fetch(`${double.url}payments`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        amount: { currency: 'EUR', value: '0.10' },
        description: 'Order BK-1',
        redirectUrl: `${SHOP}/done`,
        metadata: { order_id: 'o-1' },
      }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/hal\+json/);
    const body = await response.json();
    expect(body).toMatchObject({
      resource: 'payment',
      id: expect.stringMatching(/^tr_/),
      mode: 'test',
      amount: { currency: 'EUR', value: '0.10' },
      description: 'Order BK-1',
      method: null,
      metadata: { order_id: 'o-1' },
      status: 'open',
      isCancelable: false,
      sequenceType: 'oneoff',
      redirectUrl: `${SHOP}/done`,
      profileId: expect.stringMatching(/^pfl_/),
      _links: {
        self: { href: `${double.url}payments/${body.id}` },
        checkout: { href: expect.stringContaining(`/__mollie/checkout/${body.id}`) },
      },
    });
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.parse(body.createdAt));
    expect(double.payments().map((p) => p.id)).toContain(body.id);
  });

  it("answers 404 in Mollie's error shape for an unknown payment", async () => {
    const response = await fetch(`${double.url}payments/tr_nothere`, { headers: auth });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/hal\+json/);
    expect(await response.json()).toEqual({
      status: 404,
      title: 'Not Found',
      detail: 'No payment exists with token tr_nothere.',
      _links: { documentation: { href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//), type: 'text/html' } },
    });
  });

  it.each([
    ['no key', undefined],
    ['a live key', `Bearer live_${TEST_KEY.slice(5)}`],
    ['a malformed header', TEST_KEY],
  ])('answers 401 for %s', async (_case, authorization) => {
    const response = await fetch(`${double.url}payments/tr_x`, { headers: authorization ? { Authorization: authorization } : {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized Request' });
  });

  it.each([
    [{ currency: 'EUR', value: '12.5' }, 'amount.value'],
    [{ currency: 'EUR', value: 12.5 }, 'amount.value'],
    [{ currency: 'EUR', value: '0.00' }, 'amount.value'],
    [{ currency: 'euro', value: '12.50' }, 'amount.currency'],
  ])('refuses the amount %p with 422 naming %s', async (amount, field) => {
    const response = await fetch(`${double.url}payments`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ amount, description: 'x', redirectUrl: `${SHOP}/done` }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 422, title: 'Unprocessable Entity', field });
  });

  it("refuses malformed JSON with 400 in Mollie's shape", async () => {
    const response = await fetch(`${double.url}payments`, { method: 'POST', headers: auth, body: '{"amount": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('keeps a decision when the webhook cannot be reached, and logs it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    const gateway = new MolliePaymentGateway({ mollieApiKey: TEST_KEY, mollieApiEndpoint: double.url });
    const { id } = await gateway.createPayment(paymentInput({ webhookUrl: 'http://127.0.0.1:1/api/payments/webhook' }));
    await double.decide(id, 'paid');
    expect((await gateway.getPayment(id))?.status).toBe('paid');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`webhook http://127.0.0.1:1/api/payments/webhook for ${id} failed`));
  });

  it('lets a payment be decided once only', async () => {
    const gateway = new MolliePaymentGateway({ mollieApiKey: TEST_KEY, mollieApiEndpoint: double.url });
    const { id } = await gateway.createPayment(paymentInput());
    await double.decide(id, 'expired');
    await expect(double.decide(id, 'paid')).rejects.toThrow(/expired, not open/);
    expect((await gateway.getPayment(id))?.status).toBe('expired');
  });
});

describe('the hosted checkout page of the Mollie double', () => {
  const store = new MolliePaymentStore(`${SHOP}${MOLLIE_DOUBLE_PATH}/checkout`);
  // Mounted behind helmet's default policy, as the shop serves it.
  const app = express().use(helmet()).use(MOLLIE_DOUBLE_PATH, mollieCheckoutRouter(store));
  let webhook: WebhookReceiver;
  beforeAll(async () => {
    webhook = await startWebhookReceiver();
  });
  afterAll(() => webhook.close());

  const open = (overrides: { description?: string; webhookUrl?: string } = {}) =>
    store.create({
      amount: { currency: 'EUR', value: '1999.99' },
      description: 'Order BK-10042',
      redirectUrl: `${SHOP}/order-confirmation/abc`,
      ...overrides,
    });

  it('shows the amount, the description and the four outcomes, marked as a local test payment', async () => {
    const payment = open({ description: 'Order <b>BK-7</b> & co' });
    const response = await request(app).get(`/__mollie/checkout/${payment.id}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('€1,999.99');
    expect(response.text).toContain('Order &#60;b&#62;BK-7&#60;/b&#62; &#38; co');
    expect(response.text).toMatch(/Local test payment/);
    expect(response.text).toMatch(/<form method="post">/);
    for (const status of ['paid', 'failed', 'canceled', 'expired']) expect(response.text).toContain(`name="status" value="${status}"`);
  });

  it("replaces the shop's policy with one that lets the form post and its redirect to the shop through", async () => {
    const payment = open();
    const response = await request(app).get(`/__mollie/checkout/${payment.id}`).expect(200);
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain(`form-action 'self' ${SHOP};`);
    expect(policy).toMatch(/default-src 'none'/);
    const style = /<style>([\s\S]*)<\/style>/.exec(response.text)![1];
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it("applies the tester's pick: webhook first, then 303 See Other to the redirectUrl", async () => {
    const payment = open({ webhookUrl: webhook.url });
    const response = await request(app).post(`/__mollie/checkout/${payment.id}`).type('form').send({ status: 'paid' }).expect(303);
    expect(response.headers.location).toBe(`${SHOP}/order-confirmation/abc`);
    expect(webhook.calls).toEqual([{ method: 'POST', contentType: 'application/x-www-form-urlencoded', body: `id=${payment.id}` }]);
    expect(store.get(payment.id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
  });

  it('shows a decided payment as such and refuses a second decision with 409', async () => {
    const payment = open();
    await request(app).post(`/__mollie/checkout/${payment.id}`).type('form').send({ status: 'canceled' }).expect(303);
    const page = await request(app).get(`/__mollie/checkout/${payment.id}`).expect(200);
    expect(page.text).toMatch(/This payment is <strong>canceled<\/strong>/);
    expect(page.text).toContain(`href="${SHOP}/order-confirmation/abc"`);
    await request(app).post(`/__mollie/checkout/${payment.id}`).type('form').send({ status: 'paid' }).expect(409);
    expect(store.get(payment.id)?.status).toBe('canceled');
  });

  it('answers 400 for an outcome that is not one of the four, and changes nothing', async () => {
    const payment = open();
    await request(app).post(`/__mollie/checkout/${payment.id}`).type('form').send({ status: 'authorized' }).expect(400);
    expect(store.get(payment.id)?.status).toBe('open');
  });

  it('answers an unknown payment with a 404 page', async () => {
    const response = await request(app).get('/__mollie/checkout/tr_unknown').expect(404);
    expect(response.text).toContain('No payment exists with token tr_unknown.');
    await request(app).post('/__mollie/checkout/tr_unknown').type('form').send({ status: 'paid' }).expect(404);
  });
});

describe('PaymentsModule', () => {
  @Module({})
  class PaymentsTestModule {
    static forRoot(config: AppConfig): DynamicModule {
      return { module: PaymentsTestModule, imports: [ConfigModule.forRoot(config), PaymentsModule] };
    }
  }

  async function startApp(config: AppConfig): Promise<NestExpressApplication> {
    const app = await NestFactory.create<NestExpressApplication>(PaymentsTestModule.forRoot(config), { logger: false });
    mountLocalCheckout(app);
    return app.init();
  }

  it('uses Mollie when MOLLIE_API_KEY is set, and the local provider otherwise', () => {
    expect(createPaymentGateway(testConfig({ MOLLIE_API_KEY: TEST_KEY }))).toBeInstanceOf(MolliePaymentGateway);
    expect(createPaymentGateway(testConfig())).toBeInstanceOf(LocalPaymentGateway);
  });

  it('never offers the local provider in production', () => {
    const production = { ...testConfig(), production: true };
    expect(() => createPaymentGateway(production)).toThrow(/local payment provider is for development and tests only: set MOLLIE_API_KEY/);
    expect(() => new LocalPaymentGateway(production)).toThrow(/development and tests only/);
  });

  it("serves the local provider's checkout at PUBLIC_URL/__mollie/checkout/{id}", async () => {
    const app = await startApp(testConfig());
    try {
      const payment = await app.get(PaymentGateway).createPayment(paymentInput());
      expect(payment.checkoutUrl).toBe(`${SHOP}/__mollie/checkout/${payment.id}`);
      const page = await request(app.getHttpServer()).get(`/__mollie/checkout/${payment.id}`).expect(200);
      expect(page.text).toContain('€12.50');
    } finally {
      await app.close();
    }
  });

  it('serves no checkout when Mollie is used', async () => {
    const app = await startApp(testConfig({ MOLLIE_API_KEY: TEST_KEY }));
    try {
      await request(app.getHttpServer()).get('/__mollie/checkout/tr_anything').expect(404);
    } finally {
      await app.close();
    }
  });
});
