import { DataSource } from 'typeorm';
import { OutboxRelay } from '../src/platform/events/outbox-relay.js';
import { bookFields, image } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** A valid order payload for the given books, priced as the storefront would (NL, threshold 30, cost 4.95). */
export function orderPayload(
  items: { book_id: string; quantity: number; unit_price: number }[],
  total: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    customer_name: 'Mariam Haddad',
    customer_email: 'mariam@example.nl',
    customer_phone: '+31 6 12345678',
    language: 'ar',
    shipping_address: {
      country: 'NL',
      street_name: 'Damrak',
      building_number: '12',
      apartment_number: '3B',
      city: 'Amsterdam',
      postal_code: '1012 AB',
    },
    items: items.map((item) => ({ ...item, total_price: item.unit_price * item.quantity })),
    total_amount: total,
    ...overrides,
  };
}

/** Adds a book through the back office; answers its public view. */
export async function addBook(shop: TestApp, auth: { Authorization: string }, fields: Record<string, string> = {}) {
  const request = shop.http().post('/api/admin/books').set(auth);
  for (const [name, value] of Object.entries(bookFields(fields))) request.field(name, value);
  const response = await request.attach('cover_image', await image('jpeg', 300, 400), 'cover.jpg').expect(201);
  return response.body as { id: string; price: number; stock: number | null };
}

export async function addShipping(shop: TestApp, auth: { Authorization: string }) {
  await shop
    .http()
    .post('/api/shipping')
    .set(auth)
    .send({ country_code: 'NL', country_name: 'Netherlands', shipping_cost: 4.95, shipping_threshold: 30 })
    .expect(201);
}

/** Waits until every stored event has been delivered (and, inline, handled). */
export async function settle(shop: TestApp): Promise<void> {
  await shop.app.get(OutboxRelay).drain();
}

export async function historyOf(shop: TestApp, auth: { Authorization: string }, orderId: string) {
  await settle(shop);
  return (await shop.http().get(`/api/admin/orders/${orderId}/history`).set(auth).expect(200)).body as {
    action_type: string;
    new_value: string | null;
    comment: string | null;
    details: Record<string, unknown> | null;
    admin_username: string | null;
  }[];
}

export async function stockOf(shop: TestApp, bookId: string): Promise<number | null> {
  const [row] = await shop.app.get(DataSource).query('SELECT stock FROM books WHERE id = $1', [bookId]);
  return row.stock;
}

/** The provider's id (tr_...) of an order's latest payment. */
export async function paymentIdOf(shop: TestApp, orderId: string): Promise<string> {
  const [payment] = await shop.app
    .get(DataSource)
    .query('SELECT id FROM payments WHERE order_id = $1 ORDER BY created_at DESC LIMIT 1', [orderId]);
  if (!payment) throw new Error(`order ${orderId} has no payment`);
  return payment.id;
}

/**
 * The tester's pick on the local provider's hosted checkout page, as a browser posts it (the app
 * must listen: the page then calls the shop's webhook). Answers the page's HTTP status (303 when decided).
 */
export async function decideOnCheckoutPage(
  shop: TestApp,
  paymentId: string,
  status: 'paid' | 'failed' | 'canceled' | 'expired',
): Promise<number> {
  if (!shop.baseUrl) throw new Error('decideOnCheckoutPage needs startTestApp(env, { listen: true })');
  const response = await fetch(`${shop.baseUrl}/__mollie/checkout/${paymentId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status }),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

/** The customer's pick of bank transfer on the local provider's checkout page: the payment stays open. */
export async function chooseBankTransferOnCheckoutPage(shop: TestApp, paymentId: string): Promise<number> {
  if (!shop.baseUrl) throw new Error('chooseBankTransferOnCheckoutPage needs startTestApp(env, { listen: true })');
  const response = await fetch(`${shop.baseUrl}/__mollie/checkout/${paymentId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ method: 'banktransfer' }),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

/** The tester moves a refund on from the local provider's page of its payment (the app must listen: the page then calls the webhook). */
export async function decideRefundOnCheckoutPage(shop: TestApp, paymentId: string, refundId: string, status: string): Promise<number> {
  if (!shop.baseUrl) throw new Error('decideRefundOnCheckoutPage needs startTestApp(env, { listen: true })');
  const response = await fetch(`${shop.baseUrl}/__mollie/checkout/${paymentId}/refunds/${refundId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status }),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

/** Like settle, until no event is due any more: handlers store events of their own (email.sent) while they run. */
export async function settleAll(shop: TestApp): Promise<void> {
  const dataSource = shop.app.get(DataSource);
  for (let round = 0; round < 10; round++) {
    await settle(shop);
    const [{ due }] = await dataSource.query(
      'SELECT count(*)::int AS due FROM outbox_events WHERE dispatched_at IS NULL AND next_attempt_at <= now()',
    );
    if (due === 0) return;
  }
}

export async function orderCount(shop: TestApp): Promise<number> {
  const [{ count }] = await shop.app.get(DataSource).query('SELECT count(*)::int AS count FROM orders');
  return count;
}
