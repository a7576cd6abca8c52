import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { startMollieDoubleHttps } from '../api/test/mollie-double/https-server.ts';
import { startSmtpCapture } from '../api/test/smtp-capture.ts';
import { placeOrder } from './shop-api.mjs';
import { startRedis, startShop } from './shop-server.mjs';

/** How long a proxy keeps trying other replicas for one request (Caddy's lb_try_duration in deploy/Caddyfile). */
const TRY_DURATION_MS = 5_000;

/** How often the proxy asks each process whether it is ready, as a balancer with active health checks does. */
const READY_CHECK_MS = 200;

/**
 * A round-robin reverse proxy in front of the API processes: it sends requests only to processes
 * whose /api/health/ready answered 200 when last asked, and retries a request on the next one only
 * when it never reached a process: the connection was refused, or a kept-alive connection was closed
 * before it took the request (as Caddy and Kubernetes' balancers do). A request a process took and
 * then dropped is not retried: it reaches the client as a 502.
 */
async function startProxy(ports) {
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const ready = new Set();
  const checks = setInterval(() => {
    for (const port of ports) {
      fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (response) => (response.ok ? ready.add(port) : ready.delete(port)),
        () => ready.delete(port),
      );
    }
  }, READY_CHECK_MS);
  const forward = (port, request, body) =>
    new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: `127.0.0.1:${port}` },
          agent,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', (error) => reject(Object.assign(error, { retry: false })));
        },
      );
      upstream.on('error', (error) =>
        reject(Object.assign(error, { retry: error.code === 'ECONNREFUSED' || (upstream.reusedSocket && error.code === 'ECONNRESET') })),
      );
      upstream.end(body);
    });
  const server = http.createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const started = Date.now();
    for (;;) {
      const candidates = ports.filter((port) => ready.has(port));
      const port = (candidates.length > 0 ? candidates : ports)[next++ % (candidates.length || ports.length)];
      try {
        const answer = await forward(port, request, body);
        const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...headers } = answer.headers;
        response.writeHead(answer.status, { ...headers, 'content-length': answer.body.length });
        response.end(answer.body);
        return;
      } catch (error) {
        if (!error.retry || Date.now() - started > TRY_DURATION_MS) {
          response.writeHead(502, { 'content-type': 'text/plain' }).end(`${port}: ${error.code ?? error.message}`);
          return;
        }
      }
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      clearInterval(checks);
      return new Promise((resolve) => server.close(resolve)).finally(() => agent.destroy());
    },
  };
}

const canRunRedis = process.env.CI === 'true' || spawnSync('redis-server', ['--version']).status === 0;

(canRunRedis ? describe : describe.skip)('an API process told to stop (SIGTERM) under steady load, beside another one', () => {
  let redis;
  let smtp;
  let mollie;
  let proxy;
  let shopA;
  let shopB;

  beforeAll(async () => {
    [redis, smtp, mollie] = await Promise.all([startRedis(), startSmtpCapture(), startMollieDoubleHttps()]);
    const common = {
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_ENDPOINT: mollie.url,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      PUBLIC_WRITES_PER_MINUTE: '100000',
      // Both run the BullMQ workers: the one that stops has jobs of its own running.
      RUN_WORKERS: 'true',
      SHUTDOWN_DRAIN_SECONDS: '1',
    };
    const ports = [];
    proxy = await startProxy(ports);
    // Mollie calls the webhook of the shop's one address: the proxy.
    const env = { ...common, PUBLIC_URL: proxy.url, PAYMENT_WEBHOOK_URL: `${proxy.url}/api/payments/webhook` };
    // A first start: `npm test` runs this file apart from the others, where a copy would need a template of its own.
    shopA = await startShop({ firstStart: true, env });
    shopB = await startShop({ sameDatabaseAs: shopA, env });
    ports.push(new URL(shopA.baseUrl).port, new URL(shopB.baseUrl).port);
    // Every book on sale without a stock limit: the load places as many orders as it can.
    const client = new pg.Client({ connectionString: shopA.databaseUrl });
    await client.connect();
    await client.query('UPDATE books SET stock = NULL');
    await client.end();
  });

  afterAll(async () => {
    await shopB?.stop({ keepData: true });
    await shopA?.stop();
    await Promise.all([proxy?.close(), mollie?.close(), smtp?.close(), redis?.stop()]);
  });

  it('drops no request, loses no job and sends no email twice', async () => {
    const books = (await (await fetch(`${proxy.url}/api/books`)).json()).slice(0, 4);
    const failures = [];
    const paid = [];
    let requests = 0;
    let loading = true;
    const check = async (what, response) => {
      requests++;
      if (!response.ok) failures.push(`${what}: ${response.status} ${await response.text()}`);
      return response;
    };
    // Four parents at a time: browse, order, pay (the payment's webhook goes through the proxy too).
    const parent = async (lane) => {
      for (let i = 0; loading; i++) {
        try {
          await check('books', await fetch(`${proxy.url}/api/books?lang=en`));
          const email = `parent-${lane}-${i}@example.nl`;
          const order = await placeOrder(proxy.url, books[i % books.length], { customer_email: email, language: 'en' });
          requests++;
          const payment = await mollie.decide(new URL(order.payment_url).pathname.split('/').pop(), 'paid');
          paid.push({ ...order, email, payment });
          await check('order page', await fetch(`${proxy.url}/api/orders/${order.process_number}`));
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(parent);
    /** Until `count` orders have been paid in all (this machine may be slow to get going). */
    const paidUntil = async (count) => {
      for (const deadline = Date.now() + 90_000; paid.length < count && Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    let paidBeforeStop;
    let paidAtStop;
    let stoppedAfter;
    let readiness;
    try {
      // Load on both, then A is told to stop while it serves requests and runs jobs.
      await paidUntil(12);
      paidBeforeStop = paid.length;
      const exited = shopA.exited();
      shopA.signal('SIGTERM');
      const stoppingAt = Date.now();
      // It says it is not ready while it still answers, then closes.
      do
        readiness = await fetch(`${shopA.baseUrl}/api/health/ready`).then(
          (r) => r.status,
          (error) => String(error.cause ?? error),
        );
      while (readiness === 200 && Date.now() - stoppingAt < 1_000);
      expect(await exited).toBe(0);
      stoppedAfter = Date.now() - stoppingAt;
      // B carries the load alone for a while.
      paidAtStop = paid.length;
      await paidUntil(paidAtStop + 12);
    } finally {
      loading = false;
      await Promise.all(lanes);
    }

    expect(readiness).toBe(503);
    expect(failures).toEqual([]);
    expect(paidBeforeStop).toBeGreaterThanOrEqual(12);
    expect(paid.length).toBeGreaterThan(paidAtStop);
    expect(stoppedAfter).toBeLessThan(20_000);

    // Every paid order is paid and gets its confirmation once, whichever process ran its job.
    await smtp.waitFor(paid.length);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // time for a second copy to arrive, before counting
    const mailsTo = new Map();
    for (const mail of smtp.messages) for (const to of mail.envelope.to) mailsTo.set(to, (mailsTo.get(to) ?? 0) + 1);
    const notOnce = paid.map((order) => [order.email, mailsTo.get(order.email) ?? 0]).filter(([, count]) => count !== 1);
    // What the two processes said (their warnings: a job interrupted or failed) is what explains a mail sent twice.
    if (notOnce.length > 0) console.log(`A said:\n${shopA.output()}\nB said:\n${shopB.output()}`);
    expect(notOnce).toEqual([]);
    expect(smtp.messages).toHaveLength(paid.length);
    const client = new pg.Client({ connectionString: shopB.databaseUrl });
    await client.connect();
    try {
      const { rows: unpaid } = await client.query(
        'SELECT process_number, status FROM orders WHERE process_number = ANY($1) AND status <> $2',
        [paid.map((order) => order.process_number), 'paid'],
      );
      expect(unpaid).toEqual([]);
      // And every event of the outbox was done: none left behind by the process that stopped.
      const deadline = Date.now() + 60_000;
      let open;
      do {
        ({
          rows: [open],
        } = await client.query('SELECT count(*)::int AS n FROM outbox_events WHERE completed_at IS NULL'));
        if (open.n > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      } while (open.n > 0 && Date.now() < deadline);
      expect(open.n).toBe(0);
    } finally {
      await client.end();
    }
    console.log(
      `${requests} requests, ${paid.length} orders paid (${paidAtStop - paidBeforeStop} while A stopped); A exited ${stoppedAfter} ms after SIGTERM`,
    );
  });
});
