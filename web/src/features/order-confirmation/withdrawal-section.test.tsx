import { beforeEach, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { anOrder } from '../../../test/order-fixture';
import { renderApp } from '../../../test/render-app';
import type { WithdrawalState } from './withdrawal-api';

const order = anOrder({
  items: [
    anOrder().items[0],
    { ...anOrder().items[0], id: 'item-2', title_en: 'The Moon Cat', quantity: 1, unit_price: 8, total_price: 8 },
  ],
});
const open: WithdrawalState = {
  can_withdraw: true,
  period_ends_at: '2026-12-10T23:00:00.000Z',
  withdrawal: null,
  return_address: ['Utrecht', 'help@shop.example'],
};
const received: WithdrawalState = {
  ...open,
  can_withdraw: false,
  withdrawal: {
    id: 'w-1',
    received_at: '2026-11-27T09:15:00.000Z',
    refund_due_at: '2026-12-11T09:15:00.000Z',
    status: 'received',
    items: [
      {
        order_item_id: 'item-1',
        title_ar: 'الأرنب الصغير',
        title_en: 'The Little Rabbit',
        title_nl: 'Het kleine konijn',
        quantity: 1,
        amount: 12.5,
      },
    ],
    books_amount: 12.5,
    shipping_amount: 4.95,
    refund_amount: 17.45,
    currency: 'EUR',
  },
};

let posted: unknown[];
function serve(state: WithdrawalState) {
  posted = [];
  return mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === `/api/orders/${order.process_number}`) return jsonResponse(order);
    if (path === `/api/orders/${order.process_number}/withdrawal`) {
      if (request.method === 'GET') return jsonResponse(state);
      posted.push(await request.json());
      return jsonResponse(received, 201);
    }
    return jsonResponse({ statusCode: 404 }, 404);
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', 'en');
});

test('the button opens one step with every book chosen; fewer copies send only those, then the acknowledgement shows', async () => {
  serve(open);
  const user = userEvent.setup();
  renderApp(`/order-confirmation/${order.process_number}`);
  expect(
    await screen.findByText(
      'You may withdraw from this purchase without giving a reason until December 10, 2026 (14 days after delivery).',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Withdraw from contract here' }));
  const step = screen.getByRole('group', { name: 'Which books do you withdraw from?' });
  expect(within(step).getByRole('checkbox', { name: 'The Little Rabbit' })).toBeChecked();
  expect(within(step).getByRole('checkbox', { name: 'The Moon Cat' })).toBeChecked();
  // Nothing else is asked: the shop knows who the parent is.
  expect(within(step).queryByRole('textbox')).not.toBeInTheDocument();

  await user.selectOptions(within(step).getByRole('combobox', { name: 'Copies of The Little Rabbit' }), '1');
  await user.click(within(step).getByRole('checkbox', { name: 'The Moon Cat' }));
  await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

  expect(await screen.findByRole('heading', { name: 'Withdrawal received' })).toBeInTheDocument();
  expect(posted).toEqual([{ items: [{ order_item_id: 'item-1', quantity: 1 }] }]);
  expect(screen.getByText(/We received your withdrawal on November 27, 2026 at 10:15/)).toBeInTheDocument();
  expect(screen.getByText('1 × The Little Rabbit')).toBeInTheDocument();
  expect(screen.getByText('help@shop.example')).toBeInTheDocument();
  expect(screen.getByText(/We refund .€17\.45. \(the books and the standard delivery\) by December 11, 2026/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Withdraw from contract here' })).not.toBeInTheDocument();
});

test('every book, untouched, is sent as the whole order; none chosen cannot be confirmed', async () => {
  serve(open);
  const user = userEvent.setup();
  renderApp(`/order-confirmation/${order.process_number}`);
  await user.click(await screen.findByRole('button', { name: 'Withdraw from contract here' }));
  await user.click(screen.getByRole('checkbox', { name: 'The Little Rabbit' }));
  await user.click(screen.getByRole('checkbox', { name: 'The Moon Cat' }));
  expect(screen.getByRole('button', { name: 'Confirm withdrawal' })).toBeDisabled();
  expect(screen.getByText('Choose at least one book.')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'The Little Rabbit' }));
  await user.click(screen.getByRole('checkbox', { name: 'The Moon Cat' }));
  await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
  await screen.findByRole('heading', { name: 'Withdrawal received' });
  expect(posted).toEqual([{ items: [] }]);
});

test('after the period, no button: the day it ended', async () => {
  serve({ ...open, can_withdraw: false });
  renderApp(`/order-confirmation/${order.process_number}`);
  expect(await screen.findByText('The withdrawal period of this order ended on December 10, 2026.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Withdraw from contract here' })).not.toBeInTheDocument();
});
