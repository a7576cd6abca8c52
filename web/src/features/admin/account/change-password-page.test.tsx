import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { SCREEN_READY, setUpAdminTestFile, startAdminTest } from '../shared/admin-test-env';

setUpAdminTestFile();

let answer: () => Response | Promise<Response>;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  startAdminTest();
  answer = () => new Response(null, { status: 204 });
  fetchMock = mockFetch(() => answer());
});

/** What the screen sent: every request but the frame's read of the settings (its company-details warning). */
const sent = () =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => !(request.method === 'GET' && request.url.endsWith('/api/settings')));

async function change(values: { current?: string; next?: string; confirm?: string }) {
  const user = userEvent.setup();
  const submit = await screen.findByRole('button', { name: 'Update password' }, SCREEN_READY);
  if (values.current) await user.type(screen.getByLabelText('Current password'), values.current);
  if (values.next) await user.type(screen.getByLabelText('New password'), values.next);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await user.click(submit);
}

test('all three fields are required', async () => {
  renderApp('/admin/change-password');
  await change({});
  expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
  expect(screen.getByText('Please enter a new password')).toBeInTheDocument();
  expect(screen.getByText('Please confirm the new password')).toBeInTheDocument();
  expect(sent()).toHaveLength(0);
});

test('the new passwords must match and have 6 characters or more', async () => {
  renderApp('/admin/change-password');
  await change({ current: 'old-pass', next: 'short', confirm: 'other1' });
  expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(sent()).toHaveLength(0);
});

test('a wrong current password is said inline, at the field', async () => {
  answer = () =>
    jsonResponse(
      { statusCode: 400, error: 'Bad Request', code: 'invalid_current_password', message: 'Current password is incorrect' },
      400,
    );
  renderApp('/admin/change-password');
  await change({ current: 'wrong-pass', next: 'new-pass', confirm: 'new-pass' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect');
  expect(screen.getAllByText('The current password is incorrect')).toHaveLength(2);
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

test('any other failure falls back to "Failed to update password"', async () => {
  answer = () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }, 500);
  renderApp('/admin/change-password');
  await change({ current: 'old-pass', next: 'new-pass', confirm: 'new-pass' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password');
});

test('a change sends current and new password, then empties the form with a notice', async () => {
  renderApp('/admin/change-password');
  await change({ current: 'old-pass', next: 'new-pass', confirm: 'new-pass' });
  expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
  const request = sent()[0];
  expect([request.method, new URL(request.url).pathname]).toEqual(['PUT', '/api/admin/change-password']);
  expect(await request.json()).toEqual({ current_password: 'old-pass', new_password: 'new-pass' });
  await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
});
