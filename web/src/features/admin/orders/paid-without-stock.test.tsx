import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import { anAdminOrder, anAdminOrderDetail } from './admin-order.fixture';
import type { OrderHistoryEntry } from './admin-orders.api';

setUpAdminTestFile();

const setUpUser = () => userEvent.setup({ delay: null });

const flaggedId = '0b0b0b0b-0000-4000-8000-000000000007';
const orders = [
  anAdminOrder({ id: flaggedId, friendly_id: 'BK-7', status: 'paid', paid_without_stock: true, created_at: '2026-03-02T10:00:00.000Z' }),
  anAdminOrder({ id: 'id-b', friendly_id: 'BK-6', status: 'paid', created_at: '2026-03-01T10:00:00.000Z' }),
  anAdminOrder({ id: 'id-c', friendly_id: 'BK-5', status: 'expired', created_at: '2026-02-01T10:00:00.000Z' }),
];
const history: OrderHistoryEntry[] = [
  {
    id: 'h1',
    admin_username: null,
    action_type: 'created',
    new_value: 'pending',
    comment: null,
    details: null,
    created_at: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 'h2',
    admin_username: null,
    action_type: 'payment',
    new_value: 'hold_ended',
    comment: 'Not paid within 30 minutes (ORDER_HOLD_MINUTES): the order expired and its books went back on sale.',
    // Written before history lines kept their details.
    details: null,
    created_at: '2026-03-02T10:30:00.000Z',
  },
  {
    id: 'h3',
    admin_username: null,
    action_type: 'payment',
    new_value: 'paid',
    comment: 'Payment tr_abc',
    details: null,
    created_at: '2026-03-02T11:00:00.000Z',
  },
  {
    id: 'h4',
    admin_username: null,
    action_type: 'payment',
    new_value: 'paid_without_stock',
    comment: 'Payment tr_abc arrived after the order was expired',
    details: null,
    created_at: '2026-03-02T11:00:00.000Z',
  },
];

let requests: URL[];
beforeEach(() => {
  startAdminTest();
  requests = [];
  mockFetch((request) => {
    const url = new URL(request.url);
    requests.push(url);
    if (url.pathname === '/api/admin/orders') {
      const items = url.searchParams.get('paid_without_stock') === 'true' ? orders.filter((order) => order.paid_without_stock) : orders;
      return jsonResponse({ items, total: items.length, page: 1, page_size: 25 });
    }
    if (url.pathname === `/api/admin/orders/${flaggedId}`) return jsonResponse(anAdminOrderDetail(orders[0]));
    if (url.pathname === `/api/admin/orders/${flaggedId}/history`) return jsonResponse(history);
    if (url.pathname === '/api/emails/templates') return jsonResponse([]);
    return jsonResponse({ statusCode: 404 }, 404);
  });
});

/** The friendly ids of the table's rows, top to bottom. */
function rowIds(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent ?? '');
}

const rowOf = (friendlyId: string) => screen.getByRole('link', { name: friendlyId }).closest('tr')!;

test('the orders list marks an order paid without stock, and its filter asks the server for those only', async () => {
  const user = setUpUser();
  renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-7' }, SCREEN_READY);
  expect(within(rowOf('BK-7')).getByText('Paid without stock')).toBeInTheDocument();
  expect(within(rowOf('BK-6')).queryByText('Paid without stock')).not.toBeInTheDocument();
  expect(requests.at(-1)!.searchParams.has('paid_without_stock')).toBe(false);

  await user.click(screen.getByRole('checkbox', { name: 'Only paid without stock' }));
  await waitFor(() => expect(rowIds()).toEqual(['BK-7']));
  expect(requests.at(-1)!.searchParams.get('paid_without_stock')).toBe('true');

  await user.click(screen.getByRole('button', { name: /Reset and refresh/ }));
  await waitFor(() => expect(rowIds()).toEqual(['BK-7', 'BK-6', 'BK-5']));
  expect(screen.getByRole('checkbox', { name: 'Only paid without stock' })).not.toBeChecked();
});

test('in Arabic too', async () => {
  localStorage.setItem('language', 'ar');
  renderApp('/admin/orders');
  await screen.findByRole('link', { name: 'BK-7' }, SCREEN_READY);
  expect(within(rowOf('BK-7')).getByText('مدفوع بلا مخزون')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'المدفوعة بلا مخزون فقط' })).toBeInTheDocument();
});

test('the order page says it was paid without stock, and its history says why', async () => {
  renderApp(`/admin/orders/${flaggedId}`);
  // The history is the last block to load.
  await screen.findAllByText('by system', {}, SCREEN_READY);
  expect(screen.getByRole('heading', { name: 'Order BK-7', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    /Paid without stock.*Refund the customer through the payment provider, or restock the books/,
  );
  expect(screen.getAllByText('Paid without stock').length).toBeGreaterThanOrEqual(2);
  expect(screen.getByText('expired: not paid in time, books back on sale', { exact: false })).toBeInTheDocument();
  expect(screen.getByText(/Not paid within 30 minutes/)).toBeInTheDocument();
});
