import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addBook, addShipping, orderPayload } from './shop-checkout.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * 200,000 characters shaped to be the worst case for the shop's patterns: a dial code, digits,
 * then one character no pattern accepts (a backtracking phone pattern took 70 s on this).
 */
const HUGE = `+31 ${'1'.repeat(199_995)}x`;

interface Case {
  call: string;
  field: string;
  send(shop: TestApp): Promise<Response>;
}

describe('values far too long for their field', () => {
  let shop: TestApp;
  let bookId: string;
  let accessToken: string;

  beforeAll(async () => {
    shop = await startTestApp({}, { listen: true });
    const { auth } = await shop.login();
    accessToken = auth.Authorization;
    await addShipping(shop, auth);
    bookId = (await addBook(shop, auth, { price: '12.50' })).id;
  });
  afterAll(() => shop?.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${shop.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const order = (overrides: Record<string, unknown>) =>
    orderPayload([{ book_id: bookId, quantity: 1, unit_price: 12.5 }], 17.45, overrides);
  const address = (field: string) => ({ ...order({}).shipping_address, [field]: HUGE });
  const review = { name: 'Noor', email: 'noor@example.nl', rating: 5, review_text: 'Lovely book' };
  const contact = { full_name: 'Noor', email: 'noor@example.nl', subject: 'Hello', message: 'A question' };

  const cases: Case[] = [
    ...['customer_name', 'customer_email', 'customer_phone', 'language'].map((field) => ({
      call: 'POST /api/orders',
      field,
      send: () => post('/api/orders', order({ [field]: HUGE })),
    })),
    ...['country', 'street_name', 'building_number', 'apartment_number', 'city', 'postal_code'].map((field) => ({
      call: 'POST /api/orders',
      field: `shipping_address.${field}`,
      send: () => post('/api/orders', order({ shipping_address: address(field) })),
    })),
    {
      call: 'POST /api/orders',
      field: 'items.0.book_id',
      send: () => post('/api/orders', order({ items: [{ book_id: HUGE, quantity: 1, unit_price: 12.5 }] })),
    },
    {
      call: 'POST /api/orders',
      field: 'items.0.quantity',
      send: () => post('/api/orders', order({ items: [{ book_id: bookId, quantity: HUGE, unit_price: 12.5 }] })),
    },
    { call: 'POST /api/orders', field: 'total_amount', send: () => post('/api/orders', order({ total_amount: HUGE })) },
    ...['name', 'email', 'review_text', 'rating'].map((field) => ({
      call: 'POST /api/reviews',
      field,
      send: () => post('/api/reviews', { ...review, [field]: HUGE }),
    })),
    ...['full_name', 'email', 'subject', 'message'].map((field) => ({
      call: 'POST /api/contact',
      field,
      send: () => post('/api/contact', { ...contact, [field]: HUGE }),
    })),
    ...['order_id', 'template_name'].map((field) => ({
      call: 'POST /api/emails/send',
      field,
      send: () => post('/api/emails/send', { order_id: bookId, template_name: 'order_confirmation', [field]: HUGE }),
    })),
    ...['username', 'password'].map((field) => ({
      call: 'POST /api/admin/login',
      field,
      send: () => post('/api/admin/login', { username: 'admin', password: 'secret', [field]: HUGE }),
    })),
    { call: 'POST /api/admin/refresh', field: 'refreshToken', send: () => post('/api/admin/refresh', { refreshToken: HUGE }) },
    { call: 'POST /api/admin/logout', field: 'refreshToken', send: () => post('/api/admin/logout', { refreshToken: HUGE }) },
    // The admin's own forms: signed in, but bounded all the same.
    {
      call: 'PUT /api/admin/change-password',
      field: 'current_password',
      send: () =>
        fetch(`${shop.baseUrl}/api/admin/change-password`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Authorization: accessToken },
          body: JSON.stringify({ current_password: HUGE, new_password: 'another-password' }),
        }),
    },
    {
      call: 'POST /api/shipping',
      field: 'country_code',
      send: () => post('/api/shipping', { country_code: HUGE, country_name: 'Belgium', shipping_cost: 5 }, { Authorization: accessToken }),
    },
  ];

  it('answers 400 naming the field on every public call, quickly, while the shop keeps serving others', async () => {
    const started = Date.now();
    const answers = cases.map(async (test) => {
      const response = await test.send(shop);
      return {
        test,
        status: response.status,
        body: (await response.json()) as { fields?: Record<string, string> },
        ms: Date.now() - started,
      };
    });
    // Asked while all of the above are being answered: a request that froze the process would hold these up.
    const health = fetch(`${shop.baseUrl}/api/health`).then((response) => ({ status: response.status, ms: Date.now() - started }));
    const books = fetch(`${shop.baseUrl}/api/books`).then((response) => ({ status: response.status, ms: Date.now() - started }));

    const results = await Promise.all(answers);
    for (const { test, status, body } of results) {
      expect({ call: test.call, field: test.field, status, named: body.fields?.[test.field] !== undefined }).toEqual({
        call: test.call,
        field: test.field,
        status: 400,
        named: true,
      });
    }
    // Generous for a busy two-core CI machine; a backtracking pattern takes tens of seconds here.
    expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(5_000);
    expect(await health).toEqual({ status: 200, ms: expect.any(Number) });
    expect((await health).ms).toBeLessThan(5_000);
    expect((await books).status).toBe(200);
  });

  it('refuses a cart of thousands of lines by its count, before looking at any line', async () => {
    const items = Array.from({ length: 10_000 }, () => ({ book_id: HUGE.slice(0, 40), quantity: 1, unit_price: 12.5 }));
    const response = await post('/api/orders', order({ items }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ items: 'cart.tooManyItems' });
  });

  it('bounds query strings and the payment webhook too', async () => {
    const long = HUGE.slice(0, 8_000); // near the largest address Node accepts
    const search = await fetch(`${shop.baseUrl}/api/books?q=${long}`);
    expect(search.status).toBe(400);
    expect((await search.json()).fields).toEqual({ q: 'books.query.searchInvalid' });

    const webhook = await fetch(`${shop.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: `tr_${'a'.repeat(90_000)}` }),
    });
    expect(webhook.status).toBe(400);
    expect((await webhook.json()).fields).toEqual({ id: 'payments.webhook.idInvalid' });
  });
});
