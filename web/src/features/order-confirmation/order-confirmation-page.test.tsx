import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBook, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { anOrder } from '../../../test/order-fixture';
import type { Order } from '../../shared/api/types';
import { recheckDelay } from './recheck-pending-order';

// jsdom cannot leave the page: stand in for the way to the payment page before the app loads.
const goToPaymentPage = jest.fn<(url: string) => void>();
jest.unstable_mockModule('../../shared/payments/payment-page', () => ({ goToPaymentPage }));
const { renderApp } = await import('../../../test/render-app');

const processNumber = 'Zk3v9QpL0aTqXw7YbN2cRd4eFg6hJi8k';
type Answer = (request: Request) => Response | Promise<Response>;
function serve(answers: { order?: Answer; resend?: Answer; pay?: Answer } = {}) {
  return mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === `/api/orders/${processNumber}`) return (answers.order ?? (() => jsonResponse(anOrder())))(request);
    if (path === `/api/orders/${processNumber}/pay`) return (answers.pay ?? (() => jsonResponse({ statusCode: 409 }, 409)))(request);
    if (path === '/api/emails/send') return (answers.resend ?? (() => jsonResponse({ resends_left: 2 }, 202)))(request);
    if (path === '/api/settings') {
      return jsonResponse({
        currency: 'EUR',
        admin_email: 'admin@example.com',
        free_shipping_threshold: 30,
        contact_phone: '+31 20 765 4321',
        contact_email: 'help@shop.example',
        contact_city: 'Utrecht',
      });
    }
    return jsonResponse({ statusCode: 404 }, 404);
  });
}

async function openOrder() {
  const user = userEvent.setup();
  const view = renderApp(`/order-confirmation/${processNumber}`);
  await screen.findByText('BK-10042');
  return { user, ...view };
}
const resendButton = () => screen.getByRole('button', { name: /Resend|Maximum resends reached/ });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  goToPaymentPage.mockReset();
});

describe('the status table of the order page', () => {
  test.each([
    ['paid', 'Payment successful', 'success'],
    ['delivered', 'Delivered', 'success'],
    ['pending', 'Payment pending', 'pending'],
    ['sent', 'Sent to shipment', 'pending'],
    ['printed', 'Printed for shipment', 'pending'],
    ['failed', 'Payment failed', 'error'],
    ['expired', 'Payment expired', 'error'],
    ['canceled', 'Order canceled', 'error'],
    ['lost-in-the-mail', 'Payment pending', 'pending'],
  ])('%s shows "%s" with the %s icon', async (status, message, icon) => {
    serve({ order: () => jsonResponse(anOrder({ status: status as Order['status'] })) });
    const { container } = await openOrder();
    expect(screen.getByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    expect(container.querySelector('[data-icon]')).toHaveAttribute('data-icon', icon);
    // only an unpaid order offers to pay again
    const offersPayAgain = ['failed', 'expired', 'canceled'].includes(status);
    expect(screen.queryByRole('button', { name: 'Try paying again' }) !== null).toBe(offersPayAgain);
  });
});

test('an order shows the currency it was placed in, whatever the shop uses now', async () => {
  serve({ order: () => jsonResponse(anOrder({ subtotal: 25, shipping_cost: 4.95, total_amount: 29.95, currency: 'GBP' })) });
  await openOrder();
  expect(screen.getByText('£25.00', { selector: 'li span' })).toBeInTheDocument();
  expect(screen.getByText('£4.95')).toBeInTheDocument();
  expect(screen.getByText('£29.95')).toBeInTheDocument();
  expect(screen.queryByText(/€/)).not.toBeInTheDocument();
});

test('a paid order shows the VAT in its total and links to its receipt in the page’s language; an unpaid one has no receipt', async () => {
  serve({ order: () => jsonResponse(anOrder()) });
  await openOrder();
  expect(screen.getByText('Of which VAT (9%)').nextElementSibling).toHaveTextContent('€2.06');
  expect(screen.getByRole('link', { name: 'Download receipt R2026-000042 (PDF)' })).toHaveAttribute(
    'href',
    `/api/orders/${anOrder().process_number}/receipt.pdf?lang=en`,
  );
  cleanup();
  serve({ order: () => jsonResponse(anOrder({ status: 'pending', receipt_number: null })) });
  await openOrder();
  expect(screen.queryByRole('link', { name: /receipt/ })).not.toBeInTheDocument();
});

test('the order links to the terms and the withdrawal policy it was placed under, not to the ones in force now', async () => {
  serve({ order: () => jsonResponse(anOrder({ terms_version_id: 'terms-v1', withdrawal_policy_version_id: 'withdrawal-v1' })) });
  await openOrder();
  expect(screen.getByRole('link', { name: 'The terms of this order' })).toHaveAttribute('href', '/legal-text/terms-v1');
  expect(screen.getByRole('link', { name: 'The withdrawal and returns policy of this order' })).toHaveAttribute(
    'href',
    '/legal-text/withdrawal-v1',
  );
});

test('the order shows its ids, customer, date, items and total', async () => {
  serve({ order: () => jsonResponse(anOrder({ subtotal: 25, shipping_cost: 4.95, total_amount: 29.95 })) });
  await openOrder();
  expect(screen.getByText(processNumber)).toBeInTheDocument();
  expect(screen.getByText('November 22, 2026')).toBeInTheDocument();
  expect(screen.getByText('Layla Haddad')).toBeInTheDocument();
  expect(screen.getByText('layla@example.com')).toBeInTheDocument();
  expect(screen.getByText('Keizersgracht 12')).toBeInTheDocument();
  expect(screen.getByText('1012 AB').parentElement).toHaveTextContent('Keizersgracht 121012 AB AmsterdamNetherlands');
  expect(screen.getByText('Netherlands')).toBeInTheDocument();
  expect(screen.getByText('The Little Rabbit')).toBeInTheDocument();
  expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
  expect(screen.getByText('€4.95')).toBeInTheDocument();
  expect(screen.getByText('€29.95')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What happens next?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  // Help comes from the shop's contact address staff set, never from the admin's own.
  expect(await screen.findByText('help@shop.example', { selector: '[class*="helpLinks"] a' })).toHaveAttribute(
    'href',
    'mailto:help@shop.example?subject=BK-10042',
  );
  expect(screen.queryByText('admin@example.com')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/books');
  expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
});

test("the order's date is the shop's day, as the server wrote it, whatever the zone of the parent's phone", async () => {
  // Half past midnight in Amsterdam on 23 November is still the 22nd in UTC, where the tests run.
  serve({ order: () => jsonResponse(anOrder({ created_at: '2026-11-22T23:30:00.000Z' })) });
  await openOrder();
  expect(screen.getByText('November 23, 2026')).toBeInTheDocument();
});

test("dates follow the language's date locale", async () => {
  localStorage.setItem('language', 'nl');
  serve();
  await openOrder();
  expect(screen.getByText('22 november 2026')).toBeInTheDocument();
});

test.each(['paid', 'delivered'])('a loaded %s order clears the cart', async (status) => {
  localStorage.setItem('cart', JSON.stringify([{ ...aBook(), quantity: 1 }]));
  serve({ order: () => jsonResponse(anOrder({ status: status as Order['status'] })) });
  await openOrder();
  await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
});

test('a pending order keeps the cart', async () => {
  localStorage.setItem('cart', JSON.stringify([{ ...aBook(), quantity: 1 }]));
  serve({ order: () => jsonResponse(anOrder({ status: 'pending' })) });
  await openOrder();
  expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
});

test('a pending order looks again by itself: once the payment arrives it shows it and empties the cart, without Refresh', async () => {
  localStorage.setItem('cart', JSON.stringify([{ ...aBook(), quantity: 1 }]));
  let status: Order['status'] = 'pending';
  const fetchMock = serve({ order: () => jsonResponse(anOrder({ status })) });
  await openOrder();
  expect(screen.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();
  // It says so, rather than asking the parent to refresh.
  expect(screen.getByText(/this page checks again by itself/)).toBeInTheDocument();

  status = 'paid';
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());

  // A paid order is final for this page: it stops asking.
  const orderCalls = () =>
    fetchMock.mock.calls.filter(([request]) => new URL((request as Request).url).pathname.endsWith(processNumber)).length;
  const callsOnceSettled = orderCalls();
  await new Promise((resolve) => setTimeout(resolve, 3500));
  expect(orderCalls()).toBe(callsOnceSettled);
});

test('the page looks at a pending order every 3 s for two minutes, then every 15 s, then every minute', () => {
  expect([0, 119_000, 120_000, 599_000, 600_000, 3_600_000].map(recheckDelay)).toEqual([3_000, 3_000, 15_000, 15_000, 60_000, 60_000]);
});

test('the address reads street, house number, addition; the postal code keeps its order on an Arabic page', async () => {
  localStorage.setItem('language', 'ar');
  const order = anOrder();
  serve({ order: () => jsonResponse({ ...order, shipping_address: { ...order.shipping_address, building_number: 'B' } }) });
  renderApp(`/order-confirmation/${processNumber}`);
  expect(await screen.findByText('Keizersgracht 12 B')).toBeInTheDocument();
  expect(screen.getByText('1012 AB')).toHaveAttribute('dir', 'ltr');
});

test('the printed receipt is headed by the shop: its name, city, phone and e-mail', async () => {
  serve();
  await openOrder();
  const receiptHeader = await screen.findByText("Children's Bookshop", { selector: 'article p' });
  await waitFor(() => expect(receiptHeader.parentElement).toHaveTextContent('Utrecht, Netherlands · +31 20 765 4321 · help@shop.example'));
  expect(receiptHeader.parentElement?.className).toMatch(/printOnly/);
});

test('a missing order says so, with its process number and a way home', async () => {
  serve({ order: () => jsonResponse({ statusCode: 404, code: 'order_not_found' }, 404) });
  renderApp(`/order-confirmation/${processNumber}`);
  expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  expect(screen.getByText(`The order with process number ${processNumber} could not be found.`)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
});

test('refresh reloads the order and says so; a failed refresh says that instead', async () => {
  let status: Order['status'] = 'pending';
  let up = true;
  serve({ order: () => (up ? jsonResponse(anOrder({ status })) : jsonResponse({ statusCode: 404 }, 404)) });
  const { user } = await openOrder();
  expect(screen.getByRole('heading', { level: 1, name: 'Payment pending' })).toBeInTheDocument();

  status = 'paid';
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('Page refreshed')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();

  up = false;
  await user.click(screen.getByRole('button', { name: 'Refresh' }));
  expect(await screen.findByText('An error occurred while refreshing the page')).toBeInTheDocument();
  expect(screen.getByText('BK-10042')).toBeInTheDocument();
});

describe('the actions fit the order', () => {
  const actionNames = () => [...document.querySelectorAll('article > .actions > *')].map((element) => element.textContent?.trim());

  test.each([
    ['paid', ['Continue shopping', 'Refresh', 'Print receipt', 'Resend confirmation email', 'Go back', 'Go home']],
    ['sent', ['Continue shopping', 'Refresh', 'Print receipt', 'Resend confirmation email', 'Go back', 'Go home']],
    ['pending', ['Continue shopping', 'Refresh', 'Go back', 'Go home']],
    ['failed', ['Continue shopping', 'Go back', 'Go home']],
    ['canceled', ['Continue shopping', 'Go back', 'Go home']],
  ])('a %s order offers %j', async (status, names) => {
    serve({ order: () => jsonResponse(anOrder({ status: status as Order['status'] })) });
    await openOrder();
    expect(actionNames()).toEqual(names);
  });

  test('one main action: continue shopping, unless paying again is the way forward', async () => {
    serve({ order: () => jsonResponse(anOrder({ status: 'paid' })) });
    const { unmount } = await openOrder();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).className).toMatch(/primary/);
    unmount();

    serve({ order: () => jsonResponse(anOrder({ status: 'expired' })) });
    await openOrder();
    expect(screen.getByRole('button', { name: 'Try paying again' }).className).toMatch(/primary/);
    expect(screen.getByRole('link', { name: 'Continue shopping' }).className).not.toMatch(/primary/);
  });
});

test("print receipt opens the browser's print dialog", async () => {
  const print = jest.fn();
  window.print = print;
  serve();
  const { user } = await openOrder();
  await user.click(screen.getByRole('button', { name: 'Print receipt' }));
  expect(print).toHaveBeenCalled();
});

test('try paying again asks for a new payment and goes to its payment_url', async () => {
  const fetchMock = serve({
    order: () => jsonResponse(anOrder({ status: 'expired' })),
    pay: () => jsonResponse({ payment_url: 'https://pay.example/tr_2' }),
  });
  const { user } = await openOrder();
  await user.click(screen.getByRole('button', { name: 'Try paying again' }));
  await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('https://pay.example/tr_2'));
  const pay = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST');
  expect(new URL(pay!.url).pathname).toBe(`/api/orders/${processNumber}/pay`);
});

describe('resend confirmation email', () => {
  test("sends the order's resend request, then waits 10 + 5 x 1 seconds, showing the seconds left", async () => {
    const fetchMock = serve();
    const { user } = await openOrder();
    await user.click(resendButton());
    expect(await screen.findByText('The confirmation email has been resent')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Resend available in 15 s');

    const request = fetchMock.mock.calls.map(([call]) => call as Request).find((call) => call.method === 'POST')!;
    expect(await request.json()).toEqual({
      order_id: anOrder().id,
      template_name: 'order_confirmation',
      variables: { customer_name: 'Layla Haddad', process_number: processNumber },
      language: 'en',
    });
  });

  test('the cooldown grows with the resends so far, as the server counts them', async () => {
    serve({ resend: () => jsonResponse({ resends_left: 1 }, 202) });
    const { user } = await openOrder();
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend available in 20 s'));
  });

  test('the countdown runs down and the button comes back (server cooldown of 2 s)', async () => {
    serve({ resend: () => jsonResponse({ statusCode: 429, code: 'resend_cooldown', retry_after: 2 }, 429) });
    const { user } = await openOrder();
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend available in 2 s'));
    expect(resendButton()).toBeDisabled();
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend available in 1 s'));
    await waitFor(() => expect(resendButton()).toHaveTextContent('Resend confirmation email'));
    expect(resendButton()).toBeEnabled();
  });

  test('after the third resend the button is disabled for good', async () => {
    serve({ resend: () => jsonResponse({ resends_left: 0 }, 202) });
    const { user } = await openOrder();
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Maximum resends reached'));
    expect(resendButton()).toBeDisabled();
  });

  test("the server's resend_limit disables it too", async () => {
    serve({ resend: () => jsonResponse({ statusCode: 429, code: 'resend_limit' }, 429) });
    const { user } = await openOrder();
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toHaveTextContent('Maximum resends reached'));
    expect(resendButton()).toBeDisabled();
  });

  test("the server's 'not paid' (a status changed meanwhile) and a failure each have their message; the button stays usable", async () => {
    let answer = jsonResponse({ statusCode: 409, code: 'order_not_paid' }, 409);
    serve({ order: () => jsonResponse(anOrder({ status: 'paid' })), resend: () => answer });
    const { user } = await openOrder();
    await user.click(resendButton());
    expect(await screen.findByText('The confirmation email is sent once the order is paid.')).toBeInTheDocument();

    answer = jsonResponse({ statusCode: 400 }, 400);
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Failed to resend email')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Resend confirmation email' })).toBeEnabled();
  });
});
