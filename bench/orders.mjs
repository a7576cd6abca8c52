// The orders the bench places through POST /api/orders: valid storefront checkouts of 1-2 books with
// untracked stock (so they never run out), priced exactly as the server prices them.

/** The shipping rule the bench creates (POST /api/shipping) before it places orders. */
export const SHIPPING_NL = { country_code: 'NL', country_name: 'Netherlands', shipping_cost: 4.95, shipping_threshold: 30 };

const CUSTOMERS = [
  { customer_name: 'Mariam Haddad', customer_email: 'mariam@example.nl', customer_phone: '+31 6 12345678', language: 'ar' },
  { customer_name: 'Jan de Vries', customer_email: 'jan.devries@example.nl', customer_phone: '+31 20 5551234', language: 'nl' },
  { customer_name: 'Sara Ahmed', customer_email: 'sara.ahmed@example.com', customer_phone: '+31 6 87654321', language: 'en' },
];
const ADDRESSES = [
  { country: 'NL', street_name: 'Damrak', building_number: '12', apartment_number: '3B', city: 'Amsterdam', postal_code: '1012 AB' },
  { country: 'NL', street_name: 'Coolsingel', building_number: '40', apartment_number: '1', city: 'Rotterdam', postal_code: '3011 AD' },
];

const cents = (euros) => Math.round(euros * 100);

/**
 * The total the server expects, in euros: the subtotal in cents from the catalogue's prices, plus
 * the shipping rule (shipping_cost below the threshold, free from it; see docs/shipping.md).
 */
export function expectedTotal(items, priceOf) {
  const subtotal = items.reduce((sum, item) => sum + cents(priceOf(item.book_id)) * item.quantity, 0);
  const shipping = subtotal >= cents(SHIPPING_NL.shipping_threshold) ? 0 : cents(SHIPPING_NL.shipping_cost);
  return (subtotal + shipping) / 100;
}

/**
 * `count` different order bodies (JSON strings) over the given books (from GET /api/books, with
 * untracked stock): every third order has two books, quantities 1 or 2, customers and addresses
 * rotating. Each carries the total the server will compute, so none answers 409 price_changed.
 */
export function orderBodies(books, count = 240) {
  if (books.length === 0) throw new Error('no books with untracked stock to order');
  const price = new Map(books.map((book) => [book.id, book.price]));
  const bodies = [];
  for (let i = 0; i < count; i++) {
    const first = books[i % books.length];
    const items = [{ book_id: first.id, quantity: 1 + (i % 4 === 3 ? 1 : 0) }];
    if (i % 3 === 2 && books.length > 1) items.push({ book_id: books[(i * 7 + 1) % books.length].id, quantity: 1 });
    if (items.length === 2 && items[1].book_id === items[0].book_id) items.pop();
    const lines = items.map((item) => ({
      ...item,
      unit_price: price.get(item.book_id),
      total_price: (cents(price.get(item.book_id)) * item.quantity) / 100,
    }));
    bodies.push(
      JSON.stringify({
        ...CUSTOMERS[i % CUSTOMERS.length],
        shipping_address: ADDRESSES[i % ADDRESSES.length],
        items: lines,
        total_amount: expectedTotal(items, (id) => price.get(id)),
      }),
    );
  }
  return bodies;
}
