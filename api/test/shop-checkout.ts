import { DataSource } from 'typeorm';
import { OutboxRelay } from '../src/platform/events/outbox-relay.js';
import { bookFields, image } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** A valid order payload for the given books, priced as the storefront would (NL, threshold 30, cost 4.95). */
export function orderPayload(items: { book_id: string; quantity: number; unit_price: number }[], total: number, overrides: Record<string, unknown> = {}) {
  return {
    customer_name: 'Mariam Haddad',
    customer_email: 'mariam@example.nl',
    customer_phone: '+31 6 12345678',
    language: 'ar',
    shipping_address: { country: 'NL', street_name: 'Damrak', building_number: '12', apartment_number: '3B', city: 'Amsterdam', postal_code: '1012 AB' },
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
  await shop.http().post('/api/shipping').set(auth).send({ country_code: 'NL', country_name: 'Netherlands', shipping_cost: 4.95, shipping_threshold: 30 }).expect(201);
}

/** Waits until every stored event has been delivered (and, inline, handled). */
export async function settle(shop: TestApp): Promise<void> {
  await shop.app.get(OutboxRelay).drain();
}

export async function historyOf(shop: TestApp, auth: { Authorization: string }, orderId: string) {
  await settle(shop);
  return (await shop.http().get(`/api/admin/orders/${orderId}/history`).set(auth).expect(200)).body as { action_type: string; new_value: string | null; comment: string | null; admin_username: string | null }[];
}

export async function stockOf(shop: TestApp, bookId: string): Promise<number | null> {
  const [row] = await shop.app.get(DataSource).query('SELECT stock FROM books WHERE id = $1', [bookId]);
  return row.stock;
}
