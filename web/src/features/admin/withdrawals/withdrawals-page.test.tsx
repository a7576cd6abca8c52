import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import type { AdminWithdrawal } from './withdrawals-api';

setUpAdminTestFile();

const withdrawal = (overrides: Partial<AdminWithdrawal>): AdminWithdrawal => ({
  id: 'w-1',
  order_id: 'o-1',
  friendly_id: 'BK-10042',
  customer_name: 'Layla Haddad',
  customer_email: 'layla@example.com',
  received_at: '2026-11-27T09:15:00.000Z',
  refund_due_at: '2026-12-11T09:15:00.000Z',
  status: 'received',
  urgency: 'on_time',
  items: [{ order_item_id: 'i-1', title_ar: 'الأرنب', title_en: 'The Little Rabbit', title_nl: 'Het konijn', quantity: 1, amount: 12.5 }],
  books_amount: 12.5,
  shipping_amount: 4.95,
  refund_amount: 17.45,
  currency: 'EUR',
  books_back_at: null,
  refunded_at: null,
  ...overrides,
});

let writes: Request[];
beforeEach(() => {
  startAdminTest();
  writes = [];
  mockFetch((request) => {
    if (request.method !== 'GET') {
      writes.push(request);
      return jsonResponse(withdrawal({ status: 'refunded', urgency: 'done' }));
    }
    return jsonResponse([
      withdrawal({ id: 'w-1', friendly_id: 'BK-10042', urgency: 'overdue' }),
      withdrawal({ id: 'w-2', friendly_id: 'BK-10043', urgency: 'due_soon', status: 'books_back' }),
      withdrawal({ id: 'w-3', friendly_id: 'BK-10044', status: 'refunded', urgency: 'done' }),
    ]);
  });
});

const row = async (order: string) => (await screen.findByText(order, {}, SCREEN_READY)).closest('tr') as HTMLElement;

test('each withdrawal with its refund-by date, highlighted as it nears or passes; refunded ones offer nothing', async () => {
  renderApp('/admin/withdrawals');
  const overdue = await row('BK-10042');
  expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
  expect(overdue.className).toMatch(/overdue/);
  expect(within(overdue).getByText(/Dec 11/)).toBeInTheDocument();
  const soon = await row('BK-10043');
  expect(within(soon).getByText('Due soon')).toBeInTheDocument();
  expect(within(soon).getByText('Books back')).toBeInTheDocument();
  expect(within(soon).queryByRole('button', { name: /Books are back/ })).not.toBeInTheDocument();
  const done = await row('BK-10044');
  expect(within(done).getByText('Refunded')).toBeInTheDocument();
  expect(within(done).queryByRole('button')).not.toBeInTheDocument();
});

test('one refund after a confirmation naming the amount', async () => {
  const user = userEvent.setup();
  renderApp('/admin/withdrawals');
  const overdue = await row('BK-10042');
  await user.click(within(overdue).getByRole('button', { name: 'Refund €17.45 for BK-10042' }));
  expect(
    await screen.findByText(/Refund €17\.45 \(the withdrawn books and the standard delivery\) to the customer of BK-10042\?/),
  ).toBeInTheDocument();
  expect(writes).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('Refund made; the customer gets an email', {}, SCREEN_READY)).toBeInTheDocument();
  expect(writes.map((request) => [request.method, new URL(request.url).pathname])).toEqual([['POST', '/api/admin/withdrawals/w-1/refund']]);
});
