import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import type { AdminStats } from './stats-api';

setUpAdminTestFile();
const pathOf = (request: Request) => new URL(request.url).pathname;

const stats: AdminStats = {
  total_books: 12,
  total_orders: 34,
  total_revenue: 1234.5,
  total_customers: 21,
  revenue_by_day: [
    { date: '2025-03-01', revenue: 0 },
    { date: '2025-03-02', revenue: 40 },
    { date: '2025-03-03', revenue: 12.5 },
  ],
};

beforeEach(() => {
  startAdminTest();
});

const statValue = (title: string) => screen.getByText(title).closest('.ant-statistic')!;

test('welcomes the admin and shows the four statistics, revenue in euros', async () => {
  mockFetch(() => jsonResponse(stats));
  renderApp('/admin');
  expect(await screen.findByText('Welcome, admin', {}, SCREEN_READY)).toBeInTheDocument();
  await waitFor(() => expect(statValue('Total books')).toHaveTextContent('12'));
  expect(statValue('Total orders')).toHaveTextContent('34');
  expect(statValue('Total revenue')).toHaveTextContent('€1,234.50');
  expect(statValue('Total customers')).toHaveTextContent('21');
});

test('the revenue chart draws one bar a day and summarises them for screen readers', async () => {
  mockFetch(() => jsonResponse(stats));
  const { container } = renderApp('/admin');
  const chart = await screen.findByRole('img', { name: /in this period/ }, SCREEN_READY);
  // The amounts sit in Unicode isolates, so they read whole in Arabic too.
  expect(chart.getAttribute('aria-label')!.replace(/[\u2066\u2069]/g, '')).toBe('€52.50 in this period; best day March 2 with €40.00.');
  expect(chart.querySelectorAll('rect')).toHaveLength(3);
  const rows = within(container.querySelector('table')!).getAllByRole('row');
  expect(rows.slice(1).map((row) => row.textContent)).toEqual(['March 1€0.00', 'March 2€40.00', 'March 3€12.50']);
});

test('a failing statistics call says so', async () => {
  mockFetch(() => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }, 500));
  renderApp('/admin');
  expect(await screen.findByText('Error loading statistics', {}, SCREEN_READY)).toBeInTheDocument();
});

test('links to every back-office screen', async () => {
  mockFetch(() => jsonResponse(stats));
  renderApp('/admin');
  const nav = await screen.findByRole('navigation', { name: 'Manage the shop' }, SCREEN_READY);
  const targets = within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(targets).toEqual([
    '/admin/orders',
    '/admin/withdrawals',
    '/admin/books',
    '/admin/admins',
    '/admin/email-templates',
    '/admin/reviews',
    '/admin/privacy',
    '/admin/change-password',
    '/admin/settings',
    '/admin/legal-texts',
    '/admin/shipping-configs',
    '/admin/vat',
    '/admin/mailbox',
    '/admin/jobs',
  ]);
});

test("shows parents' open data requests, with the first due date and a link to them", async () => {
  const requests = {
    open: 2,
    overdue: 0,
    requests: [
      {
        id: 'a',
        kind: 'access',
        channel: 'storefront',
        email: 'layla@example.nl',
        admin_username: null,
        created_at: '2025-03-01T10:00:00.000Z',
        due_at: '2025-04-01T10:00:00.000Z',
        completed_at: null,
        overdue: false,
        outcome: null,
      },
    ],
  };
  mockFetch((request) => jsonResponse(pathOf(request) === '/api/admin/privacy/requests' ? requests : stats));
  renderApp('/admin');
  const notice = await screen.findByText("Parents' data requests waiting for an answer: 2", {}, SCREEN_READY);
  const alert = notice.closest('[role="alert"]') as HTMLElement;
  expect(alert).toHaveTextContent('The first is due on 2025-04-01.');
  expect(within(alert).getByRole('link', { name: 'Customer data' })).toHaveAttribute('href', '/admin/privacy');
});

test('logout revokes the refresh token, clears the session and goes to /login', async () => {
  const fetchMock = mockFetch((request) =>
    pathOf(request) === '/api/admin/logout' ? new Response(null, { status: 204 }) : jsonResponse(stats),
  );
  const { router } = renderApp('/admin');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }, SCREEN_READY));

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  const logout = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => pathOf(request) === '/api/admin/logout')!;
  expect(logout.method).toBe('POST');
  expect(await logout.json()).toEqual({ refreshToken: 'test-refresh-token' });
  expect([localStorage.getItem('adminAccessToken'), localStorage.getItem('adminRefreshToken'), localStorage.getItem('adminInfo')]).toEqual([
    null,
    null,
    null,
  ]);
});

test('logout still signs out when the server cannot be reached', async () => {
  mockFetch((request) => (pathOf(request) === '/api/admin/logout' ? Promise.reject(new TypeError('offline')) : jsonResponse(stats)));
  const { router } = renderApp('/admin');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }, SCREEN_READY));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(localStorage.getItem('adminRefreshToken')).toBeNull();
});

test('warns from 80% of the €10,000 threshold for sales to other EU countries, and not below it', async () => {
  const threshold = (net: number) => ({
    home_country: 'NL',
    year: 2026,
    this_year_net_cents: net,
    last_year_net_cents: 0,
    threshold_cents: 1_000_000,
    warning: net >= 800_000,
    oss_registered_since: null,
  });
  mockFetch((request) => jsonResponse(pathOf(request) === '/api/admin/vat/threshold' ? threshold(812_345) : stats));
  const { unmount } = renderApp('/admin');
  const warning = await screen.findByRole('alert', {}, SCREEN_READY);
  expect(warning).toHaveTextContent('Sales to other EU countries are close to €10,000 this year.');
  expect(warning).toHaveTextContent('€8,123.45');
  expect(within(warning).getByRole('link', { name: 'VAT' })).toHaveAttribute('href', '/admin/vat');
  unmount();

  mockFetch((request) => jsonResponse(pathOf(request) === '/api/admin/vat/threshold' ? threshold(790_000) : stats));
  renderApp('/admin');
  await waitFor(() => expect(statValue('Total books')).toHaveTextContent('12'));
  expect(screen.queryByText(/close to €10,000/)).not.toBeInTheDocument();
});
