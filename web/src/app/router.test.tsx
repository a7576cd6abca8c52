import { beforeEach, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { aBook, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { lendBrowserApis, SCREEN_READY, setUpAdminTestFile } from '../features/admin/shared/admin-test-env';

setUpAdminTestFile();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
  // The admin pages' Ant Design forms and grids measure the page.
  lendBrowserApis();
  mockFetch(() => jsonResponse([]));
});

test('an unknown address shows the not-found page inside the storefront frame', async () => {
  renderApp('/no-such-page');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
});

test('/admin without a stored session goes to the (lazily loaded) sign-in page', async () => {
  const { router } = renderApp('/admin');
  expect(await screen.findByRole('heading', { name: 'Admin sign-in' }, SCREEN_READY)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

test('/admin with a stored refresh token opens the back office', async () => {
  localStorage.setItem('adminRefreshToken', 'refresh-123');
  // The dashboard draws its statistics: an answer of their shape, every other call an empty list.
  const noStats = { total_orders: 0, total_revenue: 0, total_customers: 0, revenue_by_day: [] };
  mockFetch((request) => jsonResponse(new URL(request.url).pathname === '/api/admin/stats' ? noStats : []));
  renderApp('/admin');
  expect(await screen.findByRole('heading', { name: 'Dashboard' }, SCREEN_READY)).toBeInTheDocument();
});

test('an unknown /admin address says the page does not exist, with the way back to the dashboard', async () => {
  localStorage.setItem('adminRefreshToken', 'refresh-123');
  renderApp('/admin/no-such-screen');
  expect(await screen.findByRole('heading', { name: 'Page not found' }, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Back to dashboard/ })).toBeInTheDocument();
  // The shop's own not-found block, not Ant Design's stock illustration.
  expect(document.querySelector('.ant-result')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin');
});

test('every back-office page leads to the others through its navigation, marking where the admin is', async () => {
  localStorage.setItem('adminRefreshToken', 'refresh-123');
  renderApp('/admin/no-such-screen');
  const nav = await screen.findByRole('navigation', { name: 'Back office' }, SCREEN_READY);
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/admin/jobs');
  expect(within(nav).getAllByRole('link')).toHaveLength(15);
  expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
});

test('a storefront page that fails to draw shows the error page inside the shop, with the way home', async () => {
  // A page of books whose book has no pictures is an answer the page cannot read: drawing it throws.
  mockFetch(() => jsonResponse({ items: [{ ...aBook(), images: undefined }], total: 1, page: 1, page_size: 24 }));
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    renderApp('/books');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, SCREEN_READY)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  } finally {
    quiet.mockRestore();
  }
});
