import { beforeEach, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import { anAdminOrderDetail } from './admin-order.fixture';
import type { AdminOrderDetail, AdminRefund } from './admin-orders.api';

setUpAdminTestFile();

const orderId = '0b0b0b0b-0000-4000-8000-000000000002';
const earlier: AdminRefund = {
  id: 'r1',
  provider_refund_id: 're_first',
  payment_id: 'tr_abc',
  amount: 10,
  currency: 'EUR',
  reason: 'One book arrived damaged',
  status: 'pending',
  admin_username: 'fatima',
  created_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
};
const partlyRefunded = () =>
  anAdminOrderDetail({ id: orderId, total_amount: 25, refunded_amount: 10, refundable_amount: 15, refunds: [earlier] });

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[];

/** The order as the server has it now, and how it answers a refund. */
function serve(order: () => AdminOrderDetail, answerRefund: (body: { amount: number; reason: string }) => Response) {
  calls = [];
  mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.clone().json();
    calls.push({ method: request.method, path, body });
    if (path === `/api/admin/orders/${orderId}`) return jsonResponse(order());
    if (path === `/api/admin/orders/${orderId}/history`) return jsonResponse([]);
    if (path === `/api/admin/orders/${orderId}/refunds`) return answerRefund(body as { amount: number; reason: string });
    if (path === '/api/emails/templates') return jsonResponse([]);
    return jsonResponse({ statusCode: 404 }, 404);
  });
}

beforeEach(() => {
  startAdminTest();
});

async function openOrder() {
  const user = userEvent.setup({ delay: null });
  renderApp(`/admin/orders/${orderId}`);
  await screen.findByText('Refunds', {}, SCREEN_READY);
  return user;
}

const refundsCard = () => screen.getByText('Refunds').closest('.ant-card') as HTMLElement;

test('shows what is refunded, each refund with its status, and refunds the rest with a reason', async () => {
  let order = partlyRefunded();
  serve(
    () => order,
    (body) => {
      order = anAdminOrderDetail({
        id: orderId,
        total_amount: 25,
        refunded_amount: 25,
        refundable_amount: 0,
        refunds: [earlier, { ...earlier, id: 'r2', provider_refund_id: 're_second', amount: body.amount, reason: body.reason }],
      });
      return jsonResponse(order.refunds[1], 201);
    },
  );
  const user = await openOrder();

  const card = refundsCard();
  // Refunded so far, and the one refund that makes it up.
  expect(within(card).getAllByText('€10.00')).toHaveLength(2);
  expect(within(card).getByText('€15.00')).toBeInTheDocument();
  expect(within(card).getByText('One book arrived damaged')).toBeInTheDocument();
  expect(within(card).getByText('Pending')).toBeInTheDocument();
  expect(screen.getByText('Partly refunded')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Refund order BK-10042')).toBeInTheDocument();
  // The whole remaining amount is offered.
  expect(within(dialog).getByRole('spinbutton', { name: 'Amount' })).toHaveValue('15.00');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: '  Out of print  ' } });
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

  await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
  expect(calls.find((call) => call.method === 'POST')).toEqual({
    method: 'POST',
    path: `/api/admin/orders/${orderId}/refunds`,
    body: { amount: 15, reason: 'Out of print' },
  });
  // The order is read again: everything is refunded, so the action is gone.
  expect(await within(refundsCard()).findByText('Out of print')).toBeInTheDocument();
  expect(screen.getByText('Refunded', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(refundsCard()).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
});

test('a refund the provider refuses says why, and the order stays as it was', async () => {
  serve(partlyRefunded, () =>
    jsonResponse(
      {
        statusCode: 409,
        error: 'Conflict',
        code: 'refund_refused',
        message: 'The payment provider refused the refund: The amount requested for the refund exceeds the amount remaining (EUR 0.00).',
        provider_message: 'The amount requested for the refund exceeds the amount remaining (EUR 0.00).',
      },
      409,
    ),
  );
  const user = await openOrder();
  await user.click(within(refundsCard()).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Damaged' } });
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

  expect(await within(dialog).findByText('The payment provider refused the refund. Nothing was refunded.')).toBeInTheDocument();
  expect(within(dialog).getByText('The amount requested for the refund exceeds the amount remaining (EUR 0.00).')).toBeInTheDocument();
  expect(within(refundsCard()).getAllByRole('listitem')).toHaveLength(1);
});

test('asks for a reason before asking the server', async () => {
  serve(partlyRefunded, () => jsonResponse({}, 500));
  const user = await openOrder();
  await user.click(within(refundsCard()).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

  expect(await within(dialog).findByText('Give a reason for the refund.')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('speaks Arabic: the action and the statuses', async () => {
  localStorage.setItem('language', 'ar');
  serve(partlyRefunded, () => jsonResponse({}, 500));
  renderApp(`/admin/orders/${orderId}`);
  const card = (await screen.findByText('المبالغ المستردة', {}, SCREEN_READY)).closest('.ant-card') as HTMLElement;
  expect(within(card).getByRole('button', { name: 'استرداد' })).toBeInTheDocument();
  expect(within(card).getByText('قيد الانتظار')).toBeInTheDocument();
});
