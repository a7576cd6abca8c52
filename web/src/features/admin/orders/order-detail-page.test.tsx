import { beforeEach, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import { anAdminOrderDetail } from './admin-order.fixture';
import type { AdminOrderDetail, OrderHistoryEntry } from './admin-orders.api';

setUpAdminTestFile();

const setUpUser = () => userEvent.setup({ delay: null });

const orderId = '0b0b0b0b-0000-4000-8000-000000000001';
const templates = [
  { id: 't1', name: 'order_shipped', placeholders: ['customer_name', 'tracking_code', 'carrier'] },
  { id: 't2', name: 'thank_you', placeholders: [] },
];
const history: OrderHistoryEntry[] = [
  {
    id: 'h1',
    admin_username: null,
    action_type: 'created',
    new_value: 'pending',
    comment: null,
    details: null,
    created_at: '2026-11-22T10:30:00.000Z',
  },
  {
    id: 'h2',
    admin_username: 'fatima',
    action_type: 'status_change',
    new_value: 'sent',
    comment: 'Handed to PostNL',
    details: null,
    created_at: '2026-11-23T09:00:00.000Z',
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[];

function serve({
  order = anAdminOrderDetail({ id: orderId }),
  historyEntries = () => history,
  templateList = templates,
}: { order?: AdminOrderDetail | null; historyEntries?: () => OrderHistoryEntry[]; templateList?: typeof templates } = {}) {
  calls = [];
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.clone().json();
    calls.push({ method: request.method, path, body });
    if (path === `/api/admin/orders/${orderId}`)
      return order
        ? jsonResponse(order)
        : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Order not found', code: 'order_not_found' }, 404);
    if (path === `/api/admin/orders/${orderId}/history`) return jsonResponse(historyEntries());
    if (path === `/api/admin/orders/${orderId}/status`) return jsonResponse({ ...order, status: (body as { status: string }).status });
    if (path === `/api/admin/orders/${orderId}/send-email`) return jsonResponse({ queued: true }, 202);
    if (path === '/api/emails/templates') return jsonResponse(templateList);
    if (path === `/api/admin/orders/${orderId}/receipt.pdf`)
      return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse({ statusCode: 404 }, 404);
  });
}

beforeEach(() => {
  startAdminTest();
});

/** The coloured dot of the status badge that reads `text`. */
function badgeDot(text: string): Element | null {
  return screen.getByText(text, { selector: '.ant-badge-status-text' }).previousElementSibling;
}

/** Opens an Ant Design select by its label and picks the option titled `option`. */
async function choose(user: ReturnType<typeof setUpUser>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options.find((element) => element.classList.contains('ant-select-item-option')) ?? options[0]);
}

/** Opens the order served by `serve`, once its history (the last block to load) is there. */
async function openOrder() {
  const user = setUpUser();
  renderApp(`/admin/orders/${orderId}`);
  await screen.findByText('by system', {}, SCREEN_READY);
  return user;
}

/** The send-email form, with `template` chosen. */
async function emailFormWith(user: ReturnType<typeof setUpUser>, template: string) {
  await choose(user, 'Template', template);
  return screen.getByRole('button', { name: 'Send email' }).closest('form')!;
}

/** The body of the send-email call, once the page has made it. */
async function sentEmailBody() {
  const sent = () => calls.find((call) => call.path.endsWith('/send-email'));
  await waitFor(() => expect(sent()).toBeDefined());
  return sent()!.body;
}

test('shows the customer, the order, its items and a refund warning when the customer paid twice', async () => {
  serve({ order: anAdminOrderDetail({ id: orderId, needs_refund: true, status: 'canceled' }) });
  renderApp(`/admin/orders/${orderId}`);
  expect(await screen.findByRole('heading', { name: 'Order BK-10042', level: 1 }, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('This order needs a refund')).toBeInTheDocument();
  expect(screen.getByText('Zk3v9QpL0aTqXw7YbN2cRd4eFg6hJi8k')).toBeInTheDocument();
  expect(screen.getByText('Layla Haddad')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'layla@example.com' })).toHaveAttribute('href', 'mailto:layla@example.com');
  expect(screen.getByText('Keizersgracht 12').closest('address')).toHaveTextContent('Keizersgracht 121012 AB AmsterdamNetherlands');
  expect(screen.getByText('The Little Rabbit')).toBeInTheDocument();
  expect(screen.getAllByText('€25.00').length).toBeGreaterThan(0);
  expect(screen.getByText('€12.50')).toBeInTheDocument();
  // Canceled is an error on the detail page.
  expect(badgeDot('Canceled')).toHaveClass('ant-badge-status-error');
});

test('shows the VAT of the order and downloads its receipt in the admin’s language', async () => {
  serve();
  const saved: string[] = [];
  const originals = { create: URL.createObjectURL, click: HTMLAnchorElement.prototype.click };
  URL.createObjectURL = () => 'blob:receipt';
  // jsdom has no revokeObjectURL, and the download revokes its URL a minute later, after this test
  // (on a slow machine, while the file's last tests run): the stub stays.
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  };
  try {
    const user = setUpUser();
    renderApp(`/admin/orders/${orderId}`);
    await screen.findByRole('heading', { name: 'Order BK-10042', level: 1 }, SCREEN_READY);
    expect(screen.getByText('VAT (9%)').closest('tr')).toHaveTextContent('€2.06');
    await user.click(screen.getByRole('button', { name: 'Download R2026-000042 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['receipt-R2026-000042.pdf blob:receipt']));
  } finally {
    URL.createObjectURL = originals.create;
    HTMLAnchorElement.prototype.click = originals.click;
  }
  expect(calls.find((call) => call.path.endsWith('/receipt.pdf'))).toMatchObject({ method: 'GET' });
});

test("no refund warning for an ordinary order; titles follow the admin's language", async () => {
  localStorage.setItem('language', 'nl');
  serve();
  renderApp(`/admin/orders/${orderId}`);
  expect(await screen.findByText('Het kleine konijn', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.queryByText('Deze bestelling moet worden terugbetaald')).not.toBeInTheDocument();
  expect(badgeDot('Betaald')).toHaveClass('ant-badge-status-success');
});

test('an order placed in pounds shows its amounts in pounds', async () => {
  serve({ order: anAdminOrderDetail({ id: orderId, currency: 'GBP' }) });
  renderApp(`/admin/orders/${orderId}`);
  expect(await screen.findByText('The Little Rabbit', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getAllByText('£25.00').length).toBeGreaterThan(0);
  expect(screen.getByText('£12.50')).toBeInTheDocument();
  expect(screen.queryByText(/€/)).not.toBeInTheDocument();
});

test('the history names the system when no admin acted, and labels each action', async () => {
  serve();
  renderApp(`/admin/orders/${orderId}`);
  expect(await screen.findByText('by system', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('by fatima')).toBeInTheDocument();
  expect(screen.getByText('Order placed')).toBeInTheDocument();
  expect(screen.getByText('Status changed')).toBeInTheDocument();
  expect(screen.getByText('Handed to PostNL')).toBeInTheDocument();
});

test("the history speaks the admin's language: the system's lines are worded from their details, older lines keep their comment", async () => {
  localStorage.setItem('language', 'ar');
  const at = '2026-11-22T10:31:00.000Z';
  serve({
    historyEntries: () => [
      ...history,
      {
        id: 'h3',
        admin_username: null,
        action_type: 'payment',
        new_value: 'paid',
        comment: 'Payment tr_WDqYK6vllg',
        details: { kind: 'payment', payment_id: 'tr_WDqYK6vllg' },
        created_at: at,
      },
      {
        id: 'h4',
        admin_username: null,
        action_type: 'email_sent',
        new_value: 'order_confirmation',
        comment: 'To layla@example.com (ar)',
        details: { kind: 'email', to: 'layla@example.com', language: 'ar' },
        created_at: at,
      },
      {
        id: 'h5',
        admin_username: 'fatima',
        action_type: 'refund',
        new_value: 'pending',
        comment: 'Refund re_1 of €10.00 on payment tr_WDqYK6vllg: Damaged.',
        details: {
          kind: 'refunded',
          provider_refund_id: 're_1',
          payment_id: 'tr_WDqYK6vllg',
          amount: 10,
          currency: 'EUR',
          reason: 'كتاب تالف',
          at_provider: false,
          fully_refunded: false,
          stock_returned: false,
        },
        created_at: at,
      },
      // Written before history lines kept their details: its English comment is all there is.
      {
        id: 'h6',
        admin_username: null,
        action_type: 'payment',
        new_value: 'paid',
        comment: 'Payment tr_old',
        details: null,
        created_at: at,
      },
    ],
  });
  renderApp(`/admin/orders/${orderId}`);
  expect(await screen.findByText('الدفعة tr_WDqYK6vllg', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.queryByText('Payment tr_WDqYK6vllg')).not.toBeInTheDocument();
  const email = screen.getByText('إلى layla@example.com، باللغة العربية').parentElement!;
  expect(email).toHaveTextContent('تأكيد الطلب');
  expect(email).not.toHaveTextContent('order_confirmation');
  expect(screen.queryByText('To layla@example.com (ar)')).not.toBeInTheDocument();
  expect(screen.getByText(/^استرداد re_1 بقيمة .*10[.,]00.* من الدفعة tr_WDqYK6vllg\. السبب: كتاب تالف$/)).toBeInTheDocument();
  expect(screen.getByText('Payment tr_old')).toBeInTheDocument();
});

test("the send-email block offers the templates by their names in the admin's language", async () => {
  localStorage.setItem('language', 'nl');
  serve({ templateList: [{ id: 't0', name: 'order_confirmation', placeholders: ['friendly_id'] }, ...templates] });
  const user = setUpUser();
  renderApp(`/admin/orders/${orderId}`);
  await screen.findByText('door systeem', {}, SCREEN_READY);
  await choose(user, 'Sjabloon', 'Bevestiging van de bestelling');
  const form = screen.getByRole('button', { name: 'E-mail versturen' }).closest('form')!;
  expect(await within(form).findByRole('textbox', { name: 'Bestelnummer' })).toHaveAccessibleDescription(
    'Laat leeg om dit te gebruiken: \u2068BK-10042\u2069',
  );
});

test('updates the status with a comment, then reads the history again', async () => {
  let entries = history;
  serve({ historyEntries: () => entries });
  const user = await openOrder();

  await choose(user, 'New status', 'Delivered');
  fireEvent.change(screen.getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: '  Left with the neighbour  ' } });
  entries = [
    ...history,
    {
      id: 'h3',
      admin_username: 'admin',
      action_type: 'status_change',
      new_value: 'delivered',
      comment: 'Left with the neighbour',
      details: null,
      created_at: '2026-11-24T09:00:00.000Z',
    },
  ];
  await user.click(screen.getByRole('button', { name: 'Update status' }));

  await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
  expect(calls.find((call) => call.method === 'PUT')).toEqual({
    method: 'PUT',
    path: `/api/admin/orders/${orderId}/status`,
    body: { status: 'delivered', comment: 'Left with the neighbour' },
  });
  // The server writes the history after it answers: the page looks again a moment later.
  expect(await screen.findByText('by admin')).toBeInTheDocument();
});

test("a failed status update says why, in the admin's language (the field's message, not the server's English)", async () => {
  serve();
  const answer = globalThis.fetch;
  globalThis.fetch = ((input: Request) =>
    input.method === 'PUT'
      ? Promise.resolve(
          jsonResponse(
            { statusCode: 400, error: 'Bad Request', message: 'Invalid status', fields: { status: 'admin.orders.statusInvalid' } },
            400,
          ),
        )
      : answer(input)) as typeof fetch;
  const user = await openOrder();
  await user.click(screen.getByRole('button', { name: 'Update status' }));
  expect(await screen.findByText('Choose one of the order statuses.')).toBeInTheDocument();
  expect(screen.queryByText('Invalid status')).not.toBeInTheDocument();
});

test('the send-email block requires a template', async () => {
  serve();
  const user = await openOrder();
  await user.click(screen.getByRole('button', { name: 'Send email' }));
  expect(await screen.findByText('Choose a template.')).toBeInTheDocument();
  expect(calls.some((call) => call.path.endsWith('/send-email'))).toBe(false);
});

test('the send-email block has one input per placeholder of the chosen template and drops blank values', async () => {
  serve();
  const user = await openOrder();
  const form = await emailFormWith(user, 'order_shipped');
  // customer_name, tracking_code, carrier, then the message.
  await waitFor(() => expect(within(form).getAllByRole('textbox')).toHaveLength(4));
  // The shop's own placeholder is labelled and says what an empty input sends, without looking filled in.
  const customerName = within(form).getByRole('textbox', { name: 'Customer name' });
  expect(customerName).not.toHaveAttribute('placeholder');
  // The value is isolated (U+2068 … U+2069), so that it keeps its own order in the Arabic back office.
  expect(customerName).toHaveAccessibleDescription('Leave empty to use: \u2068Layla Haddad\u2069');
  expect(within(form).getByRole('textbox', { name: 'tracking_code' })).toHaveAccessibleDescription('Leave empty to leave it out');
  fireEvent.change(within(form).getByRole('textbox', { name: 'tracking_code' }), { target: { value: '  3SABC123  ' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'carrier' }), { target: { value: '   ' } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Message (optional)' }), { target: { value: 'Veel leesplezier!' } });
  fireEvent.submit(form);

  expect(await sentEmailBody()).toEqual({
    template_name: 'order_shipped',
    // The order's language until the admin picks another.
    language: 'en',
    variables: { tracking_code: '3SABC123' },
    custom_message: 'Veel leesplezier!',
  });
});

test('another template brings its own inputs, and none of the old values', async () => {
  serve();
  const user = await openOrder();
  const form = await emailFormWith(user, 'order_shipped');
  fireEvent.change(await within(form).findByRole('textbox', { name: 'tracking_code' }), { target: { value: '3SABC123' } });
  await choose(user, 'Template', 'thank_you');
  await waitFor(() => expect(within(form).getAllByRole('textbox')).toHaveLength(1));
  await choose(user, 'Email language', 'Nederlands');
  fireEvent.submit(form);

  expect(await sentEmailBody()).toEqual({ template_name: 'thank_you', language: 'nl', variables: {} });
});

test('a missing order says Order Not Found', async () => {
  serve({ order: null });
  renderApp(`/admin/orders/${orderId}`);
  expect(await screen.findByRole('heading', { name: 'Order Not Found', level: 2 }, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to orders' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/admin/orders');
  expect(document.querySelector('.ant-result')).toBeNull();
  // An order belongs to the orders: the navigation says so.
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Orders');
  expect(screen.queryByRole('heading', { name: /BK-/ })).not.toBeInTheDocument();
});
