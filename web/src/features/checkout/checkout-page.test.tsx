import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse, mockFetch } from '../../../test/fetch-mock';

// jsdom cannot leave the page: stand in for the way to the payment page before the app loads.
const goToPaymentPage = jest.fn<(url: string) => void>();
jest.unstable_mockModule('../../shared/payments/payment-page', () => ({ goToPaymentPage }));
const { renderApp } = await import('../../../test/render-app');

const rabbit = aBook({ price: 12.5 });
const owl = aBook({ id: '6f1c2a3e-0000-4000-8000-000000000002', title_en: 'The Wise Owl', price: 9 });
const shipping = [
  {
    id: '1',
    country_code: 'DE',
    country_name: 'Germany',
    shipping_cost: 6.95,
    shipping_threshold: 30,
    delivery_days_min: 3,
    delivery_days_max: 5,
  },
  {
    id: '2',
    country_code: 'nl',
    country_name: 'Netherlands',
    shipping_cost: 4.95,
    shipping_threshold: 0,
    delivery_days_min: 1,
    delivery_days_max: 1,
  },
];
/** The EU default for countries without their own config: €5.50, free from €40; the banner names the same €40. */
const settings = {
  currency: 'EUR',
  admin_email: 'shop@example.com',
  free_shipping_threshold: 40,
  default_shipping_cost: 5.5,
  default_shipping_threshold: 40,
  default_delivery_days_min: 4,
  default_delivery_days_max: 8,
};
const placed = {
  id: 'o1',
  friendly_id: 'BK-10001',
  process_number: 'pn-123456789',
  total_amount: 41.45,
  payment_url: 'https://pay.example/tr_1',
};

type Answer = (request: Request) => Response | Promise<Response>;
function serve(placeOrder: Answer = () => jsonResponse(placed, 201)) {
  return mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/shipping') return jsonResponse(shipping);
    if (path === '/api/settings') return jsonResponse(settings);
    if (path === '/api/vat') {
      const country = new URL(request.url).searchParams.get('country') ?? '';
      return jsonResponse({ country_code: country, rate: country === 'DE' ? 700 : 900, scheme: country === 'NL' ? 'home' : 'oss' });
    }
    if (path === '/api/orders' && request.method === 'POST') return placeOrder(request);
    return jsonResponse({ statusCode: 404 }, 404);
  });
}
const orderRequests = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');

/** Rabbit ×2 and owl ×1: a subtotal of €34.00. */
function withCart(
  lines = [
    { ...rabbit, quantity: 2 },
    { ...owl, quantity: 1 },
  ],
) {
  localStorage.setItem('cart', JSON.stringify(lines));
}

async function openCheckout() {
  const user = userEvent.setup();
  const view = renderApp('/checkout');
  await screen.findByRole('heading', { name: 'Checkout' });
  return { user, ...view };
}

/** Fills the form as a parent whose browser fills it in: each field at once (the typing itself has its own tests). */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const answers = {
    'Full name': 'Layla Haddad',
    Email: 'layla@example.com',
    'Phone number': '30 1234567',
    'Street name': 'Hauptstraße',
    'House or apartment number': '4',
    City: 'Berlin',
    'Postal code': '10115',
  };
  for (const [label, value] of Object.entries(answers)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

const placeOrder = () => screen.getByRole('button', { name: 'Order and pay' });
const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  goToPaymentPage.mockReset();
});

describe('the last step, as the law asks it (a binding order button)', () => {
  test.each([
    ['en', 'Order and pay', 'Checkout'],
    ['nl', 'Bestellen en betalen', 'Afrekenen'],
    ['ar', 'اطلب وادفع', 'إتمام الطلب'],
  ])('in %s the order button says that ordering means paying', async (language, label, heading) => {
    localStorage.setItem('language', language);
    withCart();
    serve();
    renderApp('/checkout');
    await screen.findByRole('heading', { name: heading });
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('type', 'submit');
  });

  test('above the button: the total with VAT and delivery, the delivery time to the chosen country, and the terms and withdrawal policy in a new tab', async () => {
    withCart();
    serve();
    const { user } = await openCheckout();
    await waitFor(() => expect(summary().getByTestId('order-total')).toHaveTextContent('€34.00'));
    expect(summary().getByText('Total (incl. VAT and delivery)')).toBeInTheDocument();
    // Germany's own config: 3 to 5 days.
    expect(summary().getByTestId('delivery-time')).toHaveTextContent('Delivery to Germany: \u20663–5\u2069 days after we send your books.');

    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    expect(summary().getByTestId('delivery-time')).toHaveTextContent('Delivery to the Netherlands: \u20661\u2069 days');
    // A country without its own config: the EU default's.
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(summary().getByTestId('delivery-time')).toHaveTextContent('Delivery to France: \u20664–8\u2069 days');

    const terms = summary().getByRole('link', { name: 'Terms and conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms?lang=en');
    expect(terms).toHaveAttribute('target', '_blank');
    const withdrawal = summary().getByRole('link', { name: /^Withdrawal and returns policy/ });
    expect(withdrawal).toHaveAttribute('href', '/return-policy?lang=en');
    expect(withdrawal).toHaveAttribute('target', '_blank');
    expect(summary().getByText(/withdraw within 14 days of receiving your books/)).toBeInTheDocument();

    // All of it comes before the button.
    const button = placeOrder();
    for (const shown of [summary().getByTestId('order-total'), summary().getByTestId('delivery-time'), terms, withdrawal])
      expect(shown.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('a country the shop does not deliver to shows no delivery time', async () => {
    withCart();
    serve();
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(summary().queryByTestId('delivery-time')).not.toBeInTheDocument();
  });
});

describe('the form', () => {
  test('Germany and +49 are preselected; country names follow the language', async () => {
    withCart();
    serve();
    await openCheckout();
    expect(screen.getByLabelText('Country code')).toHaveValue('DE');
    expect(screen.getByRole('option', { name: 'Germany (\u2066+49\u2069)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
  });

  test('the required house or apartment number comes before the optional addition; the postal code is written left to right', async () => {
    withCart();
    serve();
    await openCheckout();
    const house = screen.getByLabelText('House or apartment number');
    const addition = screen.getByLabelText('Addition: building, floor or suffix (optional)');
    expect(house.compareDocumentPosition(addition) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('dir', 'ltr');
  });

  test('the secure-payment note carries a drawn lock, not an emoji that some systems cannot show', async () => {
    withCart();
    serve();
    await openCheckout();
    const note = screen.getByText(/^Secure payment:/);
    expect(note.querySelector('svg')).not.toBeNull();
    expect(note.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  test("submitting an empty form puts each rule's message under its field, and editing a field clears its message", async () => {
    withCart();
    const fetchMock = serve();
    const { user } = await openCheckout();
    await user.click(placeOrder());

    const messages = {
      'Full name': 'Name is required',
      Email: 'Please enter a valid email address',
      'Phone number': 'Phone number is required',
      'Street name': 'Street name is required',
      'House or apartment number': 'House or apartment number is required',
      City: 'City is required',
      'Postal code': 'Postal code is required',
    };
    for (const [label, message] of Object.entries(messages)) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Addition: building, floor or suffix (optional)')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('Please enter all required fields correctly')).toBeInTheDocument();
    expect(orderRequests(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText('Full name'), 'L');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
  });

  test('the dial code follows the delivery country until the parent chooses another', async () => {
    withCart();
    serve();
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    expect(screen.getByLabelText('Country code')).toHaveValue('NL');
    await user.selectOptions(screen.getByLabelText('Country code'), 'BE');
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByLabelText('Country code')).toHaveValue('BE');
  });

  test('the dial code and the country are required', async () => {
    withCart();
    serve();
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('Country code'), '');
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.click(placeOrder());
    expect(screen.getByLabelText('Country code')).toHaveAccessibleDescription('Country code is required');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Country is required');
  });

  test('a bad email, a short phone number and a postal code with other signs have their own messages', async () => {
    withCart();
    serve();
    const { user } = await openCheckout();
    await user.type(screen.getByLabelText('Email'), 'layla@example');
    await user.type(screen.getByLabelText('Phone number'), '123');
    await user.type(screen.getByLabelText('Postal code'), '10115/3');
    await user.click(placeOrder());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number (at least 6 digits)');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Postal code must contain only numbers, letters, spaces and dashes (e.g., 1234-567 or 1012 AB)',
    );
  });

  test('the phone input ignores anything but digits, spaces, hyphens, plus signs and parentheses', async () => {
    withCart();
    serve();
    const { user } = await openCheckout();
    await user.type(screen.getByLabelText('Phone number'), '(030) 12-ab34 +x5');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(030) 12-34 +5');
  });
});

describe('VAT', () => {
  test('the summary shows the VAT in the total at the rate of the chosen country, each line and the delivery split on its own', async () => {
    withCart(); // rabbit ×2 €25.00 and owl €9.00: €34.00
    serve();
    const { user } = await openCheckout();
    // Germany at 7% (delivery free from €30): €25.00 → 1.64 and €9.00 → 0.59.
    await waitFor(() => expect(summary().getByTestId('order-vat')).toHaveTextContent('€2.23'));
    expect(summary().getByText('Of which VAT (7%)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    // The Netherlands at 9%: 2.06 + 0.74 + delivery €4.95 → 0.41.
    await waitFor(() => expect(summary().getByTestId('order-vat')).toHaveTextContent('€3.21'));
    expect(summary().getByText('Of which VAT (9%)')).toBeInTheDocument();
  });
});

describe('shipping', () => {
  test("the promo box shows the chosen country's threshold, and the shipping line follows the rule", async () => {
    withCart([{ ...owl, quantity: 1 }]); // €9.00, below Germany's €30 threshold
    serve();
    const { user } = await openCheckout();
    const promo = await screen.findByRole('note', { name: 'Free shipping' });
    expect(promo).toHaveTextContent(/Free shipping to Germany on orders of .€30\.00. or more\./);
    expect(promo).toHaveTextContent(/Add .€21\.00. more to get free shipping\./);
    expect(summary().getByTestId('shipping-cost')).toHaveTextContent('€6.95');
    expect(summary().getByTestId('order-total')).toHaveTextContent('€15.95');

    await user.click(screen.getByRole('link', { name: 'Back to cart' }));
    await user.click(await screen.findByRole('button', { name: 'Increase the quantity of The Wise Owl' }));
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of The Wise Owl' }));
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of The Wise Owl' }));
    await user.click(screen.getByRole('link', { name: 'Proceed to checkout' }));
    // €36.00 is at or above the threshold: free
    expect(await screen.findByText('Great news: your order ships free!')).toBeInTheDocument();
    expect(summary().getByTestId('shipping-cost')).toHaveTextContent('Free');
    expect(summary().getByTestId('order-total')).toHaveTextContent('€36.00');
  });

  test('a threshold of 0 shows no promo and always charges (the country code matched in any case)', async () => {
    withCart();
    serve();
    const { user } = await openCheckout();
    await screen.findByRole('note', { name: 'Free shipping' });
    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    expect(screen.queryByRole('note', { name: 'Free shipping' })).not.toBeInTheDocument();
    expect(summary().getByTestId('shipping-cost')).toHaveTextContent('€4.95');
    expect(summary().getByTestId('order-total')).toHaveTextContent('€38.95');
  });

  test("an EU country without a shipping config pays the settings' default and shows the default's promo", async () => {
    withCart(); // €34.00, below the default's €40
    serve();
    const { user } = await openCheckout();
    await screen.findByRole('note', { name: 'Free shipping' });
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(summary().getByTestId('shipping-cost')).toHaveTextContent('€5.50');
    expect(summary().getByTestId('order-total')).toHaveTextContent('€39.50');
    const promo = screen.getByRole('note', { name: 'Free shipping' });
    expect(promo).toHaveTextContent(/Free shipping to France on orders of .€40\.00. or more\./);
    expect(promo).toHaveTextContent(/Add .€6\.00. more to get free shipping\./);
  });

  test('the home banner names the threshold the checkout applies to a country without a config', async () => {
    serve();
    localStorage.setItem('language', 'en');
    const home = renderApp('/');
    expect(await screen.findByText(/Free shipping/)).toHaveTextContent('on orders of €40.00 or more');
    home.unmount();

    withCart([{ ...rabbit, quantity: 4 }]); // €50.00: at or above the €40 the banner names
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(await screen.findByText('Great news: your order ships free!')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Free shipping' })).toHaveTextContent(/on orders of .€40\.00. or more/);
    expect(summary().getByTestId('shipping-cost')).toHaveTextContent('Free');
  });

  test('a country outside the EU gets the EU-only message and no order is sent', async () => {
    withCart();
    const fetchMock = serve();
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    const message = 'We currently only deliver to EU countries. We will add your country to our shipping destinations soon!';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Free shipping' })).not.toBeInTheDocument();

    await fillIn(user);
    await user.click(placeOrder());
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(message);
    expect(orderRequests(fetchMock)).toHaveLength(0);
  });
});

describe('placing the order', () => {
  test('sends the payload with an Idempotency-Key, shows the overlay, and goes to the payment_url', async () => {
    withCart();
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await openCheckout();
    await fillIn(user);
    await user.click(placeOrder());

    expect(await screen.findByText('Processing your order… please do not close this page.')).toBeInTheDocument();
    expect(placeOrder()).toBeDisabled();
    answer(jsonResponse(placed, 201));
    await screen.findByRole('button', { name: 'Order and pay' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/tr_1');

    const [request] = orderRequests(fetchMock);
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({
      customer_name: 'Layla Haddad',
      customer_email: 'layla@example.com',
      customer_phone: '+49 30 1234567',
      language: 'en',
      shipping_address: {
        country: 'DE',
        street_name: 'Hauptstraße',
        building_number: '',
        apartment_number: '4',
        city: 'Berlin',
        postal_code: '10115',
      },
      items: [
        { book_id: rabbit.id, quantity: 2, unit_price: 12.5, total_price: 25 },
        { book_id: owl.id, quantity: 1, unit_price: 9, total_price: 9 },
      ],
      total_amount: 34,
    });
  });

  test('an answer without payment_url is a checkout error; a retry of the same order keeps its Idempotency-Key', async () => {
    withCart();
    const fetchMock = serve(() => jsonResponse({ ...placed, payment_url: undefined }, 201));
    const { user } = await openCheckout();
    await fillIn(user);
    await user.click(placeOrder());
    expect(await screen.findByText('Error during checkout. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Processing your order… please do not close this page.')).not.toBeInTheDocument();
    expect(goToPaymentPage).not.toHaveBeenCalled();

    await user.click(placeOrder());
    await screen.findByRole('button', { name: 'Order and pay' });
    const [first, second] = orderRequests(fetchMock);
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });

  test('a network failure says so and ends the processing state', async () => {
    withCart();
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await openCheckout();
    await fillIn(user);
    // Toasts of earlier tests may still be up, or go while this one comes: look for a new one.
    const earlier = screen.queryAllByText('Error during checkout. Please try again.');
    await user.click(placeOrder());
    await waitFor(() =>
      expect(screen.getAllByText('Error during checkout. Please try again.').filter((toast) => !earlier.includes(toast))).toHaveLength(1),
    );
    expect(placeOrder()).toBeEnabled();
  });

  test("409 price_changed updates the cart's prices and shows the new total; the next try has a new key", async () => {
    withCart();
    let call = 0;
    const fetchMock = serve(() =>
      ++call === 1
        ? jsonResponse(
            {
              statusCode: 409,
              code: 'price_changed',
              message: 'Prices have changed',
              items: [
                { book_id: rabbit.id, quantity: 2, unit_price: 14, total_price: 28 },
                { book_id: owl.id, quantity: 1, unit_price: 9, total_price: 9 },
              ],
              subtotal: 37,
              shipping_cost: 0,
              total_amount: 37,
            },
            409,
          )
        : jsonResponse(placed, 201),
    );
    const { user } = await openCheckout();
    await fillIn(user);
    await user.click(placeOrder());

    expect(await screen.findByText(/Some prices have changed .* The new total is .€37\.00.\./)).toBeInTheDocument();
    expect(summary().getByTestId('order-total')).toHaveTextContent('€37.00');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')[0].price).toBe(14);

    await user.click(placeOrder());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [first, second] = orderRequests(fetchMock);
    expect(second.headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
    expect((await second.json()).total_amount).toBe(37);
    expect(goToPaymentPage).toHaveBeenCalledWith(placed.payment_url);
  });

  test('503 checkout_busy asks to press again in a few seconds; the same order goes again, with the same key', async () => {
    withCart();
    let call = 0;
    const fetchMock = serve(() =>
      ++call === 1
        ? jsonResponse({ statusCode: 503, code: 'checkout_busy', message: 'Many orders are being placed right now.', retry_after: 5 }, 503)
        : jsonResponse(placed, 201),
    );
    const { user } = await openCheckout();
    await fillIn(user);
    await user.click(placeOrder());
    expect(
      await screen.findByText(
        'Many parents are ordering right now. Please wait a few seconds and press “Order and pay” again; nothing has been charged.',
      ),
    ).toBeInTheDocument();
    expect(placeOrder()).toBeEnabled();

    await user.click(placeOrder());
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(placed.payment_url));
    const [first, second] = orderRequests(fetchMock);
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });

  test('409 out_of_stock shrinks the cart to what is left and says so once, naming each book and the copies left', async () => {
    withCart([
      { ...rabbit, quantity: 12 },
      { ...owl, quantity: 1 },
    ]);
    const fetchMock = serve(() =>
      jsonResponse(
        {
          statusCode: 409,
          code: 'out_of_stock',
          message: 'Not enough stock',
          book_ids: [rabbit.id, owl.id],
          available: [
            { book_id: rabbit.id, stock: 5 },
            { book_id: owl.id, stock: 0 },
          ],
        },
        409,
      ),
    );
    const { user } = await openCheckout();
    await fillIn(user);
    await user.click(placeOrder());

    const alert = await screen.findByText(/^Only 5 left/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      'Only 5 left of “The Little Rabbit”: your cart now holds 5. “The Wise Owl” has just sold out and has left your cart. Please check the summary and place your order again.',
    );
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([expect.objectContaining({ id: rabbit.id, quantity: 5, stock: 5 })]);
    // one message: no second, vaguer error beside it
    expect(screen.queryByText(/An error occurred/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Only 5 left/)).toHaveLength(1);

    await user.click(placeOrder());
    await waitFor(() => expect(orderRequests(fetchMock)).toHaveLength(2));
    const items = (await orderRequests(fetchMock)[1].json()).items;
    expect(items).toEqual([expect.objectContaining({ book_id: rabbit.id, quantity: 5 })]);
  });

  test('422 country_not_supported shows the EU-only message under the country', async () => {
    withCart();
    serve(() => jsonResponse({ statusCode: 422, code: 'country_not_supported', message: 'EU only' }, 422));
    const { user } = await openCheckout();
    await fillIn(user);
    await user.click(placeOrder());
    expect(
      await screen.findByText('We currently only deliver to EU countries. We will add your country to our shipping destinations soon!'),
    ).toBeInTheDocument();
  });

  test("400 with fields puts the server's messages under the fields", async () => {
    withCart();
    serve(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          code: 'validation_failed',
          message: 'Invalid',
          fields: {
            customer_email: 'cart.validation.email',
            'shipping_address.postal_code': 'cart.validation.postalCodeFormat',
            customer_phone: 'cart.validation.countryCode',
          },
        },
        400,
      ),
    );
    const { user } = await openCheckout();
    await fillIn(user);
    await user.click(placeOrder());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(/Postal code must contain only/);
    expect(screen.getByLabelText('Country code')).toHaveAccessibleDescription('Country code is required');
  });
});

test('an empty cart shows the title, the empty-cart message and a way back to the books', async () => {
  serve();
  renderApp('/checkout');
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/books');
  expect(screen.queryByRole('button', { name: 'Order and pay' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
});

test('the checkout is in Arabic by default', async () => {
  localStorage.removeItem('language');
  withCart();
  serve();
  renderApp('/checkout');
  expect(await screen.findByRole('heading', { name: 'إتمام الطلب' })).toBeInTheDocument();
  expect(screen.getByLabelText('البلد')).toHaveDisplayValue('ألمانيا');
});
