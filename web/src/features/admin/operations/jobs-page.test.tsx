import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { formatAdminDateTime } from '../shared/admin-date';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';
import type { JobsOverview } from './operations-api';

setUpAdminTestFile();

const overview: JobsOverview = {
  mode: 'bullmq',
  undelivered_events: [
    {
      id: '17',
      name: 'order.paid',
      attempts: 3,
      last_error: 'connect ECONNREFUSED',
      next_attempt_at: '2025-03-01T10:05:00.000Z',
      handed_on_at: null,
      created_at: '2025-03-01T10:00:00.000Z',
    },
    {
      id: '18',
      name: 'order.placed',
      attempts: 0,
      last_error: null,
      next_attempt_at: '2025-03-01T10:06:00.000Z',
      handed_on_at: '2025-03-01T10:01:00.000Z',
      created_at: '2025-03-01T10:00:30.000Z',
    },
  ],
  counts: { waiting: 2, active: 0, delayed: 1, completed: 40, failed: 1 },
  failed_jobs: [
    {
      id: '99',
      handler: 'send-order-confirmation',
      event: 'order.paid',
      event_id: '16',
      failed_reason: 'SMTP 550 mailbox unavailable',
      attempts: 5,
      failed_at: '2025-03-01T09:00:00.000Z',
    },
  ],
};

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  startAdminTest();
  fetchMock = mockFetch((request) => (request.method === 'POST' ? new Response(null, { status: 202 }) : jsonResponse(overview)));
});

const posts = () =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST')
    .map((request) => new URL(request.url).pathname);

test('shows the mode, the counts and each problem with its error', async () => {
  renderApp('/admin/jobs');
  expect(await screen.findByText('BullMQ (Redis)', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('Completed')).toBeInTheDocument();
  expect(screen.getByText('connect ECONNREFUSED')).toBeInTheDocument();
  expect(screen.getByText('SMTP 550 mailbox unavailable')).toBeInTheDocument();
});

test('each retry button posts its own retry and refreshes the overview', async () => {
  const user = userEvent.setup();
  renderApp('/admin/jobs');
  await user.click(await screen.findByRole('button', { name: 'Retry event order.paid #17' }, SCREEN_READY));
  expect(await screen.findByText('Retry scheduled', {}, SCREEN_READY)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry job send-order-confirmation #99' }));
  await waitFor(() => expect(posts()).toEqual(['/api/admin/jobs/event/17/retry', '/api/admin/jobs/job/99/retry']), SCREEN_READY);
  await waitFor(
    () => expect(fetchMock.mock.calls.filter(([request]) => (request as Request).method === 'GET').length).toBeGreaterThanOrEqual(3),
    SCREEN_READY,
  );
});

test('shows events handed to the queue whose handlers have not run yet as waiting, with when they were handed on', async () => {
  renderApp('/admin/jobs');
  const section = await screen.findByRole('region', { name: 'Events waiting for their handlers' }, SCREEN_READY);
  expect(within(section).getByRole('columnheader', { name: 'Handed to the queue' })).toBeInTheDocument();
  const row = within(section).getByText('order.placed #18').closest('tr')!;
  expect(
    within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toContain(formatAdminDateTime('2025-03-01T10:01:00.000Z', 'en'));
});

test('in-process mode has no counts and says so', async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(jsonResponse({ mode: 'inline', undelivered_events: [], counts: null, failed_jobs: [] })),
  );
  renderApp('/admin/jobs');
  expect(await screen.findByText('In-process (no Redis)', {}, SCREEN_READY)).toBeInTheDocument();
  expect(screen.getByText('No queue counts: jobs run in this process.')).toBeInTheDocument();
  expect(screen.getByText('No failed jobs.')).toBeInTheDocument();
});
