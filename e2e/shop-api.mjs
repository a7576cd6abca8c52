/** What a parent's browser would send to the shop's API, for tests that need an order or a review to start from. */

/** Places an order for one copy of `book`, shipped to Amsterdam; answers the API's reply (with `payment_url`). */
export async function placeOrder(baseUrl, book, customer = {}) {
  // The seeded shipping rule for the Netherlands: €4.95, free from €30.
  const total = Math.round((book.price + (book.price >= 30 ? 0 : 4.95)) * 100) / 100;
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customer_name: 'Noor',
      customer_email: 'noor@example.de',
      customer_phone: '+49 30 1234567',
      language: 'ar',
      ...customer,
      shipping_address: {
        country: 'NL',
        street_name: 'Damrak',
        building_number: '1',
        apartment_number: '2',
        city: 'Amsterdam',
        postal_code: '1012 AB',
      },
      items: [{ book_id: book.id, quantity: 1, unit_price: book.price, total_price: book.price }],
      total_amount: total,
    }),
  });
  if (response.status !== 201) throw new Error(`placing the order answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Picks "paid" on the local payment page, as the tester would; the page calls the shop's webhook before it answers. */
export async function payOnCheckoutPage(paymentUrl) {
  const response = await fetch(paymentUrl, { method: 'POST', body: new URLSearchParams({ status: 'paid' }), redirect: 'manual' });
  if (response.status !== 303) throw new Error(`the payment page answered ${response.status}`);
}
